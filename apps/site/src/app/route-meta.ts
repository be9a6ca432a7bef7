import { routes, type RouteKey } from "../shared/config/paths";
import { pageTitles, staffConsoleMeta } from "../shared/content/page-list";
import { site } from "../shared/content/site";
import type { RoutePath } from "../shared/content/types";
import type { RouteMeta } from "./route-view";

const metaByKey = new Map<RouteKey, RouteMeta>();

/**
 * Title and description of a route, from the writer's meta (shared/content/page-list.ts and
 * page-descriptions.ts). The title is in the entry chunk; the description comes from a chunk of
 * its own when the router needs it (after a navigation, or on a page that was not prerendered).
 */
export function routeMeta(key: RouteKey): RouteMeta {
  let meta = metaByKey.get(key);
  if (!meta) {
    const path = routes[key].path as RoutePath;
    meta = {
      title: pageTitles[path].title,
      description: () => import("../shared/content/page-descriptions").then((module) => module.pageDescriptions[path]),
    };
    // One object per route, so that the router's view sees the same meta on every render.
    metaByKey.set(key, meta);
  }
  return meta;
}

/** A route's description at once (the prerender and the tests, which have every module at hand). */
export async function routeDescription(key: RouteKey): Promise<string> {
  const { description } = routeMeta(key);
  return typeof description === "string" ? description : description();
}

export const notFoundMeta: RouteMeta = {
  title: `Page not found${site.titleSuffix}`,
  description: "The page you asked for is not on our site. Find our products or go back to the home page.",
};

export const staffMeta: RouteMeta = staffConsoleMeta;
