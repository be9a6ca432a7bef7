import type { CostResult } from "@jute/api/contract";
import { RequestQuote } from "./request-quote";

/**
 * The per-quote actions of the results: "Request a quote" and "Add to quote" (the member's
 * quote list) for a member, nothing for a visitor (the row has no cost). `PriceOrLogin`
 * (view-price.tsx) renders them beside a member's price. This module and its form and flow are
 * one chunk, loaded only when a member's price is shown (app/providers.tsx loads it lazily, so a
 * visitor's first visit carries none of it, not even its preload list).
 */
export function QuoteAction({ quote }: { quote: CostResult }) {
  if (quote.cost === null) return null;
  return (
    <span className="request-quote__row-actions">
      <RequestQuote quote={quote} />
      <RequestQuote quote={quote} mode="add" />
    </span>
  );
}
