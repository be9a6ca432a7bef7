/**
 * Issue 26, part A: the staff console meets the site's own bar. A title per page and state
 * ("Error:" first in error states); result counts after filtering prices, searching members
 * and changing the inbox filter said in a polite status line; every staff table reachable by
 * Tab while it scrolls, with one name; the staff session-ended state (cleared, plain words, a
 * link to log in, no Logout); "Apply the price list" always reachable, saying what is missing.
 * Each state by role and accessible name, by keyboard where a person would use one, with axe.
 * Nothing here changes the shared price list (a flagged preview is started over, never applied).
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage } from "../flows/helpers";
import { tabUntil } from "../keyboard";
import { checkFile, downloadPriceList, logInAsStaff, openStaffConsole, raiseOnePrice, STAFF_STATE } from "./staff";

test.setTimeout(240_000);

const SUFFIX = " | Staff console | Sonali Jute Group";
const consoleLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name });

test("each staff page and state has a title of its own; filtering, searching and the inbox filter say their counts in a status line", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  const titles: string[] = [];
  const seen = async (title: string | RegExp) => {
    await expect(page).toHaveTitle(title);
    titles.push(await page.title());
  };
  await seen(`Staff console | Sonali Jute Group`);

  await consoleLink(page, "Price list").click();
  await expect(page.getByRole("table", { name: /prices/ })).toBeVisible();
  await seen(`Price list${SUFFIX}`);
  const filter = page.getByRole("searchbox", { name: "Filter the prices" });
  await filter.fill("SJSML count 8");
  const priceCount = page.getByRole("status").filter({ hasText: /prices? match/ });
  await expect(priceCount).toHaveText(/^\d+ of [\d,]+ prices match “SJSML count 8”$/);
  await filter.fill("no such yarn");
  await expect(priceCount).toHaveText(/^0 of [\d,]+ prices match “no such yarn”$/);
  await expectNoAxeViolations(page, "price list, filtered to nothing");

  await consoleLink(page, "Members").click();
  await expect(page.getByRole("table", { name: /account\(s\)/ })).toBeVisible();
  await seen(`Members${SUFFIX}`);
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill("e2e.staff");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "found for" })).toHaveText("1 account found for “e2e.staff”");
  await seen(`1 account found for “e2e.staff”: Members${SUFFIX}`);
  await expectNoAxeViolations(page, "members, searched");

  await consoleLink(page, "Enquiries").click();
  await expect(page.getByRole("table", { name: /enquir/ })).toBeVisible();
  await seen(`Enquiries${SUFFIX}`);
  await page.getByLabel("Show").selectOption({ label: "Answered" });
  await expect(page.getByRole("status").filter({ hasText: "enquir" })).toHaveText(/^\d+ answered enquir(y|ies)$/);
  await seen(`Showing answered: Enquiries${SUFFIX}`);
  await page.getByLabel("Show").selectOption({ label: "All" });
  await expect(page.getByRole("status").filter({ hasText: "enquir" })).toHaveText(/^\d+ enquir(y|ies) in all$/);
  await expectNoAxeViolations(page, "enquiries, filter changed");

  await consoleLink(page, "Audit log").click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeFocused();
  await seen(new RegExp(`^(No change yet: )?Audit log${SUFFIX.replace(/\|/g, "\\|")}$`));
  await consoleLink(page, "Port fares").click();
  // The fares screen names its own states the same way ("Edit: Port fares | ...").
  await seen(`Edit: Port fares${SUFFIX}`);

  // While a page loads, and when its call fails, the title says so ("Error:" first): the call
  // is held until the loading title has been seen.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/staff/members**", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, msg: "Something went wrong", code: "internal" }) });
  });
  await consoleLink(page, "Members").click();
  await seen(`Loading: Members${SUFFIX}`);
  answer();
  await seen(`Error: could not load: Members${SUFFIX}`);
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
  await expectNoAxeViolations(page, "members, not loaded");
  await page.unroute("**/api/staff/members**");

  expect(new Set(titles).size, titles.join("\n")).toBe(titles.length);
  await page.context().close();
});

test("every staff table that scrolls at 320 px is reached by Tab, scrolls by arrow key, and is named once", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [path, name] of [
    ["/staff/prices", /^(The first 100 of [\d,]+ matching prices|[\d,]+ of [\d,]+ prices)/],
    ["/staff/members", /account\(s\)/],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole("table", { name });
    await expect(table).toHaveAttribute("tabindex", "0");
    // One name: no region around the table says its caption a second time.
    const tableName = (await table.locator("caption").textContent()) ?? "";
    await expect(page.getByRole("region", { name: tableName, exact: true })).toHaveCount(0);
    await tabUntil(page, table, 200);
    const area = table.locator("xpath=..");
    expect(await area.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => area.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, `${path} at 320 px, table focused`);
  }
  // The inbox's rows are cards at 320 px (issue 34: by the table's own width), nothing to scroll sideways.
  await page.goto("/staff/enquiries");
  await expect(page.getByRole("list", { name: /enquir/ }).or(page.getByRole("main").getByRole("paragraph").filter({ hasText: "No data found" }))).toBeVisible();
  await expect(page.getByRole("table", { name: /enquir/ })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, "/staff/enquiries at 320 px, cards");
  await page.context().close();
});

test("Apply the price list is always reachable and says what is missing: no file, not checked, problems, ±25% not confirmed", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await consoleLink(page, "Price list").click();
  const apply = page.getByRole("button", { name: "Apply the price list" });
  await expect(apply).toBeEnabled();
  await tabUntil(page, apply, 40);
  await page.keyboard.press("Enter");
  const missing = page.getByText("Choose a CSV file or a workbook first", { exact: true }).last();
  await expect(page.locator("#apply-missing")).toHaveText("Choose a CSV file or a workbook first");
  await expect(page.locator("#apply-missing")).toBeFocused();
  // The file field says it too, tied to the input and marking it.
  const file = page.getByLabel("Price list file (CSV, .xlsx or .ods)");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/Choose a CSV file or a workbook first/);
  await expect(missing).toBeVisible();
  await expect(apply).toHaveAccessibleDescription("Choose a CSV file or a workbook first");
  await expectNoAxeViolations(page, "price list, Apply pressed with no file");

  const { csv } = await downloadPriceList(page);
  await file.setInputFiles({ name: "unchecked.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await expect(file).not.toHaveAttribute("aria-invalid", "true");
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#apply-missing")).toHaveText(/^Check the file first/);
  await expect(page.locator("#apply-missing")).toBeFocused();
  await expectNoAxeViolations(page, "price list, Apply pressed before checking");

  // A file with a problem: its title begins with "Error:", and Apply asks for it corrected.
  const lines = csv.split("\r\n");
  lines[2] = lines[2]?.replace(/^SJSML,/, "NOPE,") ?? "";
  await checkFile(page, "broken.csv", lines.join("\r\n"));
  await expect(page.getByRole("heading", { name: "The file has 1 problem; nothing was changed." })).toBeFocused();
  await expect(page).toHaveTitle(`Error: the file has 1 problem: Price list${SUFFIX}`);
  await apply.click();
  await expect(page.locator("#apply-missing")).toHaveText(/^The file has problems/);
  await expect(page.locator("#apply-missing")).toBeFocused();

  // A change beyond ±25%: Apply, unconfirmed, names the box to tick; nothing is applied.
  const raised = raiseOnePrice(csv, 1.5);
  await checkFile(page, "flagged.csv", raised.csv);
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeFocused();
  await expect(page).toHaveTitle(`Preview: Price list${SUFFIX}`);
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#apply-missing")).toHaveText("Confirm first that you have checked the 1 change beyond ±25% (the box above \"Apply\").");
  await expect(page.locator("#apply-missing")).toBeFocused();
  await expect(page.getByRole("checkbox", { name: "I have checked the 1 change beyond ±25%" })).not.toBeChecked();
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeVisible();
  await expectNoAxeViolations(page, "price list, Apply pressed with ±25% unconfirmed");
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page).toHaveTitle(`Price list${SUFFIX}`);
  await page.context().close();
});

test("a staff session that ended says so in plain words, is cleared (no Logout), and a link leads to log in and back", async ({ browser }) => {
  const page = await newPage(browser);
  await logInAsStaff(page);
  await consoleLink(page, "Price list").click();
  await expect(page.getByRole("table", { name: /prices/ })).toBeVisible();
  // The token is revoked elsewhere (a logout from another device).
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const revoked = await page.request.post("/api/api_logout", { headers: { authorization: `Bearer ${token ?? ""}` } });
  expect(revoked.ok()).toBe(true);

  await consoleLink(page, "Members").click();
  const heading = page.getByRole("heading", { level: 1, name: "Your staff session has ended" });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^You are logged out: the session expired, was ended elsewhere, or another tab logged out/)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect(page).toHaveTitle(`Session ended${SUFFIX}`);
  // No console tabs around it, and no server words ("token") shown to a person.
  await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  await expect(page.getByText(/token/i)).toHaveCount(0);
  await expectNoAxeViolations(page, "staff session ended");

  const login = page.getByRole("link", { name: "Log in again" });
  await tabUntil(page, login, 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("textbox", { name: /Email Address/ }).fill("e2e.staff@mill.example");
  await page.getByLabel(/^Password/).fill("e2e-staff-golden-fibre-2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/staff\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  await page.context().close();
});
