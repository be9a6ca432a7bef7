import type { ReactNode } from "react";
import { CategoriesProvider, type LoadCategories } from "../features/categories";
import { loadCategories as defaultLoadCategories } from "./api";

/** Everything the layout and pages share: the category call (fired once, for the menu). */
export function AppProviders({ children, loadCategories = defaultLoadCategories }: { children: ReactNode; loadCategories?: LoadCategories }) {
  return <CategoriesProvider load={loadCategories}>{children}</CategoriesProvider>;
}
