/**
 * The clerk's journeys with files as spreadsheets save them (apps/server/test/fixtures/
 * spreadsheets: the console's download of the seed list saved by LibreOffice 7.4, and Excel's
 * CSV imitated by hand; the folder's README says how each was made), in Chromium against the
 * real server: what the reading tidied or ignored, the prices a 2-decimal sheet would round, a
 * decimal comma refused with one summary line and the fix, the date and option locked to the
 * checked ones; and a member at /staff gets the visitors' clean refusal. Previews only: nothing
 * here changes the list the other journeys share (the files are applied in the server's tests,
 * apps/server/test/staff-clerk.test.ts).
 */
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPage } from "../flows/helpers";
import { MEMBER_STATE } from "../sessions";
import { openStaffConsole, STAFF_STATE } from "./staff";

test.setTimeout(180_000);

const fixture = (name: string) => fileURLToPath(new URL(`../../apps/server/test/fixtures/spreadsheets/${name}`, import.meta.url));

async function checkSpreadsheet(page: Parameters<typeof openStaffConsole>[0], name: string) {
  await page.getByLabel("Price list file (CSV, .xlsx or .ods)").setInputFiles(fixture(name));
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("a clerk checks the list as Excel saved it: the notes column and empty rows are named, the rounded prices marked, the date locked to the checked one", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  await expect(page.getByText(/^Today is \d{4}-\d{2}-\d{2} at the mill \(Asia\/Dhaka\)/)).toBeVisible();
  await checkSpreadsheet(page, "excel-utf8-thousands.csv");
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: 'Ignored the column "notes": not part of the price list' })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Skipped 3 empty rows" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Read \d+ numbers written with a thousands separator/ })).toBeVisible();
  await expect(page.getByText(/^41 prices were saved shorter by the spreadsheet/)).toBeVisible();
  // 41 rounded (another journey may have one yarn price raised at this moment).
  const changed = page.getByRole("table", { name: /^Changed prices \(\d+\)$/ });
  await expect(changed.locator("tbody tr").filter({ hasText: "2.106 → 2.11" })).toContainText("(rounded by the spreadsheet)");

  // What is checked is what is applied: the date and the option cannot move under the preview.
  const date = page.getByLabel("Takes effect on");
  await expect(date).toBeDisabled();
  await expect(page.getByLabel("Retire prices missing from the file")).toBeDisabled();
  await expect(date).toHaveAccessibleDescription(/^Checked for \d{4}-\d{2}-\d{2}\. To change the date or the option, press "Start over"/);
  await expectNoAxeViolations(page, "price list, spreadsheet previewed");

  await page.getByRole("button", { name: "Start over" }).click();
  await expect(date).toBeEnabled();
  await page.context().close();
});

test("a clerk checks the sheet LibreOffice saved after editing: prices as \"$1,470.00\", the price column moved, a notes column, blank rows", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  await checkSpreadsheet(page, "lo-clerk-edited.csv");
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeFocused();
  // 20 prices raised and 41 rounded to 2 decimals (another journey may have one yarn price raised at this moment).
  await expect(page.getByText(/^6[12] changed, 0 added, 50[01] unchanged, 0 in force but missing from the file/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: 'Ignored the column "notes": not part of the price list' })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Skipped 3 empty rows" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: 'Read 562 numbers written with a thousands separator or a currency sign, without them (first at line 2: "$1,470.00")' })).toBeVisible();
  const changed = page.getByRole("table", { name: /^Changed prices \(\d+\)$/ });
  await expect(changed.locator("tbody tr").filter({ hasText: "1,440.00 → 1,470.00" }).first()).not.toContainText("rounded by the spreadsheet");
  await expect(changed.locator("tbody tr").filter({ hasText: "1.755 → 1.76" })).toContainText("(rounded by the spreadsheet)");
  // The list in force shows prices as people write them.
  await expect(page.getByRole("table", { name: /^The first 100 of 562 matching prices/ }).locator("tbody tr").first()).toContainText("1,440.00");
  await expectNoAxeViolations(page, "price list, LibreOffice's edited sheet previewed");

  // The download saved back untouched, semicolons and text cells quoted: nothing to change.
  await page.getByRole("button", { name: "Start over" }).click();
  await checkSpreadsheet(page, "lo-semicolon-quoted.csv");
  await expect(page.getByText(/^[01] changed, 0 added, 56[12] unchanged, 0 in force but missing from the file/)).toBeVisible();
  await page.context().close();
});

test("a clerk uploads the sheet LibreOffice saved in German: one summary line per column with the fix", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  await checkSpreadsheet(page, "lo-german-semicolon.csv");
  await expect(page.getByRole("heading", { name: "The file has 379 problems; nothing was changed." })).toBeFocused();
  const problems = page.locator(".staff-problems li");
  await expect(problems).toHaveCount(3);
  await expect(problems.first()).toHaveText(/^Line 54: 24 rows: yarn_count uses a decimal comma: save the file with a full stop as the decimal mark/);
  await expect(problems.nth(2)).toHaveText(/^Line 246: 301 rows: ex_mill_usd uses a decimal comma/);
  await expectNoAxeViolations(page, "price list, LibreOffice's German sheet refused");
  await page.context().close();
});

test("a clerk uploads Excel's decimal-comma file: one summary line per column, with the fix", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  await checkSpreadsheet(page, "excel-decimal-comma.csv");
  await expect(page.getByRole("heading", { name: /^The file has \d+ problems; nothing was changed\.$/ })).toBeFocused();
  const problems = page.locator(".staff-problems li");
  await expect(problems.first()).toHaveText(/^Line 2: 562 rows: ex_mill_usd uses a decimal comma: save the file with a full stop as the decimal mark/);
  expect(await problems.count()).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page, "price list, decimal comma refused");
  await page.context().close();
});

test("a clerk's workbook is checked as it is: the sheet chosen among several, its prices read as the cells hold them; an Excel 97 .xls is refused with the fix (issue 34)", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  // LibreOffice's two-sheet workbook: "Read me" first, so the first check reads it and is refused; the sheets can then be chosen.
  await checkSpreadsheet(page, "lo-clerk-workbook.ods");
  const sheet = page.getByRole("combobox", { name: "Sheet to check" });
  await expect(sheet).toHaveValue("Read me");
  await sheet.selectOption("price-list");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeFocused();
  // The 20 raised SJSML yarn prices (formulas, shown as $1,470.00): none rounded by the spreadsheet.
  await expect(page.getByRole("table", { name: /^Changed prices \((20|21)\)$/ })).toBeVisible();
  await expect(page.getByText(/saved shorter by the spreadsheet/)).toHaveCount(0);
  await expectNoAxeViolations(page, "price list, a workbook's sheet chosen");

  await checkSpreadsheet(page, "mill-export.xls");
  await expect(page.getByText("This is an Excel 97 workbook (.xls). Save it as .xlsx or CSV and choose it again.")).toBeVisible();
  await page.context().close();
});

test("a member who opens /staff gets the visitors' clean refusal, without the console around it", async ({ browser }) => {
  const page = await newPage(browser, 1280, MEMBER_STATE);
  await page.goto("/staff/prices");
  await expect(page.getByRole("heading", { level: 1, name: "Staff only" })).toBeVisible();
  await expect(page.getByText("This is for the mill's staff only. You are logged in with a member's account")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expectNoAxeViolations(page, "staff, member refused");
  await page.context().close();
});
