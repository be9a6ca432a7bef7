/**
 * No price leaks from the BUILT site (apps/site/dist served by the built server, started by
 * playwright.config.ts on a fresh database with the seed price list).
 *
 * How "no price" is checked, and why this way:
 * - Every site route (routes.json, with :id expanded to every product id), every URL of the
 *   sitemap and every built file is fetched or opened as a visitor. Every API reply the
 *   pages get while rendering must carry no `"cost":` with a number (a visitor's list rows
 *   say `"cost":null`), which catches a price whatever its value (price.ts). The routes of
 *   the site's route list are opened once for all their checks by the route crawl
 *   (e2e/perf/every-route.spec.ts); here, the pages it does not open (the staff console's,
 *   and every other product id).
 * - A price could also be baked into the bundle. Matching every seed figure as a bare
 *   number would flag innocent text (1440 is also an image width; 1.18 a version), so the
 *   text files (js, css, html, json, xml, txt, svg, vtt) are searched for each seed ex-mill
 *   price and each quote a member is actually given, written as money is written (1440.00,
 *   1,440.00, and non-round figures also as 1458.3), not touching other digits; and for
 *   the names of the price columns (ex_mill, usd_per_tonne, kg_per_unit...), which any
 *   bundled price table would need. Binary media are fetched (status and headers) only.
 * - The enquiry calls (contact, quote request, My enquiries) give a visitor no price: a quote
 *   request and My enquiries are refused; /my-enquiries is crawled with every other route.
 * - The canary-price crawl of every API call with dead and forged tokens is in
 *   apps/server/test/leak.test.ts, where a canary can be seeded.
 * - After a logout through the UI, nothing of the member or of the token stays in
 *   localStorage, sessionStorage, cookies, IndexedDB or Cache Storage, and the token is
 *   refused by the server.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seedPriceRows } from "../../apps/server/src/db/seed";
import { recordApiReplies } from "../route-crawl/visit";
import { everyRoute } from "../site/expected";
import { COST_NUMBER, expectPageShowsNoPrice, pricedReplies } from "./price";
import { confirmAddress } from "../address-link";


const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/site/dist");
const PRICE_COLUMNS = /ex_mill|exMill|usd_per_tonne|usdPerTonne|kg_per_unit|kgPerUnit/;
const TEXT_FILE = /\.(js|mjs|css|html|json|xml|txt|svg|vtt|webmanifest|map)$/;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function routes(): string[] {
  const patterns = JSON.parse(readFileSync(path.join(dist, "routes.json"), "utf8")) as string[];
  return patterns.flatMap((pattern) =>
    pattern.includes(":id") ? Array.from({ length: 30 }, (_unused, index) => pattern.replace(":id", String(index + 1))) : [pattern],
  );
}

/** Money as it would be written: 2 decimals, grouped or not, and trimmed when not round. */
function moneyForms(values: number[]): Set<string> {
  const forms = new Set<string>();
  for (const value of values) {
    if (!(value >= 10)) continue;
    forms.add(value.toFixed(2));
    forms.add(value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    if (!Number.isInteger(value)) forms.add(String(value));
  }
  return forms;
}

/** Every decimal number in a text, whole (not touching other digits), grouped or not. */
const NUMBER_TOKEN = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d])|(?<![\d.,])\d+\.\d+(?![\d])/g;

async function memberQuotes(request: APIRequestContext): Promise<number[]> {
  const email = `leak-check-${Date.now()}-${process.pid}@example.com`;
  const password = "golden-fibre-canary-2026";
  expect((await request.post("/api/api_register", { data: { name: "Leak Check", email, password } })).status()).toBe(201);
  await confirmAddress(request, email);
  const login = await request.post("/api/api_login", { data: { email, password } });
  const token = ((await login.json()) as { token: string }).token;
  const quotes: number[] = [];
  for (let id = 1; id <= 30; id += 1) {
    const reply = await request.post("/api/api_request", { form: { type: "list", sub_category_id: String(id) }, headers: { authorization: `Bearer ${token}` } });
    expect(reply.headers()["cache-control"]).toBe("no-store");
    for (const row of ((await reply.json()) as { data: { cost: number | null }[] }).data) if (typeof row.cost === "number") quotes.push(row.cost);
  }
  await request.post("/api/api_logout", { headers: { authorization: `Bearer ${token}` } });
  return quotes;
}

/** Opens each route as a visitor and checks every reply the page gets. */
async function crawl(page: Page, paths: string[]) {
  const api = recordApiReplies(page);
  for (const route of paths) {
    const response = await page.goto(route, { waitUntil: "networkidle" });
    expect(response?.status(), route).toBeLessThan(500);
    await expectPageShowsNoPrice(page, route);
  }
  await api.read();
  expect(pricedReplies(api.replies)).toEqual([]);
  return api.replies.length;
}

const crawled = new Set(everyRoute.map((route) => route.url));
const notCrawled = routes().filter((route) => !crawled.has(route));
const half = Math.ceil(notCrawled.length / 2);

test.describe("no price reaches a visitor of the built site", () => {
  for (const [index, part] of [notCrawled.slice(0, half), notCrawled.slice(half)].entries()) {
    test(`every site route the route crawl does not open (staff pages, product ids), part ${index + 1}: no reply the page gets carries a cost`, async ({ browser }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      const apiReplies = await crawl(page, part);
      console.log(`routes part ${index + 1}: ${part.length} routes, ${apiReplies} API replies, none with a cost`);
      await context.close();
    });
  }

  test("the sitemap and every built file, fetched as a visitor, hold no seed price", async ({ request }) => {
    test.setTimeout(300_000);
    const exMill = seedPriceRows().map((row) => Number(row.exMillUsd));
    const quotes = await memberQuotes(request);
    expect(quotes.length).toBeGreaterThan(100);
    const forms = moneyForms([...exMill, ...quotes]);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    expect(locations.length).toBeGreaterThan(20);
    for (const location of locations) {
      const reply = await request.get(location);
      expect(reply.status(), location).toBe(200);
      expect(await reply.text(), location).not.toMatch(COST_NUMBER);
    }

    let textFiles = 0;
    const files = walk(dist).map((file) => `/${path.relative(dist, file).split(path.sep).join("/")}`);
    for (const file of files) {
      // Media are only asked for (HEAD), not downloaded: they hold no text to search.
      const text = TEXT_FILE.test(file);
      const reply = text ? await request.get(file) : await request.head(file);
      expect(reply.status(), file).toBe(200);
      if (!text) continue;
      textFiles += 1;
      const body = await reply.text();
      expect(body, file).not.toMatch(PRICE_COLUMNS);
      expect(body, file).not.toMatch(COST_NUMBER);
      const found = (body.match(NUMBER_TOKEN) ?? []).filter((token) => forms.has(token));
      expect(found, `${file} holds seed price figures`).toEqual([]);
    }
    console.log(`${locations.length} sitemap URLs, ${files.length} built files (${textFiles} searched) against ${forms.size} price figures`);
  });
});

test("the enquiry calls give a visitor no price: a quote request and My enquiries are refused", async ({ request }) => {
  const spec = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "26" };
  const replies = [
    await request.post("/api/api_enquiry", { data: { name: "Leak Check", email: "leak@example.com", subject: "Prices?", message: "What does CRX yarn cost today?" } }),
    await request.post("/api/api_quote_request", { data: spec }),
    await request.post("/api/api_quote_request", { data: spec, headers: { authorization: `Bearer ${"x".repeat(43)}` } }),
    await request.get("/api/api_my_enquiries"),
  ];
  expect(replies.map((reply) => reply.status())).toEqual([201, 401, 401, 401]);
  for (const reply of replies) {
    const body = await reply.text();
    expect(body).not.toMatch(COST_NUMBER);
    expect(body).not.toMatch(/"(unit_price|total)"\s*:/);
    expect(reply.headers()["cache-control"]).toBe("no-store");
  }
});

test("after logging out through the UI, nothing of the member or the token stays in the browser", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = "Storage Check";
  const email = `storage-${Date.now()}-${process.pid}@example.com`;
  const password = "golden-fibre-storage-2026";
  expect((await page.request.post("/api/api_register", { data: { name, email, password } })).status()).toBe(201);
  await confirmAddress(page.request, email);

  await page.goto("/login");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const loginReply = page.waitForResponse((response) => response.url().endsWith("/api/api_login"));
  await page.getByRole("button", { name: "Login" }).click();
  const login = (await (await loginReply).json()) as { token: string; data: { id: string } };
  expect(login.token.length).toBeGreaterThan(20);
  await expect(page.getByRole("banner").getByText(name)).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login/Register" })).toBeVisible();

  const stored = await page.evaluate(async () => {
    const dump = (storage: Storage) => Object.entries({ ...storage }).map(([key, value]) => `${key}=${value}`);
    const databases = "databases" in indexedDB ? (await indexedDB.databases()).map((entry) => entry.name ?? "") : [];
    const cacheNames = "caches" in window ? await caches.keys() : [];
    return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie, databases, cacheNames };
  });
  const cookies = await context.cookies();
  const everything = JSON.stringify({ stored, cookies });
  for (const secret of [login.token, email, name, `"id":"${login.data.id}"`]) expect(everything, `after logout: ${secret}`).not.toContain(secret);
  expect(cookies).toEqual([]);

  // The token is dead on the server too.
  const again = await page.request.post("/api/api_logout", { headers: { authorization: `Bearer ${login.token}` } });
  expect(again.status()).toBe(401);
  await context.close();
});
