import { routes, type RouteKey } from "../config/paths";
import { site } from "../content/site";
import type { RouteMeta } from "./route-view";

// TODO(writer): read the writer's pages.ts once it lands.
export function routeMeta(key: RouteKey): RouteMeta {
  return { title: `${routes[key].path}${site.titleSuffix}`, description: site.tagline };
}

export const notFoundMeta: RouteMeta = {
  title: `Page not found${site.titleSuffix}`,
  description: "The page you asked for is not on our site. Find our products or go back to the home page.",
};
