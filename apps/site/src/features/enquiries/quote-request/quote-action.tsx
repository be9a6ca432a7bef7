import type { CostResult } from "@jute/api/contract";
import { lazy, Suspense } from "react";

const RequestQuote = lazy(() => import("./request-quote").then((module) => ({ default: module.RequestQuote })));

/**
 * The per-quote actions of the results: "Request a quote" and "Add to quote" (the member's
 * quote list) for a member, nothing for a visitor (the row has no cost). Their form and flow
 * load only when a member's price is shown. `PriceOrLogin` (view-price.tsx) renders them beside
 * a member's price.
 */
export function QuoteAction({ quote }: { quote: CostResult }) {
  if (quote.cost === null) return null;
  return (
    <Suspense fallback={null}>
      <span className="request-quote__row-actions">
        <RequestQuote quote={quote} />
        <RequestQuote quote={quote} mode="add" />
      </span>
    </Suspense>
  );
}
