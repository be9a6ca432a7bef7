/**
 * Enquiries end to end in Chromium against the built site and server, the mail read from the
 * run's SMTP catcher (../mail.ts): the contact form and a quote request, by keyboard alone, with
 * an axe scan of every state, and the mail they send; My enquiries lists both.
 */
import { expect, test, type Page } from "@playwright/test";
import { formatMoney, totalPrice } from "../../packages/api/src/contract/pricing";
import { choose, expectNoAxeViolations, logIn, newPage, openCrxSearch, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { waitForMails } from "../mail";
import { expectNotices, untilNoticeSeen, watchNotices } from "../notices";

test.describe.configure({ timeout: 120_000 });

/** Types into the focused field as a keyboard user does. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  await tabUntil(page, field);
  await page.keyboard.type(text);
}

test("the contact form: errors on their fields, then sent with a reference that reaches the mill", async ({ browser }) => {
  const page = await newPage(browser);
  await watchNotices(page);
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "contact: editing");

  // Send with nothing typed: no request, the summary takes focus, errors sit on their fields.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("api_enquiry")) requests.push(request.url());
  });
  await tabUntil(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");
  const summary = page.locator(".jute-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Enter your name" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page, "contact: errors");

  const email = uniqueEmail("contact");
  const message = `Please send your terms for 10 oz hessian, 40 inches, 50,000 metres (${email}).`;
  // The summary's first link leads to Name.
  await tabUntil(page, summary.getByRole("link", { name: "Enter your name" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Rahim Traders");
  await typeInto(page, "Email", email);
  await typeInto(page, "Subject", "Hessian for export");
  await typeInto(page, "Message", message);

  // The network fails: what was typed stays, the summary says so.
  await page.route("**/api/api_enquiry", (route) => route.abort("internetdisconnected"));
  await tabUntil(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("could not be sent");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(message);
  await expectNoAxeViolations(page, "contact: failed");
  await page.unroute("**/api/api_enquiry");

  // A robot fills the hidden field: the server refuses, the summary says why.
  const honeypot = page.locator("#contact-website");
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await tabUntil(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");
  await expect(summary).toContainText("This enquiry was not accepted");
  await expectNoAxeViolations(page, "contact: refused");
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = ""));

  await tabUntil(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");

  const confirmation = page.getByRole("status").filter({ hasText: /Enquiry E-\d{4}-\d{6} received: we answer within two working days\./ });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
  await expectNoAxeViolations(page, "contact: sent");
  const reference = /E-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? "")?.[0] ?? "";

  const mails = await waitForMails(2, (mail) => mail.headers["x-reference"] === reference);
  const toMill = mails.find((mail) => mail.to.includes("sales@e2e.example"));
  expect(toMill?.text).toContain(message);
  expect(toMill?.headers.subject).toBe(`Enquiry ${reference}: Hessian for export`);
  expect(mails.find((mail) => mail.to.includes(email))?.text).toContain(reference);
  // Issue 26: every outcome of this journey is said by the page; no toast over it.
  await expectNotices(page, [], "contact: refused, then sent");
  await page.context().close();
});

test("a member requests a quote by keyboard; the mill gets the server's price; My enquiries lists it", async ({ browser }) => {
  const page = await newPage(browser);
  await watchNotices(page);
  const email = uniqueEmail("quote");
  await registerByApi(page, "Ayesha Rahman", email);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page.getByRole("banner").getByText("Ayesha Rahman")).toBeVisible();
  // The login's toast is seen before the search's full page load ends it (1 CI run in 2 moved on first).
  await untilNoticeSeen(page, /^(Login successful|Successful)$/);

  await openCrxSearch(page);
  await choose(page, /Count/, "8");
  await page.getByRole("button", { name: "Submit" }).click();
  // The quote's row of the Prices table (cells: spec, mill, port, price).
  const result = page.getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ });
  const price = (await result.getByText(/^\$[\d,]+\.\d\d$/).textContent()) ?? "";
  const port = (await result.getByRole("cell").nth(2).textContent()) ?? "";
  const button = result.getByRole("button", { name: "Request a quote" });
  await expect(button).toBeVisible();

  await tabUntil(page, button);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Request a quote: CRX/ });
  await expect(dialog).toBeVisible();
  const quantity = dialog.getByRole("textbox", { name: "Quantity" });
  await expect(quantity).toBeFocused();
  await expect(dialog.getByText("A 20' container holds about 13 MT, a 40' about 26 MT.")).toBeVisible();
  await expectNoAxeViolations(page, "quote: editing");

  await page.keyboard.type("lots");
  await tabUntil(page, dialog.getByRole("button", { name: "Send request" }));
  await page.keyboard.press("Enter");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.locator(".jute-error-summary")).toBeFocused();
  await expectNoAxeViolations(page, "quote: error");

  await quantity.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("26");
  const unit = Number(price.replace(/[$,]/g, ""));
  const total = formatMoney(totalPrice(unit, 26));
  await expect(dialog.getByText(`Indicative total: ${total}`)).toBeVisible();
  await expect(dialog.getByText("Comes to about 2 x 20' or 1 x 40' full container loads.")).toBeVisible();
  await typeInto(page, "Message (optional)", "Loading in March, please.");

  // The network fails: the dialog stays, with what was typed, and says so.
  await page.route("**/api/api_quote_request", (route) => route.abort("internetdisconnected"));
  await tabUntil(page, dialog.getByRole("button", { name: "Send request" }));
  await page.keyboard.press("Enter");
  await expect(dialog.locator(".jute-error-summary")).toContainText("could not be sent");
  await expect(quantity).toHaveValue("26");
  await expectNoAxeViolations(page, "quote: failed");
  await page.unroute("**/api/api_quote_request");

  // The server refuses (the price was withdrawn meanwhile): its words stay in the dialog, with
  // what was typed. The reply is the server's own refusal for a spec without a price.
  const noPrice = "There is no price in force for this spec at this mill: ask us through the contact form instead";
  await page.route("**/api/api_quote_request", (route) => route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ success: false, msg: noPrice }) }));
  await tabUntil(page, dialog.getByRole("button", { name: "Send request" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(noPrice).first()).toBeVisible();
  await expect(quantity).toHaveValue("26");
  await expectNoAxeViolations(page, "quote: refused");
  await page.unroute("**/api/api_quote_request");

  await tabUntil(page, dialog.getByRole("button", { name: "Send request" }));
  await page.keyboard.press("Enter");

  const sent = dialog.getByRole("status").filter({ hasText: /Quote request E-\d{4}-\d{6} received/ });
  await expect(sent).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Request sent" })).toBeFocused();
  await expect(sent).toContainText(`26 MT at the price in force today: ${total}`);
  await expectNoAxeViolations(page, "quote: sent");
  const reference = /E-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0] ?? "";

  const mails = await waitForMails(2, (mail) => mail.headers["x-reference"] === reference);
  const toMill = mails.find((mail) => mail.to.includes("sales@e2e.example"))?.text ?? "";
  expect(toMill).toContain("Product: CRX Jute Yarn");
  expect(toMill).toContain(`Priced to: ${port.trim()} (the mill's truck fare to the port included`);
  expect(toMill).toContain("Quantity: 26 MT");
  expect(toMill).toContain(`Unit price: USD ${price.replace("$", "")} per MT`);
  expect(toMill).toContain("Loading in March, please.");

  // Close by keyboard: focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.goto("/my-enquiries");
  await expect(page.getByRole("heading", { level: 1, name: "My enquiries" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Quote request: CRX Jute Yarn");
  await expect(row).toContainText("26 MT");
  await expect(row).toContainText("Received");
  await expectNoAxeViolations(page, "my enquiries: results");
  // Issue 26: the login's toast covered nothing; every other outcome was said by the page alone.
  await expectNotices(page, [{ role: "status", text: /^(Login successful|Successful)$/ }], "quote request: refused, failed, sent (the login's toast alone)");
  await page.context().close();
});

test("a visitor sees View Price and no Request a quote; My enquiries asks to log in", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/bag-costing-product");
  const table = page.getByRole("table", { name: "Prices" });
  await expect(table.getByRole("link", { name: "View Price" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Request a quote" })).toHaveCount(0);

  await page.goto("/my-enquiries");
  await expect(page.getByText("Log in to see your enquiries.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toBeVisible();
  await expectNoAxeViolations(page, "my enquiries: logged out");
  await page.context().close();
});
