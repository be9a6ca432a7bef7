/**
 * The document title of each staff page and state, after the site's pattern: the page, then
 * where ("Price list | Staff console | Sonali Jute Group"), its state first when it has one
 * ("Loading: Members | Staff console | ...", as the fares screen's "Edit: Port fares | ...");
 * an error state begins with "Error: " so that it is the first word a screen reader says. The route's own title (app/route-view) names the console only; a page's effect
 * sets its own once the commit's effects have run, so the page's title wins.
 */
import { ERROR_PREFIX, useDocumentTitle } from "../../shared/document/use-document-title";
import { staffConsoleMeta } from "../../shared/content/page-list";
import type { Loaded } from "./staff-data";

/** "Price list | Staff console | Sonali Jute Group"; with a state first: "Loading: Price list | ...". */
export const staffTitle = (page: string, state?: string): string => `${state ? `${state}: ` : ""}${page} | ${staffConsoleMeta.title}`;

/** An error state: "Error: the file has 2 problems: Price list | Staff console | ...". */
export const staffErrorTitle = (page: string, what: string): string => staffTitle(page, `${ERROR_PREFIX}${what}`);

/** The title of a page that loads its data: loading, the error, or what it shows (`shown`: its empty state, its filter). */
export function loadedTitle(page: string, state: Loaded<unknown>, shown?: string): string {
  if (state.kind === "loading") return staffTitle(page, "Loading");
  if (state.kind === "error") return staffErrorTitle(page, "could not load");
  return staffTitle(page, shown);
}

/** Sets the document title while the page shows it (the site's one title hook). */
export const useStaffTitle = (title: string): void => useDocumentTitle(title);
