/** A category as the category call returns it (only the fields the menu reads). */
export interface MenuCategory {
  readonly category_id: string;
  readonly category_name: string;
  /** An empty string means "use the default (cloth) image". */
  readonly img: string;
}

/** The outcome of the category call, in the shape of `@jute/api`'s client replies. */
export type CategoriesReply =
  | { readonly kind: "ok"; readonly data: readonly MenuCategory[] }
  | { readonly kind: "refused"; readonly msg: string }
  | { readonly kind: "failed" };

export type LoadCategories = () => Promise<CategoriesReply>;
