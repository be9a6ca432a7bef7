/**
 * The context screens receive through navigation state, as the original passes it (the only
 * URL parameter of the site is the id of /product-details/:id). Ids arrive as numbers from the
 * menus and as strings from the API, so readers accept both and normalise to strings.
 */
export interface CategoryNavState {
  readonly category_id: string;
  readonly category_name: string;
  readonly child_category_id?: string;
  readonly child_category_name?: string;
  readonly sub_category_id?: string;
  readonly sub_category_name?: string;
}

const idOf = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return undefined;
};

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/**
 * Reads a category context from whatever `history.state` holds; anything missing or malformed
 * is taken from `fallback`, the context the route implies when it is opened directly.
 */
export function readCategoryState(raw: unknown, fallback: CategoryNavState): CategoryNavState {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const category_id = idOf(record.category_id) ?? fallback.category_id;
  // A name only belongs with its own id: never pair the fallback's name with another id.
  const category_name =
    textOf(record.category_name) ?? (category_id === fallback.category_id ? fallback.category_name : "");
  const sameCategory = category_id === fallback.category_id;
  // Ids fall back only within the same category; a name only with its own id.
  const child_category_id = idOf(record.child_category_id) ?? (sameCategory ? fallback.child_category_id : undefined);
  const sameChild = sameCategory && child_category_id === fallback.child_category_id;
  const sub_category_id = idOf(record.sub_category_id) ?? (sameChild ? fallback.sub_category_id : undefined);
  const child_category_name =
    textOf(record.child_category_name) ??
    (sameCategory && child_category_id === fallback.child_category_id ? fallback.child_category_name : undefined);
  const sub_category_name =
    textOf(record.sub_category_name) ??
    (sameCategory && sub_category_id === fallback.sub_category_id ? fallback.sub_category_name : undefined);
  return {
    category_id,
    category_name: category_name || `Category ${category_id}`,
    ...(child_category_id !== undefined ? { child_category_id } : {}),
    ...(child_category_name !== undefined ? { child_category_name } : {}),
    ...(sub_category_id !== undefined ? { sub_category_id } : {}),
    ...(sub_category_name !== undefined ? { sub_category_name } : {}),
  };
}
