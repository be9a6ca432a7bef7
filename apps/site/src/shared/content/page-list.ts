/**
 * The title, label and group of every route, from the route table (config/paths.ts): what the
 * router's frame needs on every visit, so it is in the entry chunk. The meta descriptions are in
 * page-descriptions.ts, out of it (the router sets a description after a navigation, from a
 * chunk of its own); pages.ts joins the two.
 */
import { routeKeys, routes, routeTitle } from "../config/paths";
import type { PageMeta, RoutePath } from "./types";

/** What the entry chunk knows of a route: everything but its description. */
export type PageTitle = Omit<PageMeta, "description">;

/** Title, label and group of every route, in the table's order. Account pages are not indexed. */
export const pageTitleList: readonly PageTitle[] = routeKeys.map((key) => {
  const { path, label, group } = routes[key];
  return { path, label, group, title: routeTitle(key), indexable: group !== "account" };
});

/** Title, label and group by route path. */
export const pageTitles = Object.fromEntries(pageTitleList.map((p) => [p.path, p])) as Record<RoutePath, PageTitle>;

/**
 * Title and description of the staff console (/staff and its pages: not one of the routes
 * above). Here rather than in the console's copy: the router's frame needs them on every
 * visit, and the console's own code stays in its chunk.
 */
export const staffConsoleMeta = {
  title: "Staff console | Sonali Jute Group",
  description: "The mill's staff keep prices, port fares and member accounts current here.",
} as const;
