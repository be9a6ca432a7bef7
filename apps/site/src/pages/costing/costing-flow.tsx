import type { CategoryNavState } from "../../config/navigation-state";
import type { BrowseSource } from "../../flows/category-browse/browse-items";
import { CategoryBrowseScreen } from "../../flows/category-browse/category-browse-screen";
import { CostingProductScreen, type CostingProductPage } from "../../flows/costing-product/costing-product-screen";
import type { ProductFilters } from "../../flows/costing-product/costing-product.machine";
import { CostingSearchScreen } from "../../flows/costing-search/costing-search-screen";
import type { SearchFilters } from "../../flows/costing-search/costing-search.machine";
import { keptSelections } from "../../flows/view-price";
import type { CostingRouteKey } from "./costing-contexts";

const productPages: Partial<Record<CostingRouteKey, CostingProductPage>> = {
  bagCostingProduct: "bag",
  clothCostingProduct: "cloth",
  ropeCostingProduct: "rope",
  traditionalCostingProduct: "traditional",
  soilSaverCostingProduct: "soilSaver",
};

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

/**
 * The machine-driven body of a costing or browse screen. `historyState` is the raw navigation
 * state: after a login through View Price it holds the selections to restore.
 */
export function CostingFlow({ screen, context, heading, historyState }: { screen: CostingRouteKey; context: CategoryNavState; heading: string; historyState: unknown }) {
  // A new context is a new flow: remount so the machine starts from its input again.
  const key = JSON.stringify(context);
  const page = productPages[screen];
  if (page) {
    return <CostingProductScreen key={key} page={page} context={context} kept={keptSelections<ProductFilters>(historyState)} />;
  }
  if (screen === "categoryDetails" && context.sub_category_id) {
    return (
      <CostingSearchScreen
        key={key}
        category_id={context.category_id}
        sub_category_id={context.sub_category_id}
        sub_category_name={context.sub_category_name}
        kept={keptSelections<SearchFilters>(historyState)}
      />
    );
  }
  return <CategoryBrowseScreen key={key} source={browseSource(screen, context)} label={heading} />;
}
