/**
 * The staff console's journeys, in Chromium against the real server: the price list's
 * download, upload, dry run, apply, audit and restore; a list scheduled for tomorrow; the
 * file's problems with their line numbers; axe in every state of the staff pages. Serial:
 * they change the one price list the whole suite shares (and put it back).
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPage } from "../flows/helpers";
import { checkFile, downloadPriceList, logInAsStaff, memberCost, memberToken, millDay, openStaffConsole, raiseOnePrice, shownPrice, STAFF_STATE } from "./staff";
import { expectNotices, watchNotices } from "../notices";

test.describe.configure({ mode: "serial" });
// Several page states each get an axe scan, on a machine shared with other builds.
test.setTimeout(300_000);

test("staff download the list, raise one price 10%, see one change, apply it; the audit shows it and restoring brings the old price back", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await watchNotices(page);
  const token = await memberToken(page);
  await openStaffConsole(page);
  await expectNoAxeViolations(page, "staff home");

  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Price list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Price list" })).toBeFocused();
  const { name, csv } = await downloadPriceList(page);
  expect(name).toMatch(/^price-list-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page, "price list, idle");

  const raised = raiseOnePrice(csv, 1.1);
  const costBefore = await memberCost(page, token, raised.line);
  await checkFile(page, "raised.csv", raised.csv);
  const preview = page.getByRole("heading", { name: "Preview: nothing has changed yet" });
  await expect(preview).toBeFocused();
  await expect(page.getByText(/^1 changed, 0 added, \d+ unchanged, 0 in force but missing from the file \(kept\)$/)).toBeVisible();
  const changed = page.getByRole("table", { name: "Changed prices (1)" });
  await expect(changed.locator("tbody tr")).toHaveCount(1);
  await expect(changed.locator("tbody tr")).toContainText(`${shownPrice(raised.before)} → ${shownPrice(raised.after)}`);
  await expect(changed.locator("tbody tr")).toContainText("+10%");
  await expectNoAxeViolations(page, "price list, previewing");
  // Nothing has changed before the staff member applies.
  expect(await memberCost(page, token, raised.line)).toBe(costBefore);

  await page.getByRole("button", { name: "Apply the price list" }).click();
  await expect(page.getByRole("heading", { name: "The price list is applied and in force now." })).toBeFocused();
  await expect(page).toHaveTitle("Applied: Price list | Staff console | Sonali Jute Group");
  await expectNoAxeViolations(page, "price list, applied");
  expect(await memberCost(page, token, raised.line)).toBeCloseTo(costBefore + raised.after - raised.before, 2);

  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Audit log" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: "raised.csv" }).first();
  await expect(entry).toContainText("Price list");
  await expect(entry).toContainText("1 changed");
  await expect(entry).toContainText(/SHA-256 [0-9a-f]{64}/);
  await entry.getByRole("button", { name: /^Show rows/ }).click();
  const rows = entry.getByRole("table", { name: /^Rows changed by change #\d+ \(1 of \d+\)$/ });
  await expect(rows.locator("tbody tr")).toHaveCount(1);
  await expect(rows.locator("tbody td").nth(1)).toHaveText(String(raised.before));
  await expect(rows.locator("tbody td").nth(2)).toHaveText(String(raised.after));
  await expectNoAxeViolations(page, "audit log, rows shown");

  // Undo asks first, saying what it does; "Keep it" changes nothing.
  await entry.getByRole("button", { name: /^Undo this change/ }).click();
  const question = entry.getByText(/^Undo change #\d+\? This puts back the price it replaced, from today\.$/);
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page, "audit log, undo asked");
  await entry.getByRole("button", { name: "Keep it" }).click();
  await expect(entry.getByRole("button", { name: /^Undo this change/ })).toBeFocused();
  expect(await memberCost(page, token, raised.line)).toBeCloseTo(costBefore + raised.after - raised.before, 2);
  await entry.getByRole("button", { name: /^Undo this change/ }).click();
  await entry.getByRole("button", { name: /^Yes, undo change #\d+$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Change #\d+ is undone: 1 price back as before, in force now$/ })).toBeVisible();
  await expect(page).toHaveTitle("Change undone: Audit log | Staff console | Sonali Jute Group");
  expect(await memberCost(page, token, raised.line)).toBe(costBefore);
  await expect(page.getByRole("heading", { level: 2, name: /^#\d+ Prices put back$/ })).toBeVisible();
  // Issue 26: every outcome of this journey is said by the page (the staff login by the announcer); no toast.
  await expectNotices(page, [], "price list: previewed, applied, restored");
  await page.context().close();
});

test("a list scheduled for tomorrow shows as scheduled while today's price is still served, and can be cancelled", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  const token = await memberToken(page);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  const { csv } = await downloadPriceList(page);
  const raised = raiseOnePrice(csv, 1.05);
  const costToday = await memberCost(page, token, raised.line);
  // The mill's tomorrow: from 18:00 UTC the UTC date is already the mill's today.
  const tomorrow = millDay(1);

  await checkFile(page, "tomorrow.csv", raised.csv, tomorrow);
  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet" })).toBeFocused();
  await page.getByRole("button", { name: "Apply the price list" }).click();
  await expect(page.getByRole("heading", { name: `The price list is scheduled for ${tomorrow}.` })).toBeFocused();

  const scheduled = page.getByRole("table", { name: `Prices scheduled for ${tomorrow}` });
  await expect(scheduled.locator("tbody tr")).toHaveCount(1);
  await expect(scheduled).toContainText(shownPrice(raised.after));
  await expectNoAxeViolations(page, "price list, a list scheduled");
  expect(await memberCost(page, token, raised.line)).toBe(costToday);

  await page.getByRole("button", { name: new RegExp(`^Cancel the list scheduled for ${tomorrow}`) }).click();
  // It asks first, saying what stays (issue 34).
  await expect(page.getByRole("group", { name: /^Cancel the list scheduled for .*: [\d,]+ prices? stays? as (it is|they are) today\.$/ }).locator("p")).toBeFocused();
  await page.getByRole("button", { name: "Yes, cancel the list" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The scheduled list was cancelled" })).toBeVisible();
  // The pressed button went with its card: focus is on the words that say what happened (issue 26).
  await expect(page.getByRole("status").filter({ hasText: "The scheduled list was cancelled" })).toBeFocused();
  await expect(page.getByText("No list is scheduled.")).toBeVisible();
  // The upload's outcome no longer says the list is scheduled, nor does the title (issue 34).
  await expect(page.getByRole("heading", { name: `The price list is scheduled for ${tomorrow}.` })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Scheduled for/);
  await expectNoAxeViolations(page, "price list, the scheduled list cancelled");
  await page.context().close();
});

test("a file with problems is shown with its line numbers and changes nothing", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/prices");
  const { csv } = await downloadPriceList(page);
  const lines = csv.split("\r\n");
  lines[2] = lines[2]?.replace(/^SJSML,/, "NOPE,") ?? "";
  lines[4] = lines[4]?.replace(/,[^,]+$/, ",-3") ?? "";
  await checkFile(page, "broken.csv", lines.join("\r\n"));
  await expect(page.getByRole("heading", { name: "The file has 2 problems; nothing was changed." })).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: /^Line 3: unknown company "NOPE"/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Line 5: ex_mill_usd "-3" must be a positive number$/ })).toBeVisible();
  await expectNoAxeViolations(page, "price list, invalid");

  await checkFile(page, "wrong.csv", "price,company\n1,SJSML\n");
  await expect(page.getByRole("heading", { name: /^Line 1 \(the header\) is wrong/ })).toBeFocused();
  await page.context().close();
});

test("port fares and members pages pass axe; a visitor is told the console is for staff", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/staff/prices");
  await expect(page.getByRole("heading", { level: 1, name: "Staff only" })).toBeVisible();
  await expectNoAxeViolations(page, "staff, visitor");

  await logInAsStaff(page);
  await page.goto("/staff/fares");
  await expect(page.getByRole("table", { name: /^Fares in force on/ })).toBeVisible();
  await expectNoAxeViolations(page, "port fares");

  await page.goto("/staff/members");
  await expect(page.getByRole("table", { name: /account\(s\)/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill("staff-journey-member");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("table", { name: /matching “staff-journey-member”/ })).toBeVisible();
  await expectNoAxeViolations(page, "members");
  await page.context().close();
});
