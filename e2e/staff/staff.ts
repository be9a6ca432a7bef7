/**
 * Shared steps of the staff journeys. The staff account (STAFF, ../servers.ts) is made by
 * `pnpm staff:add` in scripts/e2e-server.mjs before the server starts (the way the mill makes
 * one); its login, saved once by ../sessions.setup.ts, opens the journeys that are not about
 * logging in (`newPage(browser, width, STAFF_STATE)`, then `openStaffConsole`).
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { millDayPlus } from "../../packages/api/src/mill-day";
import { PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { STAFF } from "../servers";

export { STAFF };
export { STAFF_STATE } from "../sessions";

/** Logs staff in on the normal login page; they land on /staff. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(STAFF.email);
  await page.getByLabel(/^Password/).fill(STAFF.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
}

/** Opens the staff console's home in a page whose context holds the clerk's saved login. */
export async function openStaffConsole(page: Page): Promise<void> {
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
}

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes), by csv-parse. */
export function cellsOf(line: string): string[] {
  const [cells] = parse(line) as string[][];
  return cells ?? [""];
}

/** A member's token, for lookups through the API. */
export async function memberToken(page: Page): Promise<string> {
  const email = uniqueEmail("staff-journey-member");
  await registerByApi(page, "Journey Buyer", email);
  const login = await page.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** The member's quote (to Chattogram) for the spec of a CSV line of the price list. */
export async function memberCost(page: Page, token: string, csvLine: string): Promise<number> {
  const cells = cellsOf(csvLine);
  const [company, , sub, , size, , count, ply, oil] = cells;
  const form: Record<string, string> = { type: "list", company_id: company === "SJSML" ? "1" : "2", sub_category_id: sub ?? "", truck_fare_id: "1" };
  if (size) form.product_size_id = size;
  if (count) form.count = count;
  if (ply) form.ply = ply;
  if (oil) form.oil = oil;
  const reply = await page.request.post("/api/api_request", { form, headers: { authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { data: { cost: number }[] };
  expect(body.data).toHaveLength(1);
  return body.data[0]?.cost ?? Number.NaN;
}

/** Downloads the price list from the link and returns its text. */
export async function downloadPriceList(page: Page): Promise<{ name: string; csv: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download price list (CSV)" }).click()]);
  return { name: (download as Download).suggestedFilename(), csv: await readFile((await download.path()) as string, "utf8") };
}

/**
 * The list with one yarn price (the last yarn line, SJSML, a spec no other journey looks up)
 * multiplied by `factor`: the new file, the line changed, and the prices before and after.
 */
export function raiseOnePrice(csv: string, factor: number): { csv: string; line: string; before: number; after: number } {
  const lines = csv.split("\r\n");
  const index = lines.findLastIndex((line) => line.startsWith("SJSML,") && cellsOf(line)[6] !== "");
  const original = lines[index] ?? "";
  // The price is the last cell, a plain number: only it changes.
  const before = Number(original.slice(original.lastIndexOf(",") + 1));
  const after = Math.round(before * factor * 100) / 100;
  const line = `${original.slice(0, original.lastIndexOf(",") + 1)}${after}`;
  lines[index] = line;
  return { csv: lines.join("\r\n"), line, before, after };
}

/** A day ("YYYY-MM-DD") at the mill (the server's MILL_TIME_ZONE, Asia/Dhaka by default), `offset` days from today. */
export const millDay = (offset = 0) => millDayPlus(offset);

/** A price as the staff pages show it: thousands separators, at least 2 decimals (1,573.00). */
export const shownPrice = (price: number) => price.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Chooses a file for the upload form and asks for the dry run. */
export async function checkFile(page: Page, name: string, csv: string, effectiveFrom?: string): Promise<void> {
  await page.getByLabel("Price list file (CSV, .xlsx or .ods)").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  if (effectiveFrom) await page.getByLabel("Takes effect on").fill(effectiveFrom);
  await page.getByRole("button", { name: "Check the file" }).click();
}

/**
 * The words split across two lines inside the elements `locator` finds (a card's label
 * "Reques/t", a port's "Chatto/gram" at 320 px): each run of letters without a space is
 * measured by its line boxes. Hidden elements have none.
 */
export async function wordsBrokenIn(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** axe's heading-order (a best practice, outside the WCAG tags of every scan): a heading level skipped ("h1" then "h3"). */
export async function expectHeadingsInOrder(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))), `headings out of order in state "${state}"`).toEqual([]);
}

/** The staff menu's links, each a target of 24 px or more (WCAG 2.5.8). */
export async function expectMenuTargets(page: Page): Promise<void> {
  const heights = await page.getByRole("navigation", { name: "Staff console" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
}
