/**
 * The account forms check the contract's rules before sending, by keyboard alone: a name too
 * long and a password too short are refused at once on sign-up and on /account, with no request
 * made, in the sentence the API answers for the same body (both take it from the contract's
 * request schema), through the form's focused summary and the field's description; axe in the
 * refused state.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, logInByKeyboard, newPage, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";

test.describe.configure({ timeout: 150_000 });

const LONG_NAME = "K".repeat(101);
const SHORT_PASSWORD = "jute-1";

/** The text of the elements that describe `field` (its error and its hint). */
const described = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .filter(Boolean)
      .join(" "),
  );

/** Records the calls to the API paths given, to prove none was made. */
function watchCalls(page: Page, ...paths: string[]): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (paths.some((path) => request.url().includes(path))) calls.push(request.url());
  });
  return calls;
}

/** What the API answers for `body` on `path` (the server's check, the authority). */
async function apiSays(page: Page, path: string, body: unknown, token?: string): Promise<unknown> {
  const reply = await page.request.post(`/api/${path}`, { data: body, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  expect(reply.status()).toBe(400);
  return reply.json();
}

/** Types `text` into `field`, reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabUntil(page, field);
  await page.keyboard.type(text);
}

test("sign-up: a name too long and a password too short, refused at once in the API's words", async ({ browser }) => {
  const page = await newPage(browser);
  const calls = watchCalls(page, "api_register");
  const email = uniqueEmail("rules");
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const name = page.getByRole("textbox", { name: /Full Name/ });
  const password = page.getByLabel(/^Enter Password/);
  await typeInto(page, name, LONG_NAME);
  await typeInto(page, page.getByRole("textbox", { name: /Email Address/ }), email);
  await typeInto(page, password, SHORT_PASSWORD);
  await typeInto(page, page.getByLabel(/^Confirm Password/), SHORT_PASSWORD);
  await page.keyboard.press("Enter");

  const summary = page.locator(".jute-error-summary");
  await expect(summary).toBeFocused();
  const nameWords = "Your name can be at most 100 characters";
  const passwordWords = "The password must be at least 8 characters";
  await expect(summary.getByRole("alert")).toContainText(nameWords);
  await expect(summary.getByRole("alert")).toContainText(passwordWords);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  expect(await described(name)).toContain(nameWords);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  expect(await described(password)).toContain(passwordWords);
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page, "sign-up refused by the form");

  // The server says the same for the same body (its first issue: the name), and then the password.
  expect(await apiSays(page, "api_register", { name: LONG_NAME, email, password: SHORT_PASSWORD })).toEqual({ success: false, msg: nameWords, field: "name", code: "invalid_input" });
  expect(await apiSays(page, "api_register", { name: "Karim Uddin", email, password: SHORT_PASSWORD })).toEqual({ success: false, msg: passwordWords, field: "password", code: "invalid_input" });

  // The summary's link leads to the field, by keyboard.
  await summary.getByRole("link", { name: nameWords }).focus();
  await page.keyboard.press("Enter");
  await expect(name).toBeFocused();
  await page.context().close();
});

test("/account: a new name too long and a new password too short, refused at once in the API's words", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("rules-account");
  await registerByApi(page, "Ayesha Rahman", email);
  const login = await page.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  await logInByKeyboard(page, email);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  const calls = watchCalls(page, "api_account_name", "api_account_password");

  // Rename.
  const newName = page.getByRole("main").getByRole("textbox", { name: /^Full Name/ });
  await tabUntil(page, newName);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(LONG_NAME);
  await page.keyboard.press("Enter");
  const nameWords = "Your name can be at most 100 characters";
  await expect(newName).toHaveAttribute("aria-invalid", "true");
  expect(await described(newName)).toContain(nameWords);
  await expect(page.locator(".jute-error-summary").filter({ hasText: nameWords })).toBeFocused();

  // Change password.
  const current = page.getByLabel(/^Current password/i);
  const fresh = page.getByLabel(/^New password/i);
  await typeInto(page, current, PASSWORD);
  await typeInto(page, fresh, SHORT_PASSWORD);
  await typeInto(page, page.getByLabel(/^Confirm new password/i), SHORT_PASSWORD);
  await page.keyboard.press("Enter");
  const passwordWords = "The password must be at least 8 characters";
  await expect(fresh).toHaveAttribute("aria-invalid", "true");
  expect(await described(fresh)).toContain(passwordWords);
  await expect(page.locator(".jute-error-summary").filter({ hasText: passwordWords })).toBeFocused();
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page, "account forms refused by the form");

  expect(await apiSays(page, "api_account_name", { name: LONG_NAME }, token)).toEqual({ success: false, msg: nameWords, field: "name", code: "invalid_input" });
  expect(await apiSays(page, "api_account_password", { current_password: PASSWORD, password: SHORT_PASSWORD }, token)).toEqual({ success: false, msg: passwordWords, field: "password", code: "invalid_input" });
  await page.context().close();
});
