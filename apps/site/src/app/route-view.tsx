import { Suspense, useEffect, type ReactNode } from "react";
import { setDescription, setDocumentMeta } from "../shared/document/document-meta";
import { PageLoading } from "./page-loading";

export interface RouteMeta {
  readonly title: string;
  /** The description, or how to load it (the routes' descriptions are a chunk of their own). */
  readonly description: string | (() => Promise<string>);
}

/**
 * Whether the document in the browser was prerendered for this path: it arrived with this
 * route's title and description in its head (scripts/prerender.mjs writes its canonical link),
 * so the first view has nothing to load for them.
 */
function arrivedPrerenderedFor(path: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return false;
  try {
    return new URL(canonical.href).pathname === path;
  } catch {
    return false;
  }
}

/** The first RouteView of this document: it may find its meta already written. */
let firstView = true;

/** One route's page: sets its title and description, and shows a loader while its chunk loads. */
export function RouteView({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { title, description } = meta;
  useEffect(() => {
    const first = firstView;
    firstView = false;
    if (typeof description === "string") {
      setDocumentMeta(title, description);
      return;
    }
    const current = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? "";
    setDocumentMeta(title, current);
    if (first && arrivedPrerenderedFor(window.location.pathname)) return;
    let stale = false;
    void description().then((text) => {
      // The description only: by now a screen may have set its own title ("CRX Jute Yarn prices").
      if (!stale) setDescription(text);
    });
    return () => {
      stale = true;
    };
  }, [title, description]);
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
