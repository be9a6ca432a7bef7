import type { ReactNode } from "react";
import { CategoriesProvider, type LoadCategories } from "../shared/categories";
import { loadCategories as defaultLoadCategories } from "../shared/api/client";
import { QuoteActionProvider } from "../shared/slots/quote-action-slot";
import { QuoteAction } from "../features/enquiries/quote-request/quote-action";

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
