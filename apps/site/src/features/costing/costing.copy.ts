/**
 * The copy of the price lookup: the lead of each costing screen (naming only the selects the
 * screen has), the on-page status after a lookup, the price terms and the ended-session notice.
 */

/** The lead under a costing screen's heading. */
export const costingLead = {
  browse: (name: string | null) =>
    `Choose a product of ${name ?? "our range"} to look up its price by mill and port of shipment.`,
  yarnSearch: (name: string) => `Look up the price of ${name} by count, ply, oil type and mill.`,
  product: (name: string, withSizes: boolean) =>
    withSizes ? `Look up the price of ${name} by mill, size and port of shipment.` : `Look up the price of ${name} by mill and port of shipment.`,
  members: "Prices are in US dollars and are shown to registered members.",
  terms: "A price is the ex-mill price plus the truck fare to the port it is delivered to, as in effect from the date shown.",
} as const;

/** What a lookup found, said on the page. `lowest` is "$2.17 per kg", or null for a visitor. */
export function foundStatus(count: number, subject: string, lowest: string | null): string {
  const prices = count === 1 ? "1 price" : `${count} prices`;
  return lowest === null ? `${prices} for ${subject}: log in to see them` : `${prices} for ${subject}, from ${lowest}`;
}

export const noPricesStatus = (subject: string) => `No data found for ${subject}`;

/** Shown on a costing page when the server no longer accepts the stored token. */
/** What a costing screen says when the server could not be reached (or its reply read): the original's words. */
export const SOMETHING_WENT_WRONG = "Something went wrong";

export const SESSION_ENDED = "Your session has ended: log in again to see prices";
