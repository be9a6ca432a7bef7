import type { LoadCategories } from "../features/categories";

// TODO(api): call `getCategories()` of @jute/api's client once it lands.
export const loadCategories: LoadCategories = async () => ({ kind: "failed" });
