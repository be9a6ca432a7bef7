/**
 * Words for people and states told (issue 26): one error summary for a form's own check (no
 * browser bubble, no field name), titles that follow the state with "Error: " for failures,
 * "You are logged out" after Logout, a used reset link refused as its page opens, /account
 * logged out leaving focus alone, and Products Cost > Jute Bags reaching the hessian bag too.
 * Axe in each new state.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { settled } from "../settle";

const SUFFIX = " | Sonali Jute Group";

test("login with empty fields: our words in a summary that takes focus, the fields marked and described, the title says Error", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/login");
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible();
  await expect(page.locator("form.account-form")).toHaveAttribute("novalidate", "");
  await login.click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Enter your email address");
  await expect(summary).toContainText("Enter your password");
  await expect(summary).not.toContainText("Please fill");
  await expect(page.locator(".jute-error-summary")).toBeFocused();
  const email = page.getByRole("textbox", { name: /Email Address/ });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter your email address");
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page, "login: empty fields refused");

  // The summary's link leads to the field; a bad address is told in words, not by the browser.
  await summary.getByRole("link", { name: "Enter your email address" }).click();
  await expect(email).toBeFocused();
  await page.keyboard.type("rahim@");
  await login.click();
  await expect(summary).toContainText("Enter an email address such as name@example.com");
  await page.context().close();
});

test("sign-up with different passwords says so in plain words, in the same summary", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/register");
  await page.getByRole("textbox", { name: /Full Name/ }).fill("Plain Words");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(uniqueEmail("words"));
  await page.getByLabel(/^Enter Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(`${PASSWORD}-x`);
  await page.getByRole("button", { name: "Sign Up" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: "The passwords do not match" })).toBeVisible();
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "sign-up: passwords differ");
  await page.context().close();
});

test("forgot password: the title follows the state (Check your mail)", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(uniqueEmail("title"));
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  await expect(page).toHaveTitle(`Check your mail${SUFFIX}`);
  await page.context().close();
});

test("a reset link that cannot be used is refused as the page opens, before a password is typed; the title starts with Error", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`/reset-password#token=${"B".repeat(43)}`);
  const refused = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "This link cannot be used" }) });
  await expect(refused).toBeFocused();
  await expect(page.getByLabel(/^New Password/)).toHaveCount(0);
  await expect(page).toHaveTitle(`Error: This link cannot be used${SUFFIX}`);
  await expectNoAxeViolations(page, "reset: link refused on opening");
  await page.context().close();
});

test("Logout says 'You are logged out'; /account logged out leaves focus where the page put it", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("logout");
  await registerByApi(page, "Logout Words", email);
  await page.goto("/login");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("banner")).toContainText("Logout Words");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "after logout");

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await settled(page);
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
  await expectNoAxeViolations(page, "account: logged out");
  await page.context().close();
});

test("Products Cost > Jute Bags lists both kinds of bag, and Hessian Bags reaches the hessian bag lookup", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/");
  const cost = page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products Cost", exact: true });
  await cost.click();
  const panel = page.locator(`[id="${await cost.getAttribute("aria-controls")}"]`);
  await panel.getByRole("link", { name: /Jute Bags/ }).click();
  await expect(page).toHaveURL(/\/bag-costing$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /Sacking Bags/ })).toBeVisible();
  await main.getByRole("link", { name: /Hessian Bags/ }).click();
  await expect(page).toHaveURL(/\/bag-costing-product$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Hessian Bag/);
  await expectNoAxeViolations(page, "hessian bag lookup from the Products Cost menu");
  await page.context().close();
});
