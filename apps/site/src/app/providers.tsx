import { lazy, Suspense, type ReactNode } from "react";
import type { CostResult } from "@jute/api/contract";
import { CategoriesProvider, type LoadCategories } from "../shared/categories";
import { loadCategories as defaultLoadCategories } from "../shared/api/client";
import { QuoteActionProvider } from "../shared/slots/quote-action-slot";

const LazyQuoteAction = lazy(() => import("../features/enquiries/quote-request/quote-action").then((module) => ({ default: module.QuoteAction })));

/**
 * Enquiries' actions beside a member's price, loaded the first time one is shown: costing renders
 * the slot only beside a price, so a visitor never loads them (whether a row is quotable is
 * quote-action.tsx's rule).
 */
function QuoteAction({ quote }: { quote: CostResult }) {
  return (
    <Suspense fallback={null}>
      <LazyQuoteAction quote={quote} />
    </Suspense>
  );
}

/**
 * Everything the layout and pages share: the category call (fired once, for the menu), and
 * the action beside a member's price (enquiries' quote request, shown by costing's results).
 */
export function AppProviders({ children, loadCategories = defaultLoadCategories }: { children: ReactNode; loadCategories?: LoadCategories }) {
  return (
    <CategoriesProvider load={loadCategories}>
      <QuoteActionProvider value={QuoteAction}>{children}</QuoteActionProvider>
    </CategoriesProvider>
  );
}
