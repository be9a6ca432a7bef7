/**
 * The document title of a costing or product-details screen, with the screen's own name
 * ("CRX Jute Yarn prices | Sonali Jute Group"). The route's title (app/route-view) is set by a
 * parent's effect, which runs after this screen's when both mount together: the screen's title
 * is applied once the commit's effects have run, so it wins.
 */
import type { CategoryNavState } from "../../shared/config/navigation-state";
import { site } from "../../shared/content/site";

/** Words that say nothing about which product it is. */
const NOISE = new Set(["jute", "of", "the", "and", "&"]);
const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "" && !NOISE.has(word)));

/**
 * A screen's name for its title: a sub-category's own name when it says what it is ("CB Rope",
 * "Hessian Bag"), followed by its parent's when it does not ("CRX Jute Yarn", `10 oz 40" Hessian Cloth`).
 */
export function screenName(context: CategoryNavState): string {
  const parent = context.child_category_name ?? context.category_name;
  const sub = context.sub_category_name;
  if (!sub) return parent;
  if (parent === "") return sub;
  const parentWords = words(parent);
  const shared = [...words(sub)].some((word) => parentWords.has(word) || parentWords.has(`${word}s`) || parentWords.has(word.replace(/s$/, "")));
  return shared ? sub : `${sub} ${parent}`;
}

export const pricesTitle = (name: string) => `${name} prices${site.titleSuffix}`;

/** Sets the document title while the screen shows (null: leave the route's own title). */
export { useDocumentTitle as useScreenTitle } from "../../shared/document/use-document-title";
