export { CategoriesProvider, useCategories, useRequestCategories, type CategoriesState } from "./categories-context";
export { costMenuTarget, type CostMenuTarget } from "./cost-menu-target";
export type { CategoriesReply, LoadCategories, MenuCategory } from "./types";
