import type { CostResult } from "@jute/api/contract";
import { lazy, Suspense } from "react";

const RequestQuote = lazy(() => import("./request-quote").then((module) => ({ default: module.RequestQuote })));

/**
 * The per-quote action of the results: "Request a quote" for a member, nothing for a visitor
 * (the row has no cost). Its form and flow load only when a member's price is shown. `PriceOrLogin`
 * (view-price.tsx) renders it beside a member's price.
 */
export function QuoteAction({ quote }: { quote: CostResult }) {
  if (quote.cost === null) return null;
  return (
    <Suspense fallback={null}>
      <RequestQuote quote={quote} />
    </Suspense>
  );
}
