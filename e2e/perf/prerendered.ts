/**
 * What the HTML of a content route (the sitemap's pages: content, product and hub pages) must
 * carry for a crawler without JavaScript: the route's title, description, canonical link, its
 * heading and its content. The route crawl (every-route.spec.ts) reads it from the document
 * its first visit got (one plain GET, as a crawler's; the browser runs no script before the
 * reply is in).
 */
import { expect } from "@playwright/test";
import { routes } from "../../apps/site/src/shared/config/paths";
import { pages } from "../../apps/site/src/shared/content/pages";
import type { RoutePath } from "../../apps/site/src/shared/content/types";
import type { RouteExpectation } from "../site/expected";

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

export function expectReadableWithoutJavaScript(html: string, route: RouteExpectation): void {
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
  // The header and the footer's links are there for a crawler too (the header's sections are
  // native disclosures whose links are in the HTML; the hubs, the footer and the sitemap link
  // every page).
  expect(html).toMatch(/<header[\s\S]*href="\/login"[\s\S]*<\/header>/);
  expect(html).toMatch(/<footer[\s\S]*href="\/about-us"[\s\S]*<\/footer>/);
}
