import type { CategoryNavState } from "../config/navigation-state";
import { href } from "../config/paths";
import type { MenuCategory } from "./types";

export interface CostMenuTarget {
  readonly href: string;
  readonly state: CategoryNavState;
}

/**
 * Where a Products Cost menu entry leads, by the original's rules for the menu (the browse
 * screens have their own rules for categories 3 and 4; both hold, each from its entry point).
 */
export function costMenuTarget(category: MenuCategory): CostMenuTarget {
  const state: CategoryNavState = {
    category_id: String(category.category_id),
    category_name: category.category_name,
  };
  switch (String(category.category_id)) {
    case "5":
      return { href: href("soilSaverCostingProduct"), state };
    case "4":
      return { href: href("clothDetails"), state: { ...state, child_category_id: "5" } };
    case "3":
      return { href: href("bagCostingDetails"), state };
    case "8":
      return { href: href("traditionalClothDetails"), state };
    default:
      return { href: href("categoryDetails"), state };
  }
}
