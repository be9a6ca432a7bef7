import { routes, type RouteKey } from "../shared/config/paths";
import { pages, staffConsoleMeta } from "../shared/content/pages";
import { site } from "../shared/content/site";
import type { RoutePath } from "../shared/content/types";
import type { RouteMeta } from "./route-view";

/** Title and description of a route, from the writer's meta (shared/content/pages.ts). */
export function routeMeta(key: RouteKey): RouteMeta {
  const meta = pages[routes[key].path as RoutePath];
  return { title: meta.title, description: meta.description };
}

export const notFoundMeta: RouteMeta = {
  title: `Page not found${site.titleSuffix}`,
  description: "The page you asked for is not on our site. Find our products or go back to the home page.",
};

export const staffMeta: RouteMeta = staffConsoleMeta;
