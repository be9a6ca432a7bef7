/**
 * The prerendered pages as a crawler and a browser get them. Every content route's HTML (title,
 * description, canonical link, heading, content: prerendered.ts) is checked by the route crawl
 * (every-route.spec.ts) on the document of its visit. Here: login, sign-up and the costing
 * screens are prerendered too, as their frame (header, heading, lead; their form comes with the
 * script, never a price); the product details (`/product-details/:id`) get the shell; boot.js
 * starts the script after the first paint; loading a page creates no Error objects; the inline
 * stylesheet is not fetched again when lazy chunks arrive.
 */
import { expect, test } from "@playwright/test";
import { newPage } from "../flows/helpers";
import { MEMBER_STATE } from "../sessions";

test("login, sign-up and the costing screens arrive with their frame and no price; product details and unknown paths get the shell", async ({ request }) => {
  const frames = { "/login": "Account Login", "/register": "Sign Up", "/soil-saver-costing-product": "Soil Saver", "/category-details": "Product Categories" };
  for (const [url, heading] of Object.entries(frames)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html, url).not.toContain('<div id="root"></div>');
    expect(html, url).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    // A build has no member and no price: the page can hold none.
    expect(html, url).not.toMatch(/\$\s?\d/);
  }
  // The form itself comes with the script (nothing typed before then can be lost); until then
  // its place says so, and why, to a browser that runs no script.
  const login = await (await request.get("/login")).text();
  expect(login).toContain("Loading the login form…");
  expect(login).toMatch(/<noscript>[\s\S]*Logging in needs JavaScript[\s\S]*<\/noscript>/);
  expect(login).not.toMatch(/<input[^>]*type="password"/);
  const details = await request.get("/product-details/22");
  expect(details.status()).toBe(200);
  expect(await details.text()).toContain('<div id="root"></div>');
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"></div>');
});

/** The files a prerendered page's boot.js loads (its data-load list), or [] without boot.js. */
const bootFiles = (html: string) => /<script src="\/boot\.js" defer data-load="([^"]+)"><\/script>/.exec(html)?.[1]?.split(" ") ?? [];

test("a prerendered page asks for its script only after its first paint (boot.js), and then gets it", async ({ request, page }) => {
  const html = await (await request.get("/why-jute")).text();
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain("modulepreload");
  const files = bootFiles(html);
  expect(files).not.toEqual([]);
  expect(files[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(files.every((file) => file.startsWith("/assets/") && file.endsWith(".js"))).toBe(true);
  // In the browser the entry arrives after the first paint and the page comes alive.
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  await page.goto("/why-jute");
  await expect.poll(() => requested.includes(files[0] ?? "")).toBe(true);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN);
  const entryStart = () => page.evaluate((entry) => performance.getEntriesByType("resource").find((r) => r.name.endsWith(entry))?.startTime ?? -1, files[0] ?? "");
  await expect.poll(entryStart).toBeGreaterThan(0);
  expect(firstPaint).toBeGreaterThan(0);
  expect(await entryStart()).toBeGreaterThanOrEqual(firstPaint);
  await page.getByRole("banner").getByRole("button", { name: "Company" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Our History" })).toBeVisible();
});

test("boot.js asks for every file it lists", async ({ request, page }) => {
  const html = await (await request.get("/soil-saver-costing-product")).text();
  const files = bootFiles(html);
  expect(files.length).toBeGreaterThan(3);
  const requested = new Set<string>();
  page.on("request", (req) => requested.add(new URL(req.url()).pathname));
  await page.goto("/soil-saver-costing-product");
  await expect.poll(() => files.filter((file) => !requested.has(file))).toEqual([]);
});

test("loading a page creates no Error objects (React DOM's sentinels are stackless in the build)", async ({ page }) => {
  // Where DevTools are attached, every Error created makes V8 collect the source positions of
  // the functions on its stack: for React DOM's module body, a long task of its own.
  await page.addInitScript(() => {
    const created: string[] = [];
    (window as unknown as { createdErrors: string[] }).createdErrors = created;
    const record = (args: unknown[]) => created.push(String(args[0]).slice(0, 120));
    window.Error = new Proxy(Error, {
      apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (record(args), Reflect.construct(target, args, newTarget)),
    });
  });
  await page.goto("/soil-saver-costing-product");
  // The costing form is on the page once the script has hydrated it and the lists have arrived.
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { createdErrors: string[] }).createdErrors)).toEqual([]);
});

test("a prerendered page keeps one copy of the site's stylesheet, inline, when its lazy parts arrive (a member's header, My enquiries)", async ({ browser }) => {
  // The stylesheet is inline in a prerendered page; lazy chunks (the member's header links, the
  // enquiries and offers) list it among their dependencies. Fetched again, it cost a phone 45 KB
  // (8 KB compressed), and every style pass after it went through its 388 rules twice.
  const page = await newPage(browser, 1280, MEMBER_STATE);
  const stylesheets: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/index-[\w-]+\.css$/.test(req.url())) stylesheets.push(req.url());
  });
  const siteSheets = () =>
    page.evaluate(() =>
      [...document.styleSheets].filter((sheet) => !sheet.disabled && [...sheet.cssRules].some((rule) => rule.cssText.startsWith(".jute-button"))).map((sheet) => sheet.href ?? "inline"),
    );
  await page.goto("/my-enquiries");
  await expect(page.getByRole("banner").getByRole("link", { name: /My enquiries/ })).toBeVisible();
  await expect(page.getByText(/Loading your (enquiries|offers)/)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(await siteSheets()).toEqual(["inline"]);
  expect(stylesheets).toEqual([]);
  await page.context().close();
});
