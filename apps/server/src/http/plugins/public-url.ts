/**
 * Serves the built files that name the site's public origin (pages with their canonical
 * link, sitemap.xml, robots.txt) with the build's origin replaced by PUBLIC_URL. The build's
 * origin is read from the built robots.txt ("Sitemap: <origin>/sitemap.xml"), the file the
 * site's build writes from SITE_URL. Rewritten files are kept in memory once read.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyReply } from "fastify";

/** The origin the site was built with, from its robots.txt; undefined when it names none. */
export function builtOrigin(siteDir: string): string | undefined {
  const file = path.join(siteDir, "robots.txt");
  if (!existsSync(file)) return undefined;
  return /^Sitemap:\s*(\S+?)\/sitemap\.xml\s*$/im.exec(readFileSync(file, "utf8"))?.[1];
}

export function createPublicUrlRewriter(siteDir: string, publicUrl: string) {
  const origin = builtOrigin(siteDir);
  const cache = new Map<string, { body: string; etag: string } | null>();
  const root = path.resolve(siteDir);

  const read = (relative: string) => {
    let entry = cache.get(relative);
    if (entry === undefined) {
      const absolute = path.resolve(root, relative);
      entry = absolute.startsWith(root + path.sep) && existsSync(absolute) ? rewrite(readFileSync(absolute, "utf8")) : null;
      cache.set(relative, entry);
    }
    return entry;
  };

  const rewrite = (text: string) => {
    // Only whole URLs: the origin followed by a path, a quote, a tag or the end of a line.
    const body = origin ? text.replace(new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[/"'<\\s]|$)`, "gm"), publicUrl) : text;
    return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  };

  return {
    origin,
    send(reply: FastifyReply, relative: string, type: string, cacheControl: string) {
      const entry = read(relative);
      if (!entry) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      if (reply.request.headers["if-none-match"] === entry.etag && reply.statusCode === 200) {
        return reply.code(304).header("etag", entry.etag).header("cache-control", cacheControl).send();
      }
      return reply.type(type).header("etag", entry.etag).header("cache-control", cacheControl).send(entry.body);
    },
  };
}
