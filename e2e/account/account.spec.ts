/**
 * The account page (/account) by keyboard alone, with axe in every state: rename, change the
 * password (the other sessions end, this one stays), log out everywhere, delete after typing
 * the email. Each action confirms on the page in a status region; a visitor is asked to log in.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, logInByKeyboard, newPage, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { expectNotices, noticesSeen, watchNotices } from "../notices";

test.describe.configure({ timeout: 150_000 });

const main = (page: Page) => page.getByRole("main");

/** A registered member, logged in through the form by keyboard, on /account. */
async function memberOnAccountPage(page: Page, name: string): Promise<string> {
  const email = uniqueEmail("account");
  await registerByApi(page, name, email);
  await logInByKeyboard(page, email);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await expect(main(page).getByText(email, { exact: true }).first()).toBeVisible();
  return email;
}

async function otherSession(page: Page, email: string, password = PASSWORD): Promise<string> {
  const reply = await page.request.post("/api/api_login", { data: { email, password } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

const accountStatus = (page: Page, token: string) =>
  page.request.get("/api/api_account", { headers: { authorization: `Bearer ${token}` } }).then((reply) => reply.status());

/** Selects what a field holds and types `text` over it. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("a visitor is asked to log in", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/account");
  const outcome = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "You are not logged in" }) });
  await expect(outcome).toBeVisible();
  // What the page shows as it loads takes no focus (issue 26): focus stays where loading put it.
  await expect(outcome).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectNoAxeViolations(page, "account: visitor");
  await tabUntil(page, outcome.getByRole("link", { name: "Log in" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Account Login" })).toBeVisible();
  await page.context().close();
});

test("rename by keyboard: a blank name refused on its field, then confirmed and shown in the header", async ({ browser }) => {
  const page = await newPage(browser);
  await memberOnAccountPage(page, "Jamal Hossain");
  await expectNoAxeViolations(page, "account: loaded");

  const name = page.getByRole("textbox", { name: /^Full Name/ });
  await tabUntil(page, name);
  await retype(page, "   ");
  await page.keyboard.press("Enter");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").first()).toContainText("Enter your name");
  await expectNoAxeViolations(page, "account: name refused");

  await tabUntil(page, name);
  await retype(page, "Jamal Uddin Hossain");
  await tabUntil(page, page.getByRole("button", { name: "Save name" }), 3);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Your name is now Jamal Uddin Hossain" })).toBeVisible();
  await expect(main(page).getByRole("definition").first()).toHaveText("Jamal Uddin Hossain");
  await expect(page.getByRole("banner")).toContainText("Jamal Uddin Hossain");
  await expectNoAxeViolations(page, "account: renamed");
  await page.context().close();
});

test("change password by keyboard: wrong current one, passwords differ, then changed; the other session ends, this one stays", async ({ browser }) => {
  const page = await newPage(browser);
  await watchNotices(page);
  const email = await memberOnAccountPage(page, "Shirin Sultana");
  await noticesSeen(page); // the login's toast at home: e2e/site/toasts.spec.ts
  const other = await otherSession(page, email);

  const current = page.getByLabel(/^Current Password/);
  const next = page.getByLabel(/^New Password/);
  const confirm = page.getByLabel(/^Confirm New Password/);
  await tabUntil(page, current);
  await page.keyboard.type("not-my-password-1");
  await page.keyboard.press("Tab");
  await page.keyboard.type("white-jute-tossa-2026");
  await page.keyboard.press("Tab");
  await page.keyboard.type("white-jute-tossa-2026");
  await page.keyboard.press("Enter");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").first()).toContainText("That is not your current password");
  await expectNoAxeViolations(page, "account: wrong current password");

  await tabUntil(page, current);
  await retype(page, PASSWORD);
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await retype(page, "white-jute-tossa-2027");
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "account: passwords differ");

  await tabUntil(page, confirm);
  await retype(page, "white-jute-tossa-2026");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed. Your other sessions have ended; this one stays." })).toBeVisible();
  // The form was rebuilt under the pressed button: focus is on the message, not the page (issue 26).
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeFocused();
  // The fields are emptied for the next change.
  await expect(current).toHaveValue("");
  await expectNoAxeViolations(page, "account: password changed");

  expect(await accountStatus(page, other)).toBe(401);
  await page.reload();
  await expect(main(page).getByText(email, { exact: true }).first()).toBeVisible();
  expect((await page.request.post("/api/api_login", { data: { email, password: "white-jute-tossa-2026" } })).status()).toBe(200);
  // Issue 26: every outcome of this journey is said by the page; no toast over it.
  await expectNotices(page, [], "account: password refused, then changed");
  await page.context().close();
});

test("log out everywhere by keyboard: every session ends, this one included", async ({ browser }) => {
  const page = await newPage(browser);
  const email = await memberOnAccountPage(page, "Rafiq Islam");
  const other = await otherSession(page, email);

  await tabUntil(page, page.getByRole("button", { name: "Log out everywhere" }));
  await page.keyboard.press("Enter");
  const outcome = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "You are logged out everywhere" }) });
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(/Logged out everywhere: 2 sessions ended/);
  await expect(page.getByRole("banner").getByRole("link", { name: /Login/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "account: logged out everywhere");
  expect(await accountStatus(page, other)).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.context().close();
});

test("delete by keyboard: only after typing the account's email; then logged out, unable to log in", async ({ browser }) => {
  const page = await newPage(browser);
  await watchNotices(page);
  const email = await memberOnAccountPage(page, "Delwar Hossain");
  await noticesSeen(page); // the login's toast at home: e2e/site/toasts.spec.ts

  const typed = page.getByRole("textbox", { name: /^Type your email to confirm/ });
  await tabUntil(page, typed);
  await page.keyboard.type("someone.else@example.com");
  await page.keyboard.press("Enter");
  await expect(typed).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").first()).toContainText("Type the email of this account exactly to confirm");
  await expectNoAxeViolations(page, "account: delete not confirmed");

  await tabUntil(page, typed);
  await retype(page, email);
  await page.keyboard.press("Enter");
  const outcome = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Your account has been deleted" }) });
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText("Your account has been deleted and you are logged out");
  await expectNoAxeViolations(page, "account: deleted");
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expect((await page.request.post("/api/api_login", { data: { email, password: PASSWORD } })).status()).toBe(401);
  // Issue 26: every outcome of this journey is said by the page; no toast over it.
  await expectNotices(page, [], "account: delete refused, then deleted");
  await page.context().close();
});

test("company and country by keyboard: saved, with the message saying proformas print them, and shown in the details", async ({ browser }) => {
  const page = await newPage(browser);
  await memberOnAccountPage(page, "Maria de Vries");
  const company = page.getByRole("textbox", { name: /^Company/ });
  await tabUntil(page, company);
  await page.keyboard.type("Rotterdam Sacks B.V.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Netherlands");
  await tabUntil(page, page.getByRole("button", { name: "Save company" }), 3);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Your company and country are saved: new proformas print them" })).toBeVisible();
  await expect(main(page).getByRole("definition").filter({ hasText: "Rotterdam Sacks B.V." })).toBeVisible();
  await expect(main(page).getByRole("definition").filter({ hasText: "Netherlands" })).toBeVisible();
  await expectNoAxeViolations(page, "account: company saved");
  await page.context().close();
});
