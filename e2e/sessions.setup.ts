/**
 * The "setup" project: each role logs in once through the login form, and the browser's
 * storage (the session the site keeps in localStorage) is saved for the specs (sessions.ts).
 */
import { expect, test as setup, type Page } from "@playwright/test";
import { PASSWORD, registerByApi, uniqueEmail } from "./flows/helpers";
import { MAIN_ORIGIN, OFFERS_ORIGIN, STAFF } from "./servers";
import { MEMBER, MEMBER_STATE, STAFF_STATE } from "./sessions";

async function logInThroughForm(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

setup("the clerk logs in on the main and the offers server, and lands on the staff console", async ({ page }) => {
  for (const origin of [MAIN_ORIGIN, OFFERS_ORIGIN]) {
    await logInThroughForm(page, origin, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(`${origin}/staff`);
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
  }
  await page.context().storageState({ path: STAFF_STATE });
});

setup("a member logs in and sees their name in the header", async ({ page }) => {
  const email = uniqueEmail("saved-member");
  await registerByApi(page, MEMBER.name, email);
  await logInThroughForm(page, MAIN_ORIGIN, email, PASSWORD);
  await expect(page.getByRole("banner").getByText(MEMBER.name)).toBeVisible();
  await page.context().storageState({ path: MEMBER_STATE });
});
