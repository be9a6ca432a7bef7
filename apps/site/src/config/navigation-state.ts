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
  const optional = (key: keyof CategoryNavState, read: (v: unknown) => string | undefined) => {
    const value = read(record[key]) ?? (category_id === fallback.category_id ? fallback[key] : undefined);
    return value === undefined ? {} : { [key]: value };
  };
  return {
    category_id,
    category_name: category_name || fallback.category_name,
    ...optional("child_category_id", idOf),
    ...optional("child_category_name", textOf),
    ...optional("sub_category_id", idOf),
    ...optional("sub_category_name", textOf),
  };
}
