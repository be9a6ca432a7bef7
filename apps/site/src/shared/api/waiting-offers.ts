/**
 * How many of the member's offers await their answer, for the header's "My enquiries": read
 * once a member is known (the member's offers call), and set again by My enquiries whenever it
 * holds the offers (after an answer), so the header and the page agree without a second call.
 * null: not known (a visitor, staff, or the call failed).
 */
import type { Offer } from "@jute/api/contract";
import { createCountStore } from "./count-store";

const waiting = createCountStore();
const set = waiting.set;

/** From the offers as the member's offers call returned them: those awaiting an answer. */
export function setWaitingOffers(offers: readonly Pick<Offer, "state">[]): void {
  set(offers.filter((offer) => offer.state === "sent").length);
}

/** Forgets the count (logout). */
export function clearWaitingOffers(): void {
  set(null);
}

/** Asks the server (a member just became known); a failure leaves the count unknown. */
export async function loadWaitingOffers(): Promise<void> {
  try {
    // Loaded on a member's first page, not with every visitor's (the API client is its own chunk).
    const { offerClient } = await import("./offers");
    const result = await (await offerClient()).getMyOffers();
    if (result.kind === "ok") setWaitingOffers(result.data);
  } catch {
    // Unknown: the header shows no count.
  }
}

export const useWaitingOffers = waiting.useCount;
