/**
 * Hosts the built site. Hashed assets are cached for a year; pages are revalidated. A path
 * that is one of the site's routes (dist/routes.json) gets the app's page; any other path
 * gets the same page with status 404, so the app shows its not-found screen, and API paths
 * get a JSON 404.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

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

export async function registerSite(app: FastifyInstance, siteDir: string | undefined) {
  const hasSite = siteDir !== undefined && existsSync(path.join(siteDir, "index.html"));
  const isRoute = hasSite ? compileRoutes(readRoutes(siteDir)) : () => false;

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

  const sendPage = (reply: FastifyReply, status: number) =>
    reply.code(status).type("text/html; charset=utf-8").sendFile("index.html");

  if (hasSite) {
    // The static handler answers a directory (the root) with 403; the root is a page.
    app.get("/", (_request, reply) => sendPage(reply, 200));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply.code(404).header("cache-control", "no-store").send({ success: false, msg: `No such API call: ${request.method} ${pathname}` });
    }
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasSite && wantsPage) {
      return sendPage(reply, isRoute(pathname) ? 200 : 404);
    }
    if (wantsPage) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>There is no page at this address. <a href="/">Go to the home page</a>.</p></main></body></html>');
    }
    return reply.code(404).send({ success: false, msg: `Nothing at ${request.method} ${pathname}` });
  });
}
