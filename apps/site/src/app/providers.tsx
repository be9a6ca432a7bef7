import type { ReactNode } from "react";
import { CategoriesProvider, type LoadCategories } from "../shared/categories";
import { loadCategories as defaultLoadCategories } from "../shared/api/client";

/** Everything the layout and pages share: the category call (fired once, for the menu). */
export function AppProviders({ children, loadCategories = defaultLoadCategories }: { children: ReactNode; loadCategories?: LoadCategories }) {
  return <CategoriesProvider load={loadCategories}>{children}</CategoriesProvider>;
}
