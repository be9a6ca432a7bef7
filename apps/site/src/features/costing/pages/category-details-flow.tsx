import { lazy, Suspense } from "react";
import { PartLoading } from "../../../shared/hydration/after-hydration";
import { BrowseFlow } from "./browse-flow";
import type { CostingFlowProps } from "./costing-flow";

/**
 * The costing search, loaded when a sub-category is chosen: the route opens on a browse screen,
 * whose first visit then carries no search machine, select or results table (the budget of
 * the costing pages, docs/benchmarks.md). Clicking a sub-category navigates at once; its
 * screen shows a loading line until the search's chunk is in.
 */
const SearchFlow = lazy(async () => ({ default: (await import("./search-flow")).SearchFlow }));

/**
 * /category-details: with a sub-category in its context (chosen on a browse screen), the
 * costing search for it; otherwise a browse screen (all categories, or one category's).
 */
export function CategoryDetailsFlow(props: CostingFlowProps<"categoryDetails">) {
  const { sub_category_id } = props.context;
  if (!sub_category_id) return <BrowseFlow {...props} />;
  return (
    <Suspense fallback={<PartLoading label="Loading the price lookup…" />}>
      <SearchFlow {...props} sub_category_id={sub_category_id} />
    </Suspense>
  );
}
