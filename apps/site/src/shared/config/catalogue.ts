/**
 * The catalogue ids the site routes by, in one place (docs/catalogue.md). The Products Cost
 * menu (shared/categories/cost-menu-target.ts), the costing rules and browse tiles
 * (features/costing/costing-rules.ts) and the product pages' copy (features/content) refer to
 * these entries, never to a bare id. A mill that loads a catalogue with other ids changes them
 * here. Ids are strings, as on the wire; names are the catalogue's own.
 */
import type { CategoryNavState } from "./navigation-state";

/** Categories (`category_id`). There is no category 7. */
export const categories = {
  yarn: { category_id: "1", category_name: "Jute Yarn" },
  rope: { category_id: "2", category_name: "Jute Rope" },
  bags: { category_id: "3", category_name: "Jute Bags" },
  cloth: { category_id: "4", category_name: "Jute Cloth" },
  soilSaver: { category_id: "5", category_name: "Soil Saver" },
  diversified: { category_id: "6", category_name: "Diversified Products" },
  traditionalCloth: { category_id: "8", category_name: "Traditional Cloth" },
} as const satisfies Record<string, CategoryNavState>;

/** Child categories (`child_category_id`, numbered within their category), with their category. */
export const childCategories = {
  sackingBags: { ...categories.bags, child_category_id: "1", child_category_name: "Sacking Bags" },
  hessianBags: { ...categories.bags, child_category_id: "2", child_category_name: "Hessian Bags" },
  tarpaulinCloth: { ...categories.cloth, child_category_id: "1", child_category_name: "Jute Tarpaulin Cloth" },
  sackingCloth: { ...categories.cloth, child_category_id: "3", child_category_name: "Sacking Cloth" },
  carpetBackingCloth: { ...categories.cloth, child_category_id: "4", child_category_name: "Carpet Backing Cloth" },
  hessianCloth: { ...categories.cloth, child_category_id: "5", child_category_name: "Hessian Cloth" },
} as const satisfies Record<string, CategoryNavState>;

/** Sub-categories (`sub_category_id`) a route or a page names, with their category and child. */
export const subCategories = {
  hessianBag: { ...childCategories.hessianBags, sub_category_id: "14", sub_category_name: "Hessian Bag" },
  carpetBackingCloth: { ...childCategories.carpetBackingCloth, sub_category_id: "17", sub_category_name: "Carpet Backing Cloth (CBC)" },
  sackingCloth: { ...childCategories.sackingCloth, sub_category_id: "20", sub_category_name: "Sacking Cloth" },
  soilSaver: { ...categories.soilSaver, sub_category_id: "21", sub_category_name: "Soil Saver" },
} as const satisfies Record<string, CategoryNavState>;
