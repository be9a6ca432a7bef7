/**
 * The staff inbox in Chromium: a member's quote request arrives as received, staff filter,
 * open and mark it answered, and the member's My enquiries page then shows it answered.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { logInAsStaff } from "./staff";

test.setTimeout(180_000);

test("staff filter the inbox, open a quote request and mark it answered; the member sees it answered", async ({ browser }) => {
  const memberPage = await newPage(browser);
  const email = uniqueEmail("inbox-member");
  await registerByApi(memberPage, "Inbox Buyer", email);
  const login = await memberPage.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const { token, data } = (await login.json()) as { token: string; data: unknown };
  const sent = await memberPage.request.post("/api/api_quote_request", {
    data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "12", message: "Inbox journey" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(201);
  const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;

  const page = await newPage(browser);
  await logInAsStaff(page);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeFocused();
  await page.getByLabel("Show").selectOption({ label: "Received" });
  await expect(page.getByRole("button", { name: `Open ${reference}` })).toBeVisible();
  await expectNoAxeViolations(page, "inbox, received");

  await page.getByRole("button", { name: `Open ${reference}` }).click();
  const opened = page.getByRole("heading", { level: 2, name: new RegExp(`^${reference}: `) });
  await expect(opened).toBeFocused();
  await expect(page.getByText("Inbox journey")).toBeVisible();
  await expectNoAxeViolations(page, "inbox, one opened");
  await page.getByRole("button", { name: "Mark answered" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is marked answered" })).toHaveText(`${reference} is marked answered`);
  // The pressed button is gone: focus is on the words that say what happened, not the page (issue 26).
  await expect(page.getByRole("status").filter({ hasText: "is marked answered" })).toBeFocused();
  await expectNoAxeViolations(page, "inbox, marked answered");
  await page.getByLabel("Show").selectOption({ label: "Answered" });
  await expect(page.getByRole("button", { name: `Open ${reference}` })).toBeVisible();

  // The member's own page, logged in as the site stores a session.
  await memberPage.goto("/");
  await memberPage.evaluate(
    ([stored, user]) => {
      localStorage.setItem("token", stored as string);
      localStorage.setItem("user", JSON.stringify(user));
    },
    [token, data],
  );
  await memberPage.goto("/my-enquiries");
  await expect(memberPage.getByRole("row", { name: new RegExp(reference) })).toContainText("Answered");
  await page.context().close();
  await memberPage.context().close();
});
