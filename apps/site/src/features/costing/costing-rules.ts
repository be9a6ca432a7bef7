/**
 * The costing rules, in one place: for each costing route, what its screen is (a browse grid,
 * the yarn search or a product price lookup), the context it implies when opened without
 * navigation state, its default company and port, whether it offers sizes, whether it looks
 * up at mount, and which catalogue ids lead where (the original's rules; the seed catalogue's
 * ids). The screens and the machines' inputs read this module; `satisfies Record<...>` makes a
 * costing route missing from it a compile error.
 *
 * Changing a page's default port is one line here (`defaultPort`).
 */
import { categories, childCategories, subCategories } from "@jute/api/contract";
import type { CategoryNavState } from "../../shared/config/navigation-state";

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

/** A rule that may depend on the screen's context (for example its child category). */
type ByContext<T> = T | ((context: CategoryNavState) => T);

/** What a browse screen lists: all categories, a category's child categories or its sub-categories. */
export type BrowseKind = "categories" | "childCategories" | "subCategories";

export interface BrowseRule {
  readonly flow: "browse";
  readonly fallback: CategoryNavState;
  readonly lists: ByContext<BrowseKind>;
}

/** /category-details: a browse grid, or the yarn search once a sub-category is chosen. */
export interface SearchRule {
  readonly flow: "search";
  readonly fallback: CategoryNavState;
  readonly lists: ByContext<BrowseKind>;
  /** The yarn search's default company (company id). */
  readonly defaultCompany: string;
}

export interface ProductRule {
  readonly flow: "product";
  readonly fallback: CategoryNavState;
  /** Company id selected at first. */
  readonly defaultCompany: string;
  /** Truck fare id selected at first (kept only when the list has it). */
  readonly defaultPort: string;
  /** Whether the page may offer a Size select (it shows one only when the product has sizes). */
  readonly sizes: ByContext<boolean>;
  /** Whether the page looks up as soon as it opens. */
  readonly lookupAtMount: ByContext<boolean>;
}

export type CostingRule = BrowseRule | SearchRule | ProductRule;

const bags = categories.bags;
const cloth = categories.cloth;
const traditional = categories.traditionalCloth;

/** Bag and cloth child category 1 (Sacking Bags, Jute Tarpaulin Cloth): priced without a size, at once. */
const childOne = (context: CategoryNavState) =>
  context.child_category_id === childCategories.sackingBags.child_category_id || context.child_category_id === childCategories.tarpaulinCloth.child_category_id;

/** Bags and cloth list their child categories first, as the original does. */
const LISTS_CHILDREN_FIRST = new Set<string>([bags.category_id, cloth.category_id]);

export const costingRules = {
  categoryDetails: {
    flow: "search",
    fallback: { category_id: "", category_name: "Product Categories" },
    lists: (context) => (context.category_id === "" ? "categories" : LISTS_CHILDREN_FIRST.has(context.category_id) ? "childCategories" : "subCategories"),
    defaultCompany: "2",
  },
  bagCosting: { flow: "browse", fallback: bags, lists: "childCategories" },
  bagCostingDetails: { flow: "browse", fallback: childCategories.sackingBags, lists: "subCategories" },
  bagCostingProduct: {
    flow: "product",
    fallback: subCategories.hessianBag,
    defaultCompany: "1",
    defaultPort: "2",
    sizes: (context) => !childOne(context),
    lookupAtMount: true,
  },
  clothCostingDetails: { flow: "browse", fallback: cloth, lists: "childCategories" },
  clothDetails: { flow: "browse", fallback: childCategories.hessianCloth, lists: "subCategories" },
  clothCostingProduct: {
    flow: "product",
    fallback: subCategories.carpetBackingCloth,
    defaultCompany: "1",
    defaultPort: "1",
    // A hessian cloth construction (child 5) is its own size (oz and width): no Size select.
    sizes: (context) => !childOne(context) && context.child_category_id !== childCategories.hessianCloth.child_category_id,
    lookupAtMount: childOne,
  },
  traditionalClothDetails: { flow: "browse", fallback: traditional, lists: "subCategories" },
  traditionalCostingProduct: { flow: "product", fallback: traditional, defaultCompany: "1", defaultPort: "1", sizes: true, lookupAtMount: false },
  ropeCostingProduct: { flow: "product", fallback: categories.rope, defaultCompany: "1", defaultPort: "1", sizes: true, lookupAtMount: false },
  soilSaverCostingProduct: {
    flow: "product",
    fallback: subCategories.soilSaver,
    defaultCompany: "1",
    defaultPort: "1",
    sizes: true,
    lookupAtMount: false,
  },
} as const satisfies Record<CostingRouteKey, CostingRule>;

export type ProductRouteKey = { [K in CostingRouteKey]: (typeof costingRules)[K] extends ProductRule ? K : never }[CostingRouteKey];
export type BrowseRouteKey = Exclude<CostingRouteKey, ProductRouteKey>;

const resolve = <T>(rule: ByContext<T>, context: CategoryNavState): T =>
  typeof rule === "function" ? (rule as (context: CategoryNavState) => T)(context) : rule;

/** A product page's rules for its context: the machine's input. */
export function productRules(route: ProductRouteKey, context: CategoryNavState) {
  const rule: ProductRule = costingRules[route];
  return {
    defaultCompany: rule.defaultCompany,
    defaultPort: rule.defaultPort,
    withSizes: resolve(rule.sizes, context),
    lookupAtStart: resolve(rule.lookupAtMount, context),
  };
}

/** What a browse (or /category-details) screen lists for its context. */
export function browseKind(route: BrowseRouteKey, context: CategoryNavState): BrowseKind {
  const rule: BrowseRule | SearchRule = costingRules[route];
  return resolve(rule.lists, context);
}

/** Whether the screen shows a browse grid for its context (/category-details with a sub-category is the yarn search). */
export function isBrowse(route: CostingRouteKey, context: CategoryNavState): boolean {
  const rule: CostingRule = costingRules[route];
  return rule.flow === "browse" || (rule.flow === "search" && !context.sub_category_id);
}

/**
 * Where a browse tile leads, by catalogue ids (the original's rules for the browse screens).
 * Child categories: `childTargets[category][child]`, then the category's default. Sub-categories:
 * `subCategoryTargets[category]`; other categories go to their product details page.
 */
export const childTargets: Record<string, { readonly byChild: Record<string, { route: CostingRouteKey; sub?: { id: string; name?: string } }>; readonly otherwise: { route: CostingRouteKey; sub?: { id: string; name?: string } } }> = {
  [bags.category_id]: {
    // Sacking Bags list their twills; every other bag goes to the product page (Hessian Bag, 14).
    byChild: { [childCategories.sackingBags.child_category_id]: { route: "bagCostingDetails" } },
    otherwise: { route: "bagCostingProduct", sub: { id: subCategories.hessianBag.sub_category_id, name: subCategories.hessianBag.sub_category_name } },
  },
  [cloth.category_id]: {
    byChild: {
      [childCategories.hessianCloth.child_category_id]: { route: "clothDetails" },
      [childCategories.carpetBackingCloth.child_category_id]: { route: "clothCostingProduct", sub: { id: subCategories.carpetBackingCloth.sub_category_id } },
      [childCategories.sackingCloth.child_category_id]: { route: "clothCostingProduct", sub: { id: subCategories.sackingCloth.sub_category_id } },
    },
    otherwise: { route: "clothCostingProduct" },
  },
};

export const subCategoryTargets: Record<string, CostingRouteKey> = {
  // Yarn: the costing search on /category-details, with the sub-category in state.
  [categories.yarn.category_id]: "categoryDetails",
  [categories.rope.category_id]: "ropeCostingProduct",
  [bags.category_id]: "bagCostingProduct",
  [cloth.category_id]: "clothCostingProduct",
  [categories.soilSaver.category_id]: "soilSaverCostingProduct",
  [traditional.category_id]: "traditionalCostingProduct",
};

/** The default company of the yarn search. */
export const searchDefaultCompany: string = costingRules.categoryDetails.defaultCompany;
