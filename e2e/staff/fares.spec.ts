/**
 * Port fares as the mill's clerk changes them (issue 25), by keyboard in Chromium against the
 * real server: a bad fare is refused naming its port (error summary focused, the input marked
 * and described); 1250 typed for 12.50 is flagged and saved only once confirmed; the audit log
 * undoes it after asking; a change for tomorrow is scheduled and cancelled; axe in each state,
 * a title per state, and no sideways scroll at 320 px. Serial, on the one port no other
 * journey quotes (Pangaon), and every change is put back.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage, tabUntil } from "../flows/helpers";
import { millDay, openStaffConsole, STAFF_STATE, wordsBrokenIn } from "./staff";
import { expectNotices, watchNotices } from "../notices";

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

const PORT = "Pangaon Inland Container Terminal";
const TITLE = " | Staff console | Sonali Jute Group";

const fareInput = (page: Page) => page.getByRole("textbox", { name: `Fare to ${PORT} (USD per tonne)` });

/** Puts `text` in the port's fare by keyboard: Tab to it, select what is there, type. */
async function typeFare(page: Page, text: string) {
  const input = await tabUntil(page, fareInput(page));
  await input.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

async function pressButton(page: Page, name: string) {
  await (await tabUntil(page, page.getByRole("button", { name, exact: true }))).press("Enter");
}

test("by keyboard: a bad fare names its port; 1250 typed for 12.50 is flagged and needs the confirmation; the audit log undoes it after asking", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await watchNotices(page);
  await openStaffConsole(page);
  await page.goto("/staff/fares");
  await expect(fareInput(page)).toHaveValue("12");
  await expect(page).toHaveTitle(`Edit: Port fares${TITLE}`);
  await expectNoAxeViolations(page, "port fares, editing");

  // 320 px: no sideways scroll of the page; the table keeps its "Since" column in view.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByRole("columnheader", { name: "Since" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });

  await typeFare(page, "abc");
  await pressButton(page, "Preview the change");
  const refusal = `${PORT}: "abc" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)`;
  await expect(page.locator(":focus")).toContainText("The change was not previewed");
  await expect(page.locator(":focus")).toContainText(refusal);
  await expect(fareInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(fareInput(page)).toHaveAccessibleDescription(refusal);
  await expect(page).toHaveTitle(`Error: check the fares: Port fares${TITLE}`);
  await expectNoAxeViolations(page, "port fares, a fare refused");

  // The summary's link leads to the field.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(fareInput(page)).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1250");
  await pressButton(page, "Preview the change");

  await expect(page.getByRole("heading", { name: "Preview: nothing has changed yet (in force from today)" })).toBeFocused();
  await expect(page).toHaveTitle(`Preview: Port fares${TITLE}`);
  const changed = page.getByRole("table", { name: "Fares that change (1)" });
  await expect(changed.locator("tbody tr")).toHaveCount(1);
  await expect(changed.locator("tbody tr")).toContainText(`${PORT}12.00 → 1,250.00+10316.67% Beyond ±25%: check it`);
  // 320 px: no word of the preview is broken inside (the port's name was: "Chatto/gram", issue 34).
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await wordsBrokenIn(changed.locator("th, td"))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const save = page.getByRole("button", { name: "Save fares" });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page, "port fares, preview with a flagged fare");

  await (await tabUntil(page, page.getByRole("checkbox", { name: "I have checked the 1 fare beyond ±25%" }))).press("Space");
  await pressButton(page, "Save fares");
  await expect(page.getByRole("heading", { name: "Fares saved and in force now (1 changed)." })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Fares saved and in force now (1 changed)." })).toBeVisible();
  await expect(page).toHaveTitle(`Saved: Port fares${TITLE}`);
  await expectNoAxeViolations(page, "port fares, saved");

  // Undo it from the audit log: it asks first, naming what it undoes.
  await page.goto("/staff/audit");
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: /^#\d+ Port fares$/ }) }).first();
  await expect(entry).toContainText("1 changed");
  await (await tabUntil(page, entry.getByRole("button", { name: /^Undo this change/ }))).press("Enter");
  const question = entry.getByText(/^Undo change #\d+\? This puts back the fare it replaced, from today\.$/);
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page, "audit log, undo of a fares change asked");
  await (await tabUntil(page, entry.getByRole("button", { name: /^Yes, undo change #\d+$/ }))).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Change #\d+ is undone: 1 fare back as before, in force now$/ })).toBeVisible();

  await page.goto("/staff/fares");
  await expect(fareInput(page)).toHaveValue("12");
  // Issue 26: every outcome of this journey is said by the page (the staff login by the announcer); no toast.
  await expectNotices(page, [], "port fares: refused, flagged, saved, undone");
  await page.context().close();
});

test("a fares change for tomorrow is scheduled, listed with its change, and cancelled", async ({ browser }) => {
  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/fares");
  await expect(fareInput(page)).toHaveValue("12");
  const tomorrow = millDay(1);

  await typeFare(page, "12.50");
  await page.getByLabel("Takes effect on").fill(tomorrow);
  await pressButton(page, "Preview the change");
  await expect(page.getByRole("heading", { name: `Preview: nothing has changed yet (to take effect on ${tomorrow})` })).toBeFocused();
  await expect(page.getByRole("table", { name: "Fares that change (1)" }).locator("tbody tr")).toContainText("12.00 → 12.50+4.17%");
  await pressButton(page, "Save fares");
  await expect(page.getByRole("heading", { name: `Fares scheduled for ${tomorrow} (1 changed).` })).toBeFocused();
  await expect(page).toHaveTitle(`Scheduled: Port fares${TITLE}`);
  await expectNoAxeViolations(page, "port fares, scheduled");

  await pressButton(page, "Back to the fares");
  // Today's fare is still in force; tomorrow's waits under "Scheduled fares".
  await expect(fareInput(page)).toHaveValue("12");
  const scheduled = page.getByRole("listitem").filter({ hasText: `${PORT} 12.50` });
  await expect(scheduled).toContainText(new RegExp(`^Change #\\d+, from ${tomorrow}`));
  await expectNoAxeViolations(page, "port fares, a change scheduled");
  await (await tabUntil(page, scheduled.getByRole("button", { name: new RegExp(`^Cancel the fares scheduled for ${tomorrow}`) }))).press("Enter");
  // It asks first; the question has focus, its yes is the next Tab.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, cancel the change" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Change #\d+ is cancelled: 1 fare will not take effect$/ })).toBeVisible();
  await expect(page.getByText("No fare change is scheduled.")).toBeVisible();
  await page.context().close();
});
