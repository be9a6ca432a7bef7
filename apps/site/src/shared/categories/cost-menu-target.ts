import type { CategoryNavState } from "../config/navigation-state";
import { categories, childCategories } from "@jute/api/contract";
import { href } from "../config/paths";
import type { MenuCategory } from "./types";

export interface CostMenuTarget {
  readonly href: string;
  readonly state: CategoryNavState;
}

/**
 * Where a Products Cost menu entry leads, by the original's rules for the menu (the browse
 * screens have their own rules for categories 3 and 4; both hold, each from its entry point).
 * One change from the original: Jute Bags (3) leads to the list of bag kinds (/bag-costing:
 * Sacking Bags and Hessian Bags), not straight to the sacking bags' twills, so the hessian
 * bag's prices are reachable from this menu too (issue 26).
 */
export function costMenuTarget(category: MenuCategory): CostMenuTarget {
  const state: CategoryNavState = {
    category_id: String(category.category_id),
    category_name: category.category_name,
  };
  switch (String(category.category_id)) {
    case categories.soilSaver.category_id:
      return { href: href("soilSaverCostingProduct"), state };
    case categories.cloth.category_id:
      return { href: href("clothDetails"), state: { ...state, child_category_id: childCategories.hessianCloth.child_category_id } };
    case categories.bags.category_id:
      return { href: href("bagCosting"), state };
    case categories.traditionalCloth.category_id:
      return { href: href("traditionalClothDetails"), state };
    default:
      return { href: href("categoryDetails"), state };
  }
}
