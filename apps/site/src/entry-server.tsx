/**
 * The build-time renderer (scripts/prerender.mjs): renders one route of the app to HTML with
 * react-dom/static, which waits for every React.lazy page and Suspense boundary, so the
 * written page holds the route's whole content. The browser then hydrates it (main.tsx).
 *
 * Every route without a parameter is prerendered (see `prerenderPaths`): pages of copy whole,
 * login, sign-up and the costing and browse screens with their frame (heading, lead)
 * (their form or lookup comes after hydration: see shared/hydration/after-hydration.tsx).
 * The product details (`/product-details/:id`) stay client-rendered from the plain index.html.
 */
import escapeHtml from "escape-html";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app/app";
import { routeDescription, routeMeta } from "./app/route-meta";
import { prerenderPaths, routeKeys, routes, type RouteKey } from "./shared/config/paths";
import { heroPosterSizes, heroPosterSrcSet } from "./features/content/home/hero-poster";

export interface PrerenderedRoute {
  readonly key: RouteKey;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The markup of the app for this route (the inside of `<div id="root">`). */
  readonly html: string;
  /** Extra tags for the head: the preload of the first screen's largest image. */
  readonly headTags: readonly string[];
}

/**
 * The home page's largest image is the hero's poster: preload it with high priority, in the
 * same format and sizes as the hero's <picture> picks it (AVIF, 800 or 1600 px wide).
 */
function headTagsOf(key: RouteKey): string[] {
  if (key !== "home") return [];
  return [
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(heroPosterSrcSet("avif"))}" imagesizes="${escapeHtml(heroPosterSizes)}" fetchpriority="high">`,
  ];
}

/** The routes written as HTML at build time. */
export function prerenderRouteKeys(): RouteKey[] {
  const paths = new Set(prerenderPaths());
  return routeKeys.filter((key) => paths.has(routes[key].path));
}

/** The source file of a route's page, as the client build's manifest names its chunk (the route table's `page`). */
export const pageModuleFile = (key: RouteKey): string => `src/features/${routes[key].page}.tsx`;

/** Never resolves: the category call is the browser's business, not the build's. */
const noCategories = () => new Promise<never>(() => {});

export async function renderRoute(key: RouteKey): Promise<PrerenderedRoute> {
  const path = routes[key].path;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} loadCategories={noCategories} />
    </StrictMode>,
    {
      // Inline every Suspense boundary: React outlines large ones behind inline <script>s
      // that the site's CSP (script-src 'self') would block.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  const { title } = routeMeta(key);
  const description = await routeDescription(key);
  return { key, path, title, description, html: Buffer.concat(chunks).toString("utf8"), headTags: headTagsOf(key) };
}
