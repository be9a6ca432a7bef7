import type { CategoryNavState } from "../../../shared/config/navigation-state";
import type { BrowseSource } from "../category-browse/browse-items";
import { CategoryBrowseScreen } from "../category-browse/category-browse-screen";
import { browseKind, type BrowseRouteKey } from "../costing-rules";
import { flowKey, type CostingFlowProps } from "./costing-flow";

/** What a browse screen lists, by the costing rules (flows/costing-rules.ts) and its context. */
export function browseSource(screen: BrowseRouteKey, context: CategoryNavState): BrowseSource {
  const { category_id, category_name } = context;
  switch (browseKind(screen, context)) {
    case "categories":
      return { kind: "categories" };
    case "childCategories":
      return { kind: "childCategories", category_id, category_name };
    case "subCategories":
      return { kind: "subCategories", category_id, category_name, ...(context.child_category_id ? { child_category_id: context.child_category_id } : {}) };
  }
}

/** The grid of a browse screen: categories, child categories or sub-categories to choose from. */
export function BrowseFlow({ screen, context, heading }: CostingFlowProps<BrowseRouteKey>) {
  return <CategoryBrowseScreen key={flowKey(context)} source={browseSource(screen, context)} label={heading} />;
}
