/**
 * The same words on both sides (issues 21 and 26): a form's own check says, for a bad input, the
 * very sentence the server answers for the same input, because both take it from the contract
 * (`packages/api/src/contract/messages.ts`). Each case types the input into the form, reads the
 * message the form puts on the field, then sends the same body to the API and compares: the
 * server's `msg` is the form's words, beside the field's wire name and the code.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage } from "../flows/helpers";

const CONTACT = { name: "Rahim Traders", email: "rahim@traders.example", subject: "Hessian for export", message: "Please send your terms for 10 oz hessian." };

/** Fills the contact form with `body`, presses Send, and returns what the form says on `label`'s field. */
async function contactFormSays(page: Page, body: typeof CONTACT, label: string): Promise<string> {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const [field, value] of [["Name", body.name], ["Email", body.email], ["Subject", body.subject], ["Message", body.message]] as const) {
    await page.getByRole("textbox", { name: field, exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Send" }).click();
  const field = page.getByRole("textbox", { name: label, exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const described = await field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .filter(Boolean)
      .join(" "),
  );
  return described;
}

const cases: Array<{ what: string; body: typeof CONTACT; label: string; field: string; words: string }> = [
  { what: "an address without a domain", body: { ...CONTACT, email: "rahim@traders" }, label: "Email", field: "email", words: "Enter an email address such as name@example.com" },
  { what: "a name too long", body: { ...CONTACT, name: "R".repeat(101) }, label: "Name", field: "name", words: "Your name can be at most 100 characters" },
  { what: "a message too short", body: { ...CONTACT, message: "Price?" }, label: "Message", field: "message", words: "Your message needs at least 10 characters" },
  { what: "an empty subject", body: { ...CONTACT, subject: "   " }, label: "Subject", field: "subject", words: "Enter a subject" },
];

for (const { what, body, label, field, words } of cases) {
  test(`contact form, ${what}: the form and the server say the same words`, async ({ browser }) => {
    const page = await newPage(browser);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("api_enquiry")) requests.push(request.url());
    });
    const formSays = await contactFormSays(page, body, label);
    // The form checked it itself: nothing was sent.
    expect(requests).toEqual([]);
    expect(formSays).toContain(words);
    await expectNoAxeViolations(page, `contact: ${what} refused by the form`);

    const reply = await page.request.post("/api/api_enquiry", { data: body });
    expect(reply.status()).toBe(400);
    expect(await reply.json()).toEqual({ success: false, msg: words, field, code: "invalid_input" });
    await page.context().close();
  });
}

test("login form: a malformed address is told in the same words by the form and by the server", async ({ browser }) => {
  const page = await newPage(browser);
  // The login form checks an address by the browser's rule, which refuses "rahim@" (and takes
  // "rahim@traders", which only the server refuses): either way the words are the contract's.
  await page.goto("/login");
  await page.getByRole("textbox", { name: /Email Address/ }).fill("rahim@");
  await page.getByLabel(/^Password/).fill("whatever-password");
  await page.getByRole("button", { name: "Login" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Enter an email address such as name@example.com");
  const reply = await page.request.post("/api/api_login", { data: { email: "rahim@traders", password: "whatever-password" } });
  expect(await reply.json()).toEqual({ success: false, msg: "Enter an email address such as name@example.com", field: "email", code: "invalid_input" });
  await page.context().close();
});
