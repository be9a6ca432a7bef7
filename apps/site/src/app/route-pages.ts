import type { ComponentType, LazyExoticComponent } from "react";
import { pageExportOf, routeKeys, routes, type RouteKey } from "../shared/config/paths";
import { lazyPage } from "./lazy-page";

/**
 * Every page module of a route, by its path: a loader each, so that each page is its own chunk.
 * The staff console's pages are not routes of the table (they load inside its own chunk), and
 * members' own pages are listed in a chunk of their own (member-route-pages.ts).
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  "../features/**/*-page.tsx",
  "!../features/staff/**",
  "!../features/enquiries/my-enquiries/**",
  "!../features/enquiries/quote-list/**",
]);

/** The loader of the module the route table names for a route (`page`), or an error saying which is missing. */
export function pageLoader(key: RouteKey): () => Promise<Record<string, ComponentType>> {
  const file = `../features/${routes[key].page}.tsx`;
  if (routes[key].kind === "member") return () => import("./member-route-pages").then(({ memberPageModules }) => memberLoad(memberPageModules, file, key));
  const load = pageModules[file];
  if (!load) throw new Error(missingPage(key));
  return load;
}

const missingPage = (key: RouteKey) => `The route table names a page module that does not exist for ${key}: src/features/${routes[key].page}.tsx`;

function memberLoad(modules: Record<string, () => Promise<Record<string, ComponentType>>>, file: string, key: RouteKey) {
  const load = modules[file];
  if (!load) throw new Error(missingPage(key));
  return load();
}

/** The page of every route, each in its own chunk (a visit loads only the page it shows): from the route table. */
export const routePages = Object.fromEntries(routeKeys.map((key) => [key, lazyPage(pageLoader(key), pageExportOf(key))])) as Record<
  RouteKey,
  LazyExoticComponent<ComponentType>
>;

/** The 404 page (its own chunk too). */
export const NotFoundPage = lazyPage(() => import("../features/content/not-found-page"), "NotFoundPage");

/** The staff console under /staff: one chunk of its own, loaded by staff pages only (its loader is with members' pages). */
export const StaffArea = lazyPage(() => import("./member-route-pages").then(({ loadStaffArea }) => loadStaffArea()), "StaffArea");
