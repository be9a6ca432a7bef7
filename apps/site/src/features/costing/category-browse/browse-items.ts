/**
 * What a browse screen lists and where each tile leads, by the costing rules
 * (flows/costing-rules.ts: the original's rules and the seed catalogue's ids).
 */
import type { ApiResult } from "@jute/api/client";
import type { Category, ChildCategory, SubCategory } from "@jute/api/contract";
import type { CategoryNavState } from "../../../shared/config/navigation-state";
import { href, productDetailsHref } from "../../../shared/config/paths";
import { costMenuTarget } from "../../../shared/categories/cost-menu-target";
import { childTargets, subCategoryTargets } from "../costing-rules";

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

/** Where a tile leads (the costing rules' id rules; the category level follows the menu's). */
export function browseTarget(item: BrowseItem): BrowseTarget {
  const { state } = item;
  if (item.level === "category") {
    return costMenuTarget({ category_id: state.category_id, category_name: state.category_name, img: item.img });
  }
  if (item.level === "child") {
    const rules = childTargets[state.category_id];
    if (!rules) return { href: href("categoryDetails"), state };
    const target = rules.byChild[state.child_category_id ?? ""] ?? rules.otherwise;
    const sub = target.sub ? { sub_category_id: target.sub.id, ...(target.sub.name ? { sub_category_name: target.sub.name } : {}) } : {};
    return { href: href(target.route), state: { ...state, ...sub } };
  }
  const route = subCategoryTargets[state.category_id];
  return route ? { href: href(route), state } : { href: productDetailsHref(state.sub_category_id ?? ""), state };
}
