/**
 * The document title of a state a page is in ("Check your mail | Sonali Jute Group", "Error:
 * This link cannot be used | ..."), so the title a screen reader reads and the history keeps
 * say what happened. The route's title (app/route-view) is set by a parent's effect, which runs
 * after this one when both mount together: the state's title is applied once the commit's
 * effects have run, so it wins.
 */
import { useEffect } from "react";
import { site } from "../content/site";

/** "Error: " before the title of a state that is a failure (WCAG's technique G88 and the summary pattern). */
export const ERROR_PREFIX = "Error: ";

export function stateTitle(name: string, options: { error?: boolean } = {}): string {
  return `${options.error ? ERROR_PREFIX : ""}${name}${site.titleSuffix}`;
}

/** Sets the document title while the component shows (null: leave the route's own title). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = title;
    });
    return () => {
      live = false;
    };
  }, [title]);
}
