/**
 * Every content route (the sitemap's pages: content, product and hub pages) fetched from the
 * built server the way a crawler without JavaScript does: one plain GET, no browser. The
 * HTML itself must carry the route's title, description, canonical link, its heading and its
 * content. The member and costing screens are client-rendered and get the shell.
 */
import { expect, test } from "@playwright/test";
import { routes, sitemapPaths } from "../../apps/site/src/config/paths";
import { pages } from "../../apps/site/src/content/pages";
import type { RoutePath } from "../../apps/site/src/content/types";
import { everyRoute } from "../site/expected";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");

/** The visible text of an HTML fragment (tags dropped, entities decoded, spaces collapsed). */
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

const contentPaths = new Set(sitemapPaths());

for (const route of everyRoute.filter((r) => contentPaths.has(routes[r.key].path))) {
  test(`${route.url} is readable without JavaScript`, async ({ request }) => {
    const response = await request.get(route.url);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(route.title);
    const description = pages[routes[route.key].path as RoutePath].description;
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "")).toBe(description);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route.url === "/" ? "/" : route.url}">`));

    // The CSP (script-src 'self') blocks inline scripts: only external ones, and JSON islands.
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? []).toEqual([]);

    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? "";
    expect(textOf(heading)).toBe(route.heading);
    const text = textOf(main);
    expect(text).not.toContain("Loading the page");
    // The page's copy, not just a heading: every content page has a few paragraphs at least.
    expect(text.length, `text in <main> of ${route.url}`).toBeGreaterThan(400);
    expect((main.match(/<p[\s>]/g) ?? []).length).toBeGreaterThan(0);
    // The header and the footer's links are there for a crawler too (the header's menus open
    // on demand; the hubs, the footer and the sitemap link every page).
    expect(html).toMatch(/<header[\s\S]*href="\/login"[\s\S]*<\/header>/);
    expect(html).toMatch(/<footer[\s\S]*href="\/about-us"[\s\S]*<\/footer>/);
  });
}

test("member and costing screens get the client-rendered shell; unknown paths keep 404", async ({ request }) => {
  for (const url of ["/login", "/register", "/soil-saver-costing-product", "/product-details/22"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  }
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"></div>');
});
