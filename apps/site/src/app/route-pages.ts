import type { ComponentType, LazyExoticComponent } from "react";
import { pageExportOf, routeKeys, routes, type RouteKey } from "../shared/config/paths";
import { lazyPage } from "./lazy-page";

/**
 * Every page module of a route, by its path: a loader each, so that each page is its own chunk.
 * The staff console's pages are not routes of the table (they load inside its own chunk).
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>(["../features/**/*-page.tsx", "!../features/staff/**"]);

/** The loader of the module the route table names for a route (`page`), or an error saying which is missing. */
function pageLoader(key: RouteKey): () => Promise<Record<string, ComponentType>> {
  const load = pageModules[`../features/${routes[key].page}.tsx`];
  if (!load) throw new Error(`The route table names a page module that does not exist for ${key}: src/features/${routes[key].page}.tsx`);
  return load;
}

/** The page of every route, each in its own chunk (a visit loads only the page it shows): from the route table. */
export const routePages = Object.fromEntries(routeKeys.map((key) => [key, lazyPage(pageLoader(key), pageExportOf(key))])) as Record<
  RouteKey,
  LazyExoticComponent<ComponentType>
>;

/** The 404 page (its own chunk too). */
export const NotFoundPage = lazyPage(() => import("../features/content/not-found-page"), "NotFoundPage");

/** The staff console under /staff: one chunk of its own, loaded by staff pages only. */
export const StaffArea = lazyPage(() => import("../features/staff/staff-area"), "StaffArea");
