import { CostingSearchScreen } from "../costing-search/costing-search-screen";
import type { SearchFilters } from "../costing-search/costing-search.machine";
import { keptSelections } from "../view-price";
import { screenName } from "../screen-title";
import { flowKey, type CostingFlowProps } from "./costing-flow";

/**
 * The costing search of /category-details for the sub-category in its context. A chunk of its
 * own (category-details-flow.tsx loads it when a sub-category is chosen), so that the browse
 * screen the route opens on carries neither the search machine nor the results table.
 */
export function SearchFlow({ context, historyState, sub_category_id }: CostingFlowProps<"categoryDetails"> & { sub_category_id: string }) {
  return (
    <CostingSearchScreen
      key={flowKey(context)}
      category_id={context.category_id}
      sub_category_id={sub_category_id}
      sub_category_name={context.sub_category_name}
      name={screenName(context)}
      kept={keptSelections<SearchFilters>(historyState)}
    />
  );
}
