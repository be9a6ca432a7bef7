/**
 * The staff inbox in Chromium: a member's quote request arrives as received, staff filter,
 * open and mark it answered, and the member's My enquiries page then shows it answered; staff
 * reply by keyboard (mailed, shown in My enquiries) and reopen it; times at the mill's zone.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { openStaffConsole, STAFF_STATE } from "./staff";
import { expectNotices, watchNotices } from "../notices";

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

  const page = await newPage(browser, 1280, STAFF_STATE);
  await watchNotices(page);
  await openStaffConsole(page);
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
  // Issue 26: every outcome of this journey is said by the page (the staff login by the announcer); no toast.
  await expectNotices(page, [], "inbox: filtered, opened, marked answered");

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

test("staff reply to a quote request by keyboard; the member reads it in My enquiries; staff reopen it; times at the mill", async ({ browser }) => {
  const memberPage = await newPage(browser);
  const email = uniqueEmail("reply-member");
  await registerByApi(memberPage, "Reply Buyer", email);
  const login = await memberPage.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const { token, data } = (await login.json()) as { token: string; data: unknown };
  const sent = await memberPage.request.post("/api/api_quote_request", {
    data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "20", message: "Reply journey" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(201);
  const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;

  const page = await newPage(browser, 1280, STAFF_STATE);
  await openStaffConsole(page);
  await page.goto("/staff/enquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  // The list's times are the mill's, with the zone named.
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("(Asia/Dhaka)");

  // Open it by keyboard.
  await (await tabUntil(page, page.getByRole("button", { name: `Open ${reference}` }))).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${reference}: `) })).toBeFocused();
  await expect(page.getByText(/received \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Dhaka\)/)).toBeVisible();

  // An empty reply is refused on the field, by the server's words.
  await (await tabUntil(page, page.getByRole("button", { name: "Send reply" }))).press("Enter");
  const reply = page.getByRole("textbox", { name: /^Reply/ });
  await expect(reply).toHaveAccessibleDescription(/Write the reply/);
  await expectNoAxeViolations(page, "inbox, reply refused");

  // Write it and send it, by keyboard only.
  await expect(page.getByRole("button", { name: "Send reply" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(reply).toBeFocused();
  await page.keyboard.type("We can ship 20 MT in March from Chattogram.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send reply" })).toBeFocused();
  await page.keyboard.press("Enter");
  const said = page.getByRole("status").filter({ hasText: `Reply to ${reference} sent to ${email}` });
  await expect(said).toHaveText(`Reply to ${reference} sent to ${email}; marked answered`);
  await expect(said).toBeFocused();
  await expect(page.getByText(/Answered \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Dhaka\) by e2e\.staff@mill\.example\./)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Replies sent" })).toBeVisible();
  await expect(page.locator("blockquote").filter({ hasText: "We can ship 20 MT in March from Chattogram." })).toBeVisible();
  await expectNoAxeViolations(page, "inbox, reply sent");

  // The member reads the reply in My enquiries.
  await memberPage.goto("/");
  await memberPage.evaluate(
    ([stored, user]) => {
      localStorage.setItem("token", stored as string);
      localStorage.setItem("user", JSON.stringify(user));
    },
    [token, data],
  );
  await memberPage.goto("/my-enquiries");
  await expect(memberPage.getByRole("row", { name: new RegExp(reference) })).toContainText("Answered (1 reply below)");
  await expect(memberPage.getByRole("row", { name: new RegExp(reference) })).toContainText("(Asia/Dhaka)");
  const thread = memberPage.getByRole("article", { name: new RegExp(`^${reference}: `) });
  await expect(thread.locator("blockquote")).toHaveText("We can ship 20 MT in March from Chattogram.");
  await expect(thread).toContainText(/Our reply, \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Dhaka\)/);
  await expectNoAxeViolations(memberPage, "my enquiries, a reply");

  // Staff reopen it by keyboard; it can be answered again.
  await (await tabUntil(page, page.getByRole("button", { name: "Reopen" }), 400)).press("Enter");
  const reopened = page.getByRole("status").filter({ hasText: `${reference} reopened` });
  await expect(reopened).toBeFocused();
  await expect(page.getByText(/Reopened \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Dhaka\) by e2e\.staff@mill\.example\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reply" })).toBeVisible();
  await expectNoAxeViolations(page, "inbox, reopened");
  await memberPage.reload();
  await expect(memberPage.getByRole("row", { name: new RegExp(reference) })).toContainText("Received (1 reply below)");
  await page.context().close();
  await memberPage.context().close();
});
