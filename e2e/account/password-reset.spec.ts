/**
 * A forgotten password in Chromium, by keyboard alone, mailing the run's SMTP catcher
 * (../mail.ts): ask from the login page, receive the mail, open its link, meet the password
 * policy, set a new password (every session ends), see the used link refused, log in with the
 * new password. An unknown email gets the same page and no mail. Axe in every state passed
 * through. (A link older than 30 minutes is refused: apps/server/test/password-reset.test.ts,
 * with an injected clock.)
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, tabUntil, uniqueEmail } from "../flows/helpers";
import { confirmAddressByApi } from "../address-link";
import { receivedMails, waitForMails } from "../mail";
import { MAIN_ORIGIN } from "../servers";

test.describe.configure({ timeout: 150_000 });

// The e2e server's PUBLIC_URL is its own address, so the link in the mail opens on it.
const server = {
  origin: MAIN_ORIGIN,
  /** The reset link of the newest reset mail to `email`, once `count` of them have reached it (not the sign-up's confirmation mail). */
  async resetLink(email: string, count = 1): Promise<string> {
    const mails = await waitForMails(count, (mail) => mail.to.includes(email) && /\/reset-password#token=/.test(mail.text));
    const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
    if (!link) throw new Error(`no reset link in the mail to ${email}`);
    return link;
  },
};

const NEW_PASSWORD = "hessian-and-sacking-2026";
const SENT = /^If an account exists for that address, we have sent a link to reset its password\. The link works once, within 30 minutes\.$/;

async function register(page: Page, name: string, email: string) {
  expect((await page.request.post(`${server.origin}/api/api_register`, { data: { name, email, password: PASSWORD } })).status()).toBe(201);
  await confirmAddressByApi(page, email, server.origin);
}

async function apiLogin(page: Page, email: string, password: string) {
  return page.request.post(`${server.origin}/api/api_login`, { data: { email, password } });
}

/** From the login page to the mail's "sent" reply, by keyboard. */
async function askForLink(page: Page, email: string) {
  await page.goto(`${server.origin}/login`);
  await expect(page.getByRole("textbox", { name: /Email Address/ })).toBeVisible();
  await tabUntil(page, page.getByRole("link", { name: "Forgot password?" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeFocused();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page, "forgot password: the form");
  await tabUntil(page, page.getByRole("textbox", { name: /Email Address/ }));
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  const outcome = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Check your mail" }) });
  await expect(outcome).toBeFocused();
  return outcome;
}

test("the whole reset journey by keyboard: mail, link, policy, new password, used link refused, login", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("reset");
  await register(page, "Nasima Akter", email);
  const oldSession = ((await (await apiLogin(page, email, PASSWORD)).json()) as { token: string }).token;

  const outcome = await askForLink(page, email);
  await expect(outcome.getByText(SENT)).toBeVisible();
  await expectNoAxeViolations(page, "forgot password: sent");

  const link = await server.resetLink(email);
  expect(link.startsWith(`${server.origin}/reset-password#token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  // The token leaves the address bar (and the history) as soon as the page has read it.
  await expect(page).toHaveURL(`${server.origin}/reset-password`);
  await expectNoAxeViolations(page, "reset: the form");

  const password = page.getByLabel(/^New Password/);
  const confirm = page.getByLabel(/^Confirm New Password/);
  await tabUntil(page, password);
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.type(`${NEW_PASSWORD}-typo`);
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The passwords do not match").first()).toBeVisible();
  await expectNoAxeViolations(page, "reset: passwords differ");

  // A common password: refused by the server, on the password field.
  await tabUntil(page, password);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("password123");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("password123");
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("too easy to guess");
  await expectNoAxeViolations(page, "reset: password refused");

  await tabUntil(page, password);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Password changed" }) });
  await expect(done).toBeFocused();
  await expect(done).toContainText("every session of your account has ended");
  await expectNoAxeViolations(page, "reset: done");

  // Every session ended, and the reset logged no one in.
  const account = await page.request.get(`${server.origin}/api/api_account`, { headers: { authorization: `Bearer ${oldSession}` } });
  expect(account.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expect((await apiLogin(page, email, PASSWORD)).status()).toBe(401);

  // The link a second time: refused as the page opens, before any password is typed (issue
  // 26); one message and a way to ask again.
  const again = await newPage(browser);
  await again.goto(link);
  const refused = again.getByRole("status").filter({ has: again.getByRole("heading", { name: "This link cannot be used" }) });
  await expect(refused).toBeFocused();
  await expect(again.getByLabel(/^New Password/)).toHaveCount(0);
  await expect(refused).toContainText("has been used already, has expired or is incomplete");
  await expect(refused.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await expectNoAxeViolations(again, "reset: the used link");
  await again.context().close();

  // Log in with the new password, from the page's offer.
  await tabUntil(page, page.getByRole("link", { name: "Log in with the new password" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}/login`);
  await tabUntil(page, page.getByRole("textbox", { name: /Email Address/ }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}/`);
  await expect(page.getByRole("banner")).toContainText("Nasima Akter");
  await page.context().close();
});

test("an unknown email gets the same page, and no mail", async ({ browser }) => {
  const page = await newPage(browser);
  const member = uniqueEmail("reset-known");
  const stranger = uniqueEmail("reset-stranger");
  await register(page, "Known Buyer", member);

  const strangerText = await (await askForLink(page, stranger)).innerText();
  await expectNoAxeViolations(page, "forgot password: sent to a stranger");
  const memberText = await (await askForLink(page, member)).innerText();
  expect(strangerText).toBe(memberText);

  // The member's mail arrives (asked after the stranger's); none ever went to the stranger.
  await server.resetLink(member);
  expect((await receivedMails()).filter((mail) => mail.to.includes(stranger))).toEqual([]);
  await page.context().close();
});

test("a link cut short or forged gets the one message, and a new link can be asked for", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.origin}/reset-password#token=abc`);
  const refused = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "This link cannot be used" }) });
  await expect(refused).toBeFocused();
  await expectNoAxeViolations(page, "reset: a link cut short");

  // Another page: a change of fragment alone would not load the page again.
  await page.goto(`${server.origin}/login`);
  // A forged token of the right shape: the server is asked as the page opens; no form to fill in.
  await page.goto(`${server.origin}/reset-password#token=${"A".repeat(43)}`);
  await expect(refused).toBeFocused();
  await expect(page.getByLabel(/^New Password/)).toHaveCount(0);
  await tabUntil(page, page.getByRole("link", { name: "Ask for a new link" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
  await page.context().close();
});
