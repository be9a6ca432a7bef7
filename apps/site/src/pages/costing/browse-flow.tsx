import type { CategoryNavState } from "../../config/navigation-state";
import type { BrowseSource } from "../../flows/category-browse/browse-items";
import { CategoryBrowseScreen } from "../../flows/category-browse/category-browse-screen";
import type { CostingRouteKey } from "./costing-contexts";
import { flowKey, type CostingFlowProps } from "./costing-flow";

/** What a browse screen lists, by route and context (see flows/category-browse/browse-items). */
export function browseSource(screen: CostingRouteKey, context: CategoryNavState): BrowseSource {
  const { category_id, category_name } = context;
  switch (screen) {
    case "bagCosting":
      return { kind: "childCategories", category_id: category_id || "3", category_name };
    case "clothCostingDetails":
      return { kind: "childCategories", category_id: category_id || "4", category_name };
    case "bagCostingDetails":
    case "clothDetails":
    case "traditionalClothDetails":
      return { kind: "subCategories", category_id, category_name, ...(context.child_category_id ? { child_category_id: context.child_category_id } : {}) };
    default:
      if (category_id === "") return { kind: "categories" };
      // Bags and cloth list their child categories first, as the original does.
      if (category_id === "3" || category_id === "4") return { kind: "childCategories", category_id, category_name };
      return { kind: "subCategories", category_id, category_name };
  }
}

/** The grid of a browse screen: categories, child categories or sub-categories to choose from. */
export function BrowseFlow({ screen, context, heading }: CostingFlowProps) {
  return <CategoryBrowseScreen key={flowKey(context)} source={browseSource(screen, context)} label={heading} />;
}
