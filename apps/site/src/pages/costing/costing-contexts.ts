import type { CategoryNavState } from "../../config/navigation-state";
import type { RouteKey } from "../../config/paths";

/** The costing and browse screens (the product detail page has its id in the URL instead). */
export type CostingRouteKey =
  | "categoryDetails"
  | "bagCosting"
  | "bagCostingDetails"
  | "bagCostingProduct"
  | "clothCostingDetails"
  | "clothDetails"
  | "clothCostingProduct"
  | "traditionalClothDetails"
  | "traditionalCostingProduct"
  | "ropeCostingProduct"
  | "soilSaverCostingProduct";

const bags = { category_id: "3", category_name: "Jute Bags" } as const;
const cloth = { category_id: "4", category_name: "Jute Cloth" } as const;
const traditional = { category_id: "8", category_name: "Traditional Cloth" } as const;

/**
 * The context each screen implies when it is opened without navigation state (typed in,
 * reloaded, bookmarked), by the catalogue's ids (see docs/catalogue.md). The
 * /category-details screen with no category is the list of all categories.
 */
export const costingFallbacks: Record<CostingRouteKey, CategoryNavState> = {
  categoryDetails: { category_id: "", category_name: "Product Categories" },
  bagCosting: bags,
  bagCostingDetails: { ...bags, child_category_id: "1", child_category_name: "Sacking Bags" },
  bagCostingProduct: {
    ...bags,
    child_category_id: "2",
    child_category_name: "Hessian Bags",
    sub_category_id: "14",
    sub_category_name: "Hessian Bag",
  },
  clothCostingDetails: cloth,
  clothDetails: { ...cloth, child_category_id: "5", child_category_name: "Hessian Cloth" },
  clothCostingProduct: {
    ...cloth,
    child_category_id: "4",
    child_category_name: "Carpet Backing Cloth",
    sub_category_id: "17",
    sub_category_name: "Carpet Backing Cloth (CBC)",
  },
  traditionalClothDetails: traditional,
  traditionalCostingProduct: traditional,
  ropeCostingProduct: { category_id: "2", category_name: "Jute Rope" },
  soilSaverCostingProduct: { category_id: "5", category_name: "Soil Saver", sub_category_id: "21", sub_category_name: "Soil Saver" },
};

/** The screen's heading: the most specific name in its context. */
export const costingHeading = (context: CategoryNavState): string =>
  context.sub_category_name ?? context.child_category_name ?? context.category_name;

/** Browse screens list categories; the others look up a price. */
export const isBrowseScreen = (key: CostingRouteKey | RouteKey): boolean =>
  key === "categoryDetails" ||
  key === "bagCosting" ||
  key === "bagCostingDetails" ||
  key === "clothCostingDetails" ||
  key === "clothDetails" ||
  key === "traditionalClothDetails";
