/**
 * Trust and law, as a sourcing manager checks a new supplier: the privacy notice and the terms
 * open from every page's footer (axe clean, readable at 320 px); the registered particulars
 * are on the contact page and in the footer, with gaps marked "to be confirmed"; a member
 * downloads their data and finds their enquiry in it; and no page writes anything to the
 * browser's storage beyond the session ("token" and "user") or sets a cookie; a product page's
 * spec sheet downloads as a PDF naming the product and its sizes, without a price.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { expectNoHorizontalScroll, memberByApi, pageAt } from "../costing/helpers";
import { expectNoAxeViolations, newPage, tabUntil } from "../flows/helpers";
import { expectNotices, watchNotices } from "../notices";

test.describe.configure({ timeout: 120_000 });

const legal = (page: Page) => page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });

for (const width of [320, 1280]) {
  test(`privacy notice and terms open from the footer at ${width} px, readable and axe clean`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await page.goto("/rope");
    await legal(page).getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy notice \| /);
    for (const heading of ["What we keep and why", "How long we keep it", "Who receives it", "What the site stores in your browser", "Your rights and how to use them", "Questions about your data"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    // The periods the retention job enforces, as the notice prints them.
    await expect(page.getByRole("main")).toContainText("Login sessions (a hash of the token, when it was made, when it ends): 30 days after");
    await expectNoHorizontalScroll(page, `privacy at ${width}`);
    await expectNoAxeViolations(page, `privacy at ${width}`);

    await legal(page).getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Incoterms 2020");
    await expect(page.getByRole("main")).toContainText("[to be confirmed: governing law");
    await expectNoHorizontalScroll(page, `terms at ${width}`);
    await expectNoAxeViolations(page, `terms at ${width}`);
    await page.context().close();
  });
}

test("both pages arrive prerendered and are in the sitemap", async ({ request }) => {
  for (const [path, heading] of [["/privacy", "Privacy notice"], ["/terms", "Terms"]] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`>${heading}</h1>`);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/terms<\/loc>/);
});

test("the registered particulars are on the contact page and in every footer, gaps marked", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/contact-us");
  const particulars = page.getByRole("main").getByRole("region", { name: "Registered particulars" });
  await expect(particulars.getByRole("heading", { name: "Sonali Jute Spinning Mills Ltd. (SJSML)" })).toBeVisible();
  await expect(particulars.getByRole("heading", { name: "Oikko Jute Mills Ltd. (OJML)" })).toBeVisible();
  await expect(particulars).toContainText("Narsingdi 1604, Bangladesh");
  await expect(particulars.getByRole("term").filter({ hasText: "Trade licence" })).toHaveCount(2);
  await expect(particulars.getByText("to be confirmed").first()).toBeVisible();
  // The footer's copy is no landmark: one region of that name on the page (axe landmark-unique, issue 33).
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Registered particulars" })).toBeVisible();
  await expect(footer).toContainText("Oikko Jute Mills Ltd. (OJML)");
  await expect(page.getByRole("region", { name: "Registered particulars" })).toHaveCount(1);
  await expectNoAxeViolations(page, "contact page with particulars");
  await page.context().close();
});

test("a member downloads their data by keyboard and finds their enquiry in it", async ({ browser }) => {
  const page = await newPage(browser);
  await watchNotices(page);
  const { email, token } = await memberByApi(page, "Nadia Chowdhury");
  const sent = await page.request.post("/api/api_enquiry", {
    data: { name: "Nadia Chowdhury", email, subject: "Sacking for rice", message: "Price for 50 kg B-twill bags, please." },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(201);
  const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
  const button = page.getByRole("button", { name: "Download my data" });
  await tabUntil(page, button);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(await readFile(file, "utf8")) as {
    account: { email: string; name: string };
    enquiries: { reference: string; message: string }[];
    sessions: { current: boolean }[];
  };
  expect(data.account).toMatchObject({ email, name: "Nadia Chowdhury" });
  expect(data.enquiries).toEqual([expect.objectContaining({ reference, message: "Price for 50 kg B-twill bags, please." })]);
  expect(data.sessions.some((session) => session.current)).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: `Your data is downloaded as ${download.suggestedFilename()}` })).toBeVisible();
  // Deleting says what it keeps and why.
  await expect(page.getByRole("main")).toContainText("stay as records of our trade");
  await expectNoAxeViolations(page, "account: data downloaded");
  // Issue 26: the download is said by the page's status; no toast over it.
  await expectNotices(page, [], "account: data downloaded");
  await page.context().close();
});

test("no page writes storage beyond the session token, and none sets a cookie", async ({ browser }) => {
  const visitor = await newPage(browser);
  const member = await newPage(browser);
  await memberByApi(member, "Storage Check");
  const paths = ["/", "/rope", "/contact-us", "/privacy", "/login", "/register", "/bag-costing-product", "/account", "/my-enquiries"];
  for (const [label, page, allowed] of [
    ["visitor", visitor, []],
    ["member", member, ["token", "user"]],
  ] as const) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Let deferred work (chunks, the header's category call) run.
      await page.getByRole("banner").hover();
      await page.waitForLoadState("networkidle");
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage).sort(),
        session: Object.keys(sessionStorage),
        cookie: document.cookie,
      }));
      expect(stored.local, `${label} ${path}: localStorage`).toEqual([...allowed]);
      expect(stored.session, `${label} ${path}: sessionStorage`).toEqual([]);
      expect(stored.cookie, `${label} ${path}: document.cookie`).toBe("");
    }
    expect(await page.context().cookies(), `${label}: cookies`).toEqual([]);
    await page.context().close();
  }
});

test("a product page's spec sheet downloads as a PDF that names the product and its sizes, and no price", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/jute-hessian-bag");
  const link = page.getByRole("main").getByRole("link", { name: "Spec sheet (PDF)" });
  await tabUntil(page, link);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("spec-sheet-jute-hessian-bag.pdf");
  const text = (await new PDFParse({ data: new Uint8Array(await readFile(await download.path())) }).getText()).text.replace(/\s+/g, " ");
  expect(text).toContain("Spec sheet: Jute Hessian Bag");
  // Every size the catalogue offers for the hessian bag is on the sheet.
  const sizes = await page.request.post("/api/api_request", { form: { type: "product_size", category_id: "3", sub_category_id: "14" } });
  const offered = ((await sizes.json()) as { data: { size: string }[] }).data.map((row) => row.size);
  expect(offered.length).toBeGreaterThan(0);
  for (const size of offered) expect(text).toContain(size);
  expect(text).toContain("HS code: 6305.10");
  expect(text).not.toMatch(/\$|USD/);
  await page.context().close();
});
