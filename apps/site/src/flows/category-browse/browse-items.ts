/**
 * What a browse screen lists and where each tile leads, by the original's rules ("Category
 * browse screens") and the seed catalogue's ids (docs/catalogue.md).
 */
import type { ApiResult } from "@jute/api/client";
import type { Category, ChildCategory, SubCategory } from "@jute/api/contract";
import type { CategoryNavState } from "../../config/navigation-state";
import { href, productDetailsHref } from "../../config/paths";
import { costMenuTarget } from "../../features/categories/cost-menu-target";

export type BrowseSource =
  | { kind: "categories" }
  | { kind: "childCategories"; category_id: string; category_name: string }
  | { kind: "subCategories"; category_id: string; category_name: string; child_category_id?: string };

export interface BrowseItem {
  readonly key: string;
  readonly name: string;
  /** An empty string means the default picture. */
  readonly img: string;
  readonly level: "category" | "child" | "sub";
  readonly state: CategoryNavState;
}

export interface BrowseTarget {
  readonly href: string;
  readonly state: CategoryNavState;
}

type ListResult = ApiResult<Category[]> | ApiResult<ChildCategory[]> | ApiResult<SubCategory[]>;

/** Turns a list reply into tiles, each with the navigation state it passes on. */
export function toBrowseItems(source: BrowseSource, result: ListResult): ApiResult<BrowseItem[]> {
  if (result.kind !== "ok") return result;
  const rows = result.data as Array<Category | ChildCategory | SubCategory>;
  const items = rows.map((row): BrowseItem => {
    if ("sub_category_id" in row) {
      return {
        key: `sub-${row.sub_category_id}`,
        name: row.sub_category_name,
        img: row.img,
        level: "sub",
        state: {
          category_id: row.category_id,
          category_name: row.category_name,
          ...(row.child_category_id ? { child_category_id: row.child_category_id, child_category_name: row.child_category_name } : {}),
          sub_category_id: row.sub_category_id,
          sub_category_name: row.sub_category_name,
        },
      };
    }
    if ("child_category_id" in row) {
      return {
        key: `child-${row.child_category_id}`,
        name: row.child_category_name,
        img: row.img,
        level: "child",
        state: {
          category_id: row.category_id,
          category_name: source.kind === "categories" ? "" : source.category_name,
          child_category_id: row.child_category_id,
          child_category_name: row.child_category_name,
        },
      };
    }
    return {
      key: `category-${row.category_id}`,
      name: row.category_name,
      img: row.img,
      level: "category",
      state: { category_id: row.category_id, category_name: row.category_name },
    };
  });
  return { ...result, data: items };
}

/** Where a tile leads (the browse screens' rules; the category level follows the menu's). */
export function browseTarget(item: BrowseItem): BrowseTarget {
  const { state } = item;
  if (item.level === "category") {
    return costMenuTarget({ category_id: state.category_id, category_name: state.category_name, img: item.img });
  }
  if (item.level === "child") {
    const child = state.child_category_id;
    if (state.category_id === "3") {
      // Sacking Bags list their twills; every other bag goes to the product page (Hessian Bag, 14).
      return child === "1"
        ? { href: href("bagCostingDetails"), state }
        : { href: href("bagCostingProduct"), state: { ...state, sub_category_id: "14", sub_category_name: "Hessian Bag" } };
    }
    if (state.category_id === "4") {
      if (child === "5") return { href: href("clothDetails"), state };
      if (child === "4") return { href: href("clothCostingProduct"), state: { ...state, sub_category_id: "17" } };
      if (child === "3") return { href: href("clothCostingProduct"), state: { ...state, sub_category_id: "20" } };
      return { href: href("clothCostingProduct"), state };
    }
    return { href: href("categoryDetails"), state };
  }
  switch (state.category_id) {
    case "1":
      // Yarn: the costing search on /category-details, with the sub-category in state.
      return { href: href("categoryDetails"), state };
    case "2":
      return { href: href("ropeCostingProduct"), state };
    case "3":
      return { href: href("bagCostingProduct"), state };
    case "4":
      return { href: href("clothCostingProduct"), state };
    case "5":
      return { href: href("soilSaverCostingProduct"), state };
    case "8":
      return { href: href("traditionalCostingProduct"), state };
    default:
      return { href: productDetailsHref(state.sub_category_id ?? ""), state };
  }
}
