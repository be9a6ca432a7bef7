import { CostingSearchScreen } from "../costing-search/costing-search-screen";
import type { SearchFilters } from "../costing-search/costing-search.machine";
import { keptSelections } from "../view-price";
import { screenName } from "../screen-title";
import { BrowseFlow } from "./browse-flow";
import { flowKey, type CostingFlowProps } from "./costing-flow";

/**
 * /category-details: with a sub-category in its context (chosen on a browse screen), the
 * costing search for it; otherwise a browse screen (all categories, or one category's).
 */
export function CategoryDetailsFlow(props: CostingFlowProps<"categoryDetails">) {
  const { context, historyState } = props;
  if (!context.sub_category_id) return <BrowseFlow {...props} />;
  return (
    <CostingSearchScreen
      key={flowKey(context)}
      category_id={context.category_id}
      sub_category_id={context.sub_category_id}
      sub_category_name={context.sub_category_name}
      name={screenName(context)}
      kept={keptSelections<SearchFilters>(historyState)}
    />
  );
}
