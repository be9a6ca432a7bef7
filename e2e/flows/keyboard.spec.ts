/**
 * The same journeys with the keyboard alone: Tab, Shift+Tab, the arrow keys, Enter and
 * typing. No clicks anywhere; each state passed through gets an axe scan.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, pickWithArrows, registerByApi, tabUntil, uniqueEmail } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const main = (page: Page) => page.getByRole("main");

async function logInByKeyboard(page: Page, email: string) {
  await tabUntil(page, page.getByRole("textbox", { name: /Email Address/ }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
}

test("sign-up by keyboard: The passwords do not match, a taken email, success", async ({ browser }) => {
  const page = await newPage(browser);
  const taken = uniqueEmail("kb-taken");
  await registerByApi(page, "First Owner", taken);
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();

  await tabUntil(page, page.getByRole("textbox", { name: /Full Name/ }));
  await page.keyboard.type("Karim Uddin");
  await page.keyboard.press("Tab");
  await page.keyboard.type(taken);
  await tabUntil(page, page.getByLabel(/^Enter Password/), 5);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${PASSWORD}-typo`);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "keyboard sign-up: passwords differ");

  // The error summary links to the field: follow it with the keyboard and fix the typo.
  const summaryLink = page.locator(".jute-error-summary").getByRole("link", { name: "The passwords do not match" });
  await expect(summaryLink).toBeVisible();
  await summaryLink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/^Confirm Password/)).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  const email = page.getByRole("textbox", { name: /Email Address/ });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "keyboard sign-up: email taken");

  await page.locator(".jute-error-summary").getByRole("link", { name: /already exists/ }).focus();
  await page.keyboard.press("Enter");
  await expect(email).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(uniqueEmail("kb-new"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await page.context().close();
});

test("login, costing search from the menu, a product page and logout, by keyboard", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("kb-member");
  await registerByApi(page, "Selina Akter", email);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Account Login" })).toBeVisible();
  await logInByKeyboard(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText("Selina Akter")).toBeVisible();
  await expectNoAxeViolations(page, "keyboard: logged in");

  // Products Cost > Jute Yarn > CRX: Enter opens the section, Tab goes to the link, Enter follows it.
  const productsCost = page.getByRole("banner").getByRole("button", { name: "Products Cost" });
  await tabUntil(page, productsCost);
  await page.keyboard.press("Enter");
  const yarn = page.getByRole("banner").getByRole("link", { name: "Jute Yarn" });
  await expect(yarn).toBeVisible();
  await tabUntil(page, yarn, 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/category-details$/);
  const crx = page.getByRole("list", { name: "Jute Yarn" }).getByRole("link", { name: "CRX" });
  await expect(crx).toBeVisible();
  await tabUntil(page, crx);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "CRX" })).toBeFocused();

  await pickWithArrows(page, main(page).getByRole("combobox", { name: "Count" }), "9");
  await pickWithArrows(page, main(page).getByRole("combobox", { name: "Ply" }), "2");
  await tabUntil(page, main(page).getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  const result = main(page).getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ });
  await expect(result.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(result.getByRole("cell", { name: "count 9, 2 ply, MOT" })).toBeVisible();
  // Focus stayed on Submit through the lookup, and the page says what was found.
  await expect(main(page).getByRole("button", { name: "Submit" })).toBeFocused();
  await expect(main(page).getByRole("status").filter({ hasText: /^1 price for CRX Jute Yarn, count 9, 2 ply, OJML, from \$/ })).toBeVisible();
  await expectNoAxeViolations(page, "keyboard: search results, logged in");

  // A costing product page: Submit with Enter, a dollar price.
  await page.goto("/rope-costing-product");
  await expect(page.getByRole("heading", { level: 1, name: "Jute Rope" })).toBeVisible();
  await pickWithArrows(page, main(page).getByRole("combobox", { name: "Port" }), "Mongla Port");
  await tabUntil(page, main(page).getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await expect(main(page).getByRole("table", { name: "Prices" }).getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Prices" }).getByText("Mongla Port").first()).toBeVisible();

  await tabUntil(page, page.getByRole("banner").getByRole("button", { name: "Logout" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login/Register" })).toBeVisible();
  await page.context().close();
});

test("a visitor by keyboard: View Price, log in, back with the selections and the price", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("kb-visitor");
  await registerByApi(page, "Habib Khan", email);
  await page.goto("/soil-saver-costing-product");
  await expect(page.getByRole("heading", { level: 1, name: "Soil Saver" })).toBeVisible();
  await pickWithArrows(page, main(page).getByRole("combobox", { name: "Company" }), "OJML");
  await tabUntil(page, main(page).getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  const viewPrice = main(page).getByRole("link", { name: "View Price" }).first();
  await expect(viewPrice).toBeVisible();
  await tabUntil(page, viewPrice);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await logInByKeyboard(page, email);
  await expect(page).toHaveURL(/\/soil-saver-costing-product$/);
  await expect(main(page).getByRole("combobox", { name: "Company" }).locator("option:checked")).toHaveText("OJML");
  await expect(main(page).getByRole("table", { name: "Prices" }).getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await page.context().close();
});
