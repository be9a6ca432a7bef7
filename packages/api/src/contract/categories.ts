/**
 * The catalogue ids the site routes by and the seed catalogue is built with, in one place
 * (docs/catalogue.md). The site's Products Cost menu, costing rules, browse tiles and product
 * copy refer to these entries, never to a bare id; the server's seed catalogue takes its
 * categories, child categories and the named sub-categories from them. A mill that loads a
 * catalogue with other ids changes them here. Ids are strings, as on the wire (`catalogueId`
 * gives the database's number); names are the catalogue's own.
 */

/** Categories (`category_id`). There is no category 7. */
export const categories = {
  yarn: { category_id: "1", category_name: "Jute Yarn" },
  rope: { category_id: "2", category_name: "Jute Rope" },
  bags: { category_id: "3", category_name: "Jute Bags" },
  cloth: { category_id: "4", category_name: "Jute Cloth" },
  soilSaver: { category_id: "5", category_name: "Soil Saver" },
  diversified: { category_id: "6", category_name: "Diversified Products" },
  traditionalCloth: { category_id: "8", category_name: "Traditional Cloth" },
} as const;

/** Child categories (`child_category_id`, numbered within their category), with their category. */
export const childCategories = {
  sackingBags: { ...categories.bags, child_category_id: "1", child_category_name: "Sacking Bags" },
  hessianBags: { ...categories.bags, child_category_id: "2", child_category_name: "Hessian Bags" },
  tarpaulinCloth: { ...categories.cloth, child_category_id: "1", child_category_name: "Jute Tarpaulin Cloth" },
  sackingCloth: { ...categories.cloth, child_category_id: "3", child_category_name: "Sacking Cloth" },
  carpetBackingCloth: { ...categories.cloth, child_category_id: "4", child_category_name: "Carpet Backing Cloth" },
  hessianCloth: { ...categories.cloth, child_category_id: "5", child_category_name: "Hessian Cloth" },
} as const;

/** Sub-categories (`sub_category_id`) a route or a page names, with their category and child. */
export const subCategories = {
  hessianBag: { ...childCategories.hessianBags, sub_category_id: "14", sub_category_name: "Hessian Bag" },
  carpetBackingCloth: { ...childCategories.carpetBackingCloth, sub_category_id: "17", sub_category_name: "Carpet Backing Cloth (CBC)" },
  sackingCloth: { ...childCategories.sackingCloth, sub_category_id: "20", sub_category_name: "Sacking Cloth" },
  soilSaver: { ...categories.soilSaver, sub_category_id: "21", sub_category_name: "Soil Saver" },
} as const;

export type CategoryKey = keyof typeof categories;
export type ChildCategoryKey = keyof typeof childCategories;
export type NamedSubCategoryKey = keyof typeof subCategories;

/** A wire id as the database's integer key. */
export const catalogueId = (wireId: string): number => Number(wireId);
