/**
 * Every toast of the site, and every outcome that used to have one (issue 26), at 320 x 640 and
 * 1280 x 900, watched for its whole life by `e2e/notices.ts` (sampled every 100 ms and at each
 * scroll): a toast only where the page says nothing (a login at home, a logout, a new account),
 * one polite announcement each, in the page's flow so it never covers a control or a result;
 * where the page says the outcome itself (a refused login or sign-up, a costing lookup with no
 * data, refused, or with the network down, a product page that failed), no toast at all. Toasts
 * last under reduced motion and are dismissed by keyboard. Axe in each new state.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, logIn, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { pageAt, WIDTHS } from "../costing/helpers";
import { expectNotices, expectToastPaused, noticesSeen, toastAge, toastLifetime, watchNotices, watchToastLife } from "../notices";
import { settled } from "../settle";

/**
 * Waits until focus has stayed on one element for 30 frames: what the page moves focus to after
 * an action (the heading of a page that mounts, a menu button a closing menu returns to) has moved.
 */
async function expectFocusStill(page: Page): Promise<void> {
  await expect(async () => {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const first = document.activeElement;
          let left = 30;
          const tick = () => {
            if (document.activeElement !== first) return resolve(false);
            left -= 1;
            if (left === 0) return resolve(true);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(still, "focus stayed on one element for 30 frames").toBe(true);
  }).toPass({ timeout: 15_000 });
}

test.describe.configure({ timeout: 120_000 });

const LOGGED_IN = /^(Login successful|Successful)$/;
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });

for (const width of WIDTHS) {
  test(`at ${width} px a login from the header and a logout each get one polite toast that covers nothing`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await watchNotices(page);
    const email = uniqueEmail("toast-home");
    await registerByApi(page, "Toast Home", email);
    await page.goto("/about-us");
    await page.getByRole("banner").getByRole("link", { name: /^Login/ }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const loggedIn = notifications(page).getByRole("status").filter({ hasText: LOGGED_IN });
    await expect(loggedIn).toBeVisible();
    await expectNoAxeViolations(page, `home with the login toast at ${width} px`);
    await expectNotices(page, [{ role: "status", text: LOGGED_IN }], `login from the header at ${width} px`);

    // /login typed in directly, after a logout: the same.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    const loggedOut = notifications(page).getByRole("status").filter({ hasText: "You are logged out" });
    await expect(loggedOut).toBeVisible();
    await expectNoAxeViolations(page, `home with the logout toast at ${width} px`);
    await expectNotices(page, [{ role: "status", text: "You are logged out" }], `logout at ${width} px`);
    await page.goto("/login");
    await logIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expectNotices(page, [{ role: "status", text: LOGGED_IN }], `login from /login at ${width} px`);
    await page.context().close();
  });

  test(`at ${width} px a new account gets one toast on /login; a refused login and a taken email are said by the form alone`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await watchNotices(page);
    const email = uniqueEmail("toast-signup");
    const signUp = async () => {
      await page.goto("/register");
      await page.getByRole("textbox", { name: /Full Name/ }).fill("Toast Signup");
      await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
      await page.getByLabel(/^Enter Password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign Up" }).click();
    };
    await signUp();
    await expect(page).toHaveURL(/\/login$/);
    await expect(notifications(page).getByRole("status")).toBeVisible();
    await expectNoAxeViolations(page, `login page with the new account's toast at ${width} px`);
    // Mail is on (the e2e servers): the toast says where the confirmation link went.
    await expectNotices(page, [{ role: "status", text: new RegExp(`^Almost done: we have sent a link to ${email.replace(/[.+]/g, "\\$&")}`) }], `sign-up at ${width} px`);

    // A wrong password: the form's summary says it (focused); no toast repeats it.
    await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
    await page.getByLabel(/^Password/).fill(`${PASSWORD}-wrong`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page.locator(".jute-error-summary")).toBeFocused();
    await expectNoAxeViolations(page, `login refused at ${width} px`);
    await expectNotices(page, [], `login refused at ${width} px`);

    // The same email again: the form says it is taken; no toast.
    await signUp();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expectNoAxeViolations(page, `sign-up refused at ${width} px`);
    await expectNotices(page, [], `sign-up refused at ${width} px`);
    await page.context().close();
  });

  test(`at ${width} px a costing lookup with no data, refused, or with the network down, and a product page that failed, are said by the page alone`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await watchNotices(page);
    let answer: "empty" | "refused" | "down" = "empty";
    await page.route("**/api/api_request", async (route) => {
      if (!/(^|&)type=list(&|$)/.test(route.request().postData() ?? "")) return route.fallback();
      if (answer === "down") return route.abort();
      if (answer === "refused") return route.fulfill({ status: 429, json: { success: false, msg: "Too many requests", code: "rate_limited" } });
      return route.fulfill({ json: { success: true, msg: "No data found", data: [] } });
    });
    await page.goto("/rope-costing-product");
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Submit" });

    await submit.click();
    await expect(main.getByRole("status").filter({ hasText: /^No data found for Jute Rope/ })).toBeVisible();
    await expectNoAxeViolations(page, `rope lookup with no data at ${width} px`);
    await expectNotices(page, [], `a lookup with no data at ${width} px`);

    answer = "refused";
    await submit.click();
    await expect(main.getByRole("alert").filter({ hasText: "Too many requests" })).toBeVisible();
    await expectNoAxeViolations(page, `rope lookup refused at ${width} px`);
    await expectNotices(page, [], `a refused lookup at ${width} px`);

    answer = "down";
    await submit.click();
    await expect(main.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
    await expectNoAxeViolations(page, `rope lookup with the network down at ${width} px`);
    await expectNotices(page, [], `a lookup with the network down at ${width} px`);

    // A product page whose lookup fails: the page's alert says why, beside Try again.
    await page.goto("/product-details/27");
    await expect(main.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
    await expectNoAxeViolations(page, `product page failed at ${width} px`);
    await expectNotices(page, [], `a product page that failed at ${width} px`);
    await page.context().close();
  });

  test(`at ${width} px a toast is announced once and politely, lasts under reduced motion, and is dismissed by keyboard`, async ({ browser }) => {
    const page = await pageAt(browser, width, { reducedMotion: "reduce" });
    await watchToastLife(page);
    const email = uniqueEmail("toast-keys");
    await registerByApi(page, "Toast Keys", email);
    await page.goto("/login");
    await logIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const region = notifications(page);
    const toast = region.getByRole("status").filter({ hasText: LOGGED_IN });
    await expect(toast).toBeVisible();
    // One announcement: a polite region, the toast its only status with these words, no alert,
    // and the page's own announcer silent.
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(page.getByRole("status").filter({ hasText: LOGGED_IN })).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: LOGGED_IN })).toHaveCount(0);
    // It lasts under reduced motion: in for at least 4 s (timed in the page, from the moment it
    // came in to the moment it began to leave), then gone.
    expect(await toastLifetime(page, LOGGED_IN), "ms the toast stayed").toBeGreaterThanOrEqual(4000);
    await expect(toast).toBeHidden({ timeout: 10_000 });

    // Another one (logout, login): Alt+T takes focus to it and holds it; its close button dismisses it.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    const loggedOut = region.getByRole("status").filter({ hasText: "You are logged out" });
    await expect(loggedOut).toBeVisible();
    // The home page's heading takes focus as the page mounts (PageHeading), which may come just
    // after the toast: Alt+T once the page has settled.
    await page.waitForLoadState("networkidle");
    await settled(page);
    await expectFocusStill(page);
    await page.keyboard.press("Alt+KeyT");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".Toastify__toast")))).toBe(true);
    // Held while focus is in it: its timer stops, and it is still in once its 5 s would have run
    // out (6 s after it came in, by the page's clock).
    await expectToastPaused(page, /You are logged out/);
    await expect.poll(() => toastAge(page, /You are logged out/), { timeout: 30_000, message: "the toast has been in for 6 s" }).toBeGreaterThanOrEqual(6000);
    await expect(loggedOut, "held while focus is in it").toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".Toastify__toast"))), "focus still in the toast").toBe(true);
    await page.keyboard.press("Tab");
    const close = region.getByRole("button", { name: "close" });
    await expect(close).toBeFocused();
    await expectNoAxeViolations(page, `a toast focused by keyboard at ${width} px`);
    await page.keyboard.press("Enter");
    await expect(loggedOut).toBeHidden({ timeout: 3000 });
    await expect(page.locator(".Toastify__toast")).toHaveCount(0);
    await page.context().close();
  });
}

test("the watcher reports a toast over a control (the check itself can fail)", async ({ browser }) => {
  const page = await pageAt(browser, 320);
  await watchNotices(page);
  await page.goto("/contact-us");
  const send = page.getByRole("main").getByRole("button", { name: "Send" });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  if (!box) throw new Error("no Send button");
  // A toast as react-toastify draws one, fixed over Send for half a second.
  await page.evaluate(({ x, y }) => {
    const fake = document.createElement("div");
    fake.className = "Toastify__toast";
    fake.id = "fake-toast";
    fake.setAttribute("role", "status");
    fake.textContent = "Floating notice";
    Object.assign(fake.style, { position: "fixed", left: `${x}px`, top: `${y}px`, width: "200px", height: "40px", background: "white", zIndex: "99" });
    document.body.append(fake);
    setTimeout(() => fake.remove(), 600);
  }, { x: box.x, y: box.y });
  const record = await noticesSeen(page);
  expect(record.toasts).toEqual([{ id: "fake-toast", role: "status", text: "Floating notice" }]);
  expect(record.overlaps.map((overlap) => overlap.covers)).toContainEqual(expect.stringMatching(/^button "Send/));
  await page.context().close();
});
