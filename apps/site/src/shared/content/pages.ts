/**
 * The title, meta description and label of every route: page-list.ts (titles, labels, groups;
 * in the entry chunk) joined with page-descriptions.ts. Content pages take their title and
 * description from here, so each is written once.
 */
import { pageDescriptions } from "./page-descriptions";
import { pageTitleList } from "./page-list";
import type { PageMeta, RoutePath } from "./types";

/** Meta of every route, in menu order. */
export const pageList: readonly PageMeta[] = pageTitleList.map((page) => ({ ...page, description: pageDescriptions[page.path] }));

/** Meta by route path. */
export const pages = Object.fromEntries(pageList.map((p) => [p.path, p])) as Record<RoutePath, PageMeta>;

/** Meta of one route. */
export function pageMeta(path: RoutePath): PageMeta {
  return pages[path];
}

/** Title and description of a route, for spreading into a content page. */
export function metaOf(path: RoutePath): { path: RoutePath; title: string; description: string } {
  const { title, description } = pages[path];
  return { path, title, description };
}
