/**
 * The products whose spec sheet staff may attach to a message ("Attach a spec sheet"): every
 * sub-category of the catalogue, by category, read once per page through the public catalogue
 * calls. A failure leaves the list empty (the choice is then not offered).
 */
import type { SelectOption } from "@jute/ui";
import { apiClient } from "../../../shared/api/client";

let loaded: Promise<SelectOption[]> | undefined;

export function loadSpecOptions(): Promise<SelectOption[]> {
  loaded ??= (async () => {
    const client = await apiClient();
    const categories = await client.getCategories();
    if (categories.kind !== "ok") return [];
    const lists = await Promise.all(categories.data.map((category) => client.getSubCategories({ category_id: category.category_id })));
    return lists.flatMap((list) => (list.kind === "ok" ? list.data.map((product) => ({ id: product.sub_category_id, label: `${product.category_name}: ${product.sub_category_name}` })) : []));
  })().catch(() => {
    loaded = undefined;
    return [];
  });
  return loaded;
}
