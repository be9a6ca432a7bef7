/**
 * Hosts the built site. Hashed assets are cached for a year; pages are revalidated. A path
 * that is one of the site's routes (dist/routes.json) gets its page: the page prerendered at
 * build time when there is one (dist/prerendered.json maps a path to its file), otherwise the
 * app's shell (index.html), which renders the route in the browser. Any other path gets the
 * shell with status 404, so the app shows its not-found screen, and API paths get a JSON 404.
 *
 * The build writes the public origin (SITE_URL at build time) into canonical links,
 * sitemap.xml and robots.txt. When PUBLIC_URL is set, those are served with the build's
 * origin replaced by PUBLIC_URL, so one build serves any deployment (./public-url.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound } from "../../domain/api-error";
import { createPublicUrlRewriter } from "./public-url";

/** "/product-details/:id" matches "/product-details/7"; trailing slashes are ignored. */
export function compileRoutes(patterns: string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .replace(/\/+$/, "")
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return new RegExp(`^${source}/?$`);
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

function readRoutes(siteDir: string): string[] {
  const file = path.join(siteDir, "routes.json");
  if (!existsSync(file)) return ["/"];
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : ["/"];
}

/**
 * path -> file (relative to the site folder) of each prerendered page, from prerendered.json.
 * Entries that would leave the folder or whose file is missing are ignored (the shell serves).
 */
export function readPrerendered(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const file = path.join(siteDir, "prerendered.json");
  if (!existsSync(file)) return pages;
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return pages;
  const root = path.resolve(siteDir);
  for (const [route, relative] of Object.entries(parsed)) {
    if (typeof relative !== "string" || !relative.endsWith(".html")) continue;
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep) || !existsSync(absolute)) continue;
    pages.set(route.replace(/(.)\/+$/, "$1"), path.relative(root, absolute).split(path.sep).join("/"));
  }
  return pages;
}

export async function registerSite(app: FastifyInstance, siteDir: string | undefined, publicUrl?: string) {
  const hasSite = siteDir !== undefined && existsSync(path.join(siteDir, "index.html"));
  const isRoute = hasSite ? compileRoutes(readRoutes(siteDir)) : () => false;
  const prerendered = hasSite ? readPrerendered(siteDir) : new Map<string, string>();
  const rewriter = hasSite && publicUrl ? createPublicUrlRewriter(siteDir, publicUrl) : undefined;

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      index: false,
      wildcard: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(siteDir, filePath);
        const policy = relative.startsWith(`assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : filePath.endsWith(".html")
            ? "no-cache"
            : "public, max-age=0, must-revalidate";
        reply.header("cache-control", policy);
      },
    });
  }

  /** The prerendered page of a route (trailing slashes ignored), else the app's shell. */
  const sendPage = (reply: FastifyReply, status: number, pathname = "") => {
    const page = status === 200 ? prerendered.get(pathname.replace(/(.)\/+$/, "$1")) : undefined;
    if (rewriter) return rewriter.send(reply.code(status), page ?? "index.html", "text/html; charset=utf-8", "no-cache");
    return reply.code(status).type("text/html; charset=utf-8").sendFile(page ?? "index.html");
  };

  if (rewriter) {
    // Routes of their own take precedence over the static handler's wildcard.
    for (const [file, type] of [["sitemap.xml", "application/xml; charset=utf-8"], ["robots.txt", "text/plain; charset=utf-8"]] as const) {
      app.get(`/${file}`, (_request, reply) => rewriter.send(reply, file, type, "public, max-age=0, must-revalidate"));
    }
  }

  if (hasSite) {
    // The static handler answers a directory (the root) with 403; the root is a page.
    app.get("/", (_request, reply) => sendPage(reply, 200, "/"));
    // Asked for by browsers and tools whatever the page links (the server's own pages, /verify,
    // link the SVG too): the site's one icon, not a 404.
    if (existsSync(path.join(siteDir, "favicon.svg"))) {
      app.get("/favicon.ico", (_request, reply) => reply.header("cache-control", "public, max-age=86400").redirect("/favicon.svg", 301));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      throw notFound(`No such API call: ${request.method} ${pathname}`);
    }
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasSite && wantsPage) {
      return isRoute(pathname) ? sendPage(reply, 200, pathname) : sendPage(reply, 404);
    }
    if (wantsPage) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>There is no page at this address. <a href="/">Go to the home page</a>.</p></main></body></html>');
    }
    throw notFound(`Nothing at ${request.method} ${pathname}`);
  });
}
