import { Suspense, useEffect, type ReactNode } from "react";
import { setDocumentMeta } from "../shared/lib/document-meta";
import { PageLoading } from "./page-loading";

export interface RouteMeta {
  readonly title: string;
  readonly description: string;
}

/** One route's page: sets its title and description, and shows a loader while its chunk loads. */
export function RouteView({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  useEffect(() => {
    setDocumentMeta(meta.title, meta.description);
  }, [meta.title, meta.description]);
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
