import type { CostResult } from "@jute/api/contract";
import { Table } from "@jute/ui";
import { site } from "../../shared/content/site";
import type { ReturnTo } from "../../shared/session/session.machine";
import { useQuoteAction } from "../../shared/slots/quote-action-slot";
import { PriceOrLogin } from "./view-price";

export interface QuoteResultsProps {
  quotes: readonly CostResult[];
  /** The heading of the spec column ("Size", "Construction", "Yarn"). */
  specHeading: string;
  /** What the spec column shows for a quote (the size with its unit, the construction...). */
  specOf: (quote: CostResult) => string;
  /** Where View Price comes back to after a login. */
  returnTo: ReturnTo;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "1 Jan 2026" for "2026-01-01"; the text as it came when it is not a date. */
export function effectiveDate(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : dateFormat.format(time);
}

/** What a price means: where it is delivered to and since when it holds (ex-mill plus truck fare). */
export function PriceTerms({ quote }: { quote: CostResult }) {
  const port = quote.items[0]?.location ?? "";
  return (
    <span className="quote__terms">
      {port !== "" && <>delivered to {port}, </>}
      in effect from <time dateTime={quote.effective_from}>{effectiveDate(quote.effective_from)}</time>
    </span>
  );
}

function QuotePrice({ quote, returnTo }: { quote: CostResult; returnTo: ReturnTo }) {
  return (
    <span className="quote__price">
      <PriceOrLogin cost={quote.cost} unit={quote.unit} returnTo={returnTo} />
      <PriceTerms quote={quote} />
    </span>
  );
}

/**
 * The quotes of a lookup, beside the product's round picture: ui's Table with cards, so while
 * the space beside the picture is under 40rem (a phone, a tablet, a zoomed window) each quote is
 * a card (product, spec, mill, port, price with its unit and terms) that fits it, and wider a
 * table. Only one of the two is displayed, so a screen reader
 * meets each quote once.
 */
export function QuoteResults({ quotes, specHeading, specOf, returnTo }: QuoteResultsProps) {
  const QuoteAction = useQuoteAction();
  const first = quotes[0];
  if (!first) return null;
  const image = first.img.trim() !== "" ? first.img : site.defaultCategoryImage.src;
  // A member's rows carry "Request a quote" (the slot app/ fills with the enquiries feature)
  // in a column of their own, beside the price and never inside its cell: the price is read
  // on its own and the button by its own name.
  const quotable = QuoteAction !== null && quotes.some((quote) => quote.cost !== null);
  const columns = [
    { id: "product", name: "Product", isRowHeader: true },
    { id: "spec", name: specHeading },
    { id: "mill", name: "Mill" },
    { id: "port", name: "Port" },
    { id: "price", name: "Price" },
    ...(quotable ? [{ id: "quote", name: "Quote" }] : []),
  ];
  const rows = quotes.map((quote) => ({
    id: quote.price_id + quote.truck_fare_id,
    cells: {
      product: quote.name,
      spec: specOf(quote),
      mill: quote.company,
      port: quote.items[0]?.location ?? "",
      price: <QuotePrice quote={quote} returnTo={returnTo} />,
      ...(quotable && QuoteAction ? { quote: quote.cost !== null ? <QuoteAction quote={quote} /> : "" } : {}),
    },
  }));
  return (
    <div className="quotes">
      <img src={image} alt="" width={160} height={160} className="quotes__image" />
      {/* Cards' headings sit right under the page's h1 (no h2 between): level 2, no skipped level. */}
      <Table caption="Prices" hideCaption columns={columns} rows={rows} cards cardHeadingLevel={2} className="quotes__results" />
    </div>
  );
}
