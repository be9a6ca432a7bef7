/**
 * From a quote request to an accepted offer, in Chromium against the offers server (the built
 * server and site on a database of their own, a clock the test moves; offer-server.ts): a member
 * requests a quote; staff make an offer at a changed price, FOB Chattogram, with a validity
 * date; the member's mail carries the proforma PDF (its text read here); the member accepts in
 * My enquiries; both sides show Accepted at the locked price; a price list applied afterwards
 * changes nothing; an offer past its validity cannot be accepted; the PDF's verification code
 * opens a page that says the proforma is genuine and accepted, an altered code shows nothing.
 * Issue 33: the header counts the offers awaiting an answer; Accept asks first with the summary
 * (by keyboard) and the buyer gets the acceptance by mail with the proforma; on a phone (320 px)
 * the buyer asks for a new offer on the expired one, by keyboard. An axe scan in every new state.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { attachmentsOf } from "../../apps/server/test/smtp";
import { longDay, millDayPlus } from "../../packages/api/src/mill-day";
import { choose, expectNoAxeViolations, logIn, openCrxSearch, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { waitForMails } from "../mail";
import { STAFF as OFFER_STAFF } from "../servers";
import { setServerDaysAhead } from "./offer-server";

test.describe.configure({ timeout: 240_000 });

// The project's baseURL is the offers server.
const pageOn = async (browser: Browser): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })).newPage();

/** A day counted from the mill's today (the server's default MILL_TIME_ZONE): after 18:00 UTC it is already tomorrow in Dhaka. */
const day = (offsetDays: number) => millDayPlus(offsetDays);

async function staffToken(page: Page): Promise<string> {
  const login = await page.request.post("/api/api_login", { data: { email: OFFER_STAFF.email, password: OFFER_STAFF.password } });
  return ((await login.json()) as { token: string }).token;
}

test("a quote request becomes an accepted offer with a proforma the buyer's bank can verify", async ({ browser }) => {
  // The member requests a quote from the CRX search.
  const member = await pageOn(browser);
  const email = uniqueEmail("offer-buyer");
  await registerByApi(member, "Nasrin Akter", email);
  await member.goto("/login");
  await logIn(member, email);
  await expect(member.getByRole("banner").getByRole("link", { name: "My enquiries" })).toBeVisible();
  await openCrxSearch(member);
  await choose(member, /Count/, "8");
  await member.getByRole("button", { name: "Submit" }).click();
  const row = member.getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ }).first();
  await row.getByRole("button", { name: "Request a quote" }).click();
  const dialog = member.getByRole("dialog", { name: /Request a quote: CRX/ });
  await dialog.getByRole("textbox", { name: "Quantity" }).fill("26");
  await dialog.getByRole("button", { name: "Send request" }).click();
  const sent = dialog.getByRole("status").filter({ hasText: /Quote request E-\d{4}-\d{6} received/ });
  await expect(sent).toBeVisible();
  const reference = /E-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0] ?? "";
  await member.keyboard.press("Escape");

  // Staff open it and make an offer at a changed price, FOB Chattogram, valid 10 days.
  const staff = await pageOn(browser);
  await staff.goto("/login");
  await staff.getByRole("textbox", { name: /Email Address/ }).fill(OFFER_STAFF.email);
  await staff.getByLabel(/^Password/).fill(OFFER_STAFF.password);
  await staff.getByRole("button", { name: "Login" }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Enquiries" }).click();
  await staff.getByRole("button", { name: `Open ${reference}` }).click();
  await expect(staff.getByRole("heading", { level: 3, name: "Offers" })).toBeVisible();
  await expect(staff.getByText("No offer made on this request yet.")).toBeVisible();
  await expectNoAxeViolations(staff, "staff offers: none");
  await staff.getByRole("button", { name: "Make an offer" }).click();
  await expect(staff.getByRole("heading", { level: 3, name: "New offer" })).toBeFocused();
  await expect(staff.getByRole("combobox", { name: /Delivery term/ }).locator("option:checked")).toHaveText(/^FOB/);
  await expect(staff.getByRole("combobox", { name: /Port of loading/ }).locator("option:checked")).toHaveText("Chattogram");
  await expectNoAxeViolations(staff, "staff offers: editing");

  // A validity date in the past is refused by the server, the form kept.
  const validUntil = day(10);
  await staff.getByRole("textbox", { name: /Unit price/ }).fill("1525.5");
  await staff.getByRole("textbox", { name: /Quantity/ }).fill("26");
  await staff.getByLabel(/Valid until/).fill(day(-3));
  await staff.getByRole("textbox", { name: /Shipment period/ }).fill("January 2027");
  await staff.getByRole("textbox", { name: /Packing/ }).fill("Pressed bales of 250 kg");
  await staff.getByRole("button", { name: "Send offer" }).click();
  await expect(staff.getByRole("alert").filter({ hasText: /Choose today \(\d{4}-\d{2}-\d{2}\) or a later day for the offer to be valid until/ })).toBeVisible();
  await expectNoAxeViolations(staff, "staff offers: refused");
  await staff.getByLabel(/Valid until/).fill(validUntil);
  await staff.getByRole("button", { name: "Send offer" }).click();
  await expect(staff.getByRole("status").filter({ hasText: /Offer PI-\d{4}-\d{6}-1 sent to Nasrin Akter/ })).toBeVisible();
  const number = `PI-${reference.slice(2)}-1`;
  const staffRow = staff.getByRole("row", { name: new RegExp(number) });
  await expect(staffRow).toContainText("Sent, awaiting the buyer");
  await expectNoAxeViolations(staff, "staff offers: sent");

  // The member's mail: the proforma attached, its text read.
  const [mail] = await waitForMails(1, (received) => received.to.includes(email) && /Our offer/.test(received.headers.subject ?? ""));
  expect(mail?.headers["reply-to"]).toContain("export@sonalijutegroup.com.bd");
  if (!mail) throw new Error("no offer mail");
  const [pdf] = attachmentsOf(mail);
  expect(pdf).toMatchObject({ filename: `proforma-${number}.pdf`, contentType: "application/pdf" });
  const text = (await new PDFParse({ data: new Uint8Array(pdf?.content ?? []) }).getText()).text;
  expect(text).toContain(number);
  expect(text).toContain("CRX Jute Yarn");
  expect(text).toContain("26 MT");
  expect(text).toContain("USD 39,663.00");
  expect(text).toContain("FOB Chattogram");
  expect(text).toContain(longDay(validUntil));
  const code = /Verification code: ([A-Za-z0-9_-]{22})/.exec(text)?.[1] ?? "";
  expect(code).toHaveLength(22);

  // The member accepts in My enquiries; the header counts the offer awaiting an answer.
  await member.getByRole("banner").getByRole("link", { name: "My enquiries" }).click();
  await expect(member.getByRole("heading", { level: 1, name: "My enquiries" })).toBeVisible();
  const offer = member.getByRole("article", { name: new RegExp(number) });
  await expect(offer).toContainText("Awaiting your answer");
  await expect(offer).toContainText("USD 1,525.50 per MT");
  const header = member.getByRole("banner");
  await expect(header.getByRole("link", { name: "My enquiries, 1 offer awaits your answer" })).toBeVisible();
  // The header has a status per count (My enquiries, the quote list): the offers are said in My enquiries'.
  await expect(header.getByRole("status").filter({ hasText: /offer/ })).toHaveText("1 offer awaits your answer");
  await expectNoAxeViolations(member, "my offers: awaiting an answer");
  await offer.getByRole("button", { name: `Ask for a change to ${number}` }).click();
  await expect(offer.getByRole("textbox", { name: "What should change" })).toBeVisible();
  await expectNoAxeViolations(member, "my offers: asking for a change");
  await offer.getByRole("button", { name: "Cancel" }).click();
  // By keyboard: Accept asks first, with the summary; "Accept and lock the price" answers.
  const accept = offer.getByRole("button", { name: `Accept offer ${number}` });
  await tabUntil(member, accept);
  await member.keyboard.press("Enter");
  const asking = member.getByRole("dialog", { name: `Accept offer ${number}?` });
  await expect(asking).toContainText("USD 39,663.00");
  await expect(asking).toContainText("FOB Chattogram");
  await expect(asking).toContainText(longDay(validUntil));
  await expectNoAxeViolations(member, "my offers: accept asks first (1280 px)");
  await tabUntil(member, asking.getByRole("button", { name: "Accept and lock the price" }));
  await member.keyboard.press("Enter");
  await expect(offer.getByRole("status").filter({ hasText: "accepted" })).toHaveText(`Offer ${number} accepted: the price is locked`);
  await expect(offer).toContainText("Accepted");
  await expect(offer).toContainText("Price locked: USD 39,663.00, 1 line offered");
  await expect(offer.getByRole("row", { name: /CRX Jute Yarn/ })).toContainText("USD 1,525.50 per MT");
  await expect(offer.getByRole("button", { name: /Accept offer/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "My enquiries", exact: true })).toBeVisible();
  await expect(header.getByRole("status").filter({ hasText: /offer/ })).toHaveText("No offer awaits your answer now");
  await expectNoAxeViolations(member, "my offers: accepted");

  // The buyer has the acceptance in writing, with the proforma accepted.
  const [accepted] = await waitForMails(1, (received) => received.to.includes(email) && received.headers.subject === `You accepted offer ${number} (${reference})`);
  expect(accepted?.headers["reply-to"]).toContain("export@sonalijutegroup.com.bd");
  if (!accepted) throw new Error("no acceptance mail");
  const [acceptedPdf] = attachmentsOf(accepted);
  expect(acceptedPdf).toMatchObject({ filename: `proforma-${number}.pdf`, contentType: "application/pdf" });
  expect((await new PDFParse({ data: new Uint8Array(acceptedPdf?.content ?? []) }).getText()).text).toContain("USD 39,663.00");

  // Staff see it accepted, at the same price.
  await staff.reload();
  await staff.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Enquiries" }).click();
  await staff.getByRole("button", { name: `Open ${reference}` }).click();
  await expect(staff.getByRole("row", { name: new RegExp(number) })).toContainText("Accepted");
  // The panel's row gives the lines and the total (26 MT at 1,525.50 USD); the line's own price is on the buyer's card and the proforma.
  await expect(staff.getByRole("row", { name: new RegExp(number) })).toContainText("1 line offered");
  await expect(staff.getByRole("row", { name: new RegExp(number) })).toContainText("USD 39,663.00");
  await expect(staff.getByRole("button", { name: "Make an offer" })).toHaveCount(0);
  await expectNoAxeViolations(staff, "staff offers: accepted");

  // A price list applied afterwards (every ex-mill price doubled) leaves the offer as accepted.
  const token = await staffToken(staff);
  const auth = { authorization: `Bearer ${token}` };
  const exported = ((await (await staff.request.get("/api/staff/prices/export", { headers: auth })).json()) as { data: { csv: string } }).data.csv;
  const lines = exported.split("\r\n");
  const doubled = [lines[0], ...lines.slice(1).filter(Boolean).map((line) => line.replace(/,([\d.]+)$/, (_m, price: string) => `,${(Number(price) * 2).toFixed(2)}`))].join("\r\n");
  const upload = { file_name: "doubled.csv", csv: doubled, effective_from: day(0) };
  const preview = await staff.request.post("/api/staff/prices/preview", { data: upload, headers: auth });
  const { version, preview_id } = ((await preview.json()) as { data: { version: number; preview_id: string } }).data;
  // Every price doubles: beyond ±25%, so the flagged lines are confirmed.
  const applied = await staff.request.post("/api/staff/prices/apply", { data: { ...upload, version, preview_id, confirm_flagged: true }, headers: auth });
  expect(applied.status(), await applied.text()).toBe(200);
  await member.reload();
  await expect(member.getByRole("article", { name: new RegExp(number) })).toContainText("Price locked: USD 39,663.00, 1 line offered");
  await expect(member.getByRole("article", { name: new RegExp(number) }).getByRole("row", { name: /CRX Jute Yarn/ })).toContainText("USD 1,525.50 per MT");

  // The verification page: genuine and accepted; an altered code shows nothing.
  const bank = await pageOn(browser);
  await bank.goto(`/verify/${code}`);
  await expect(bank.getByRole("heading", { level: 1, name: `Proforma ${number} is genuine` })).toBeVisible();
  await expect(bank.getByText("Status: Accepted.")).toBeVisible();
  await expect(bank.getByRole("row", { name: /Total/ })).toContainText("USD 39,663.00");
  await expectNoAxeViolations(bank, "verify: genuine");
  await bank.goto(`/verify/${code.slice(0, -1)}${code.endsWith("x") ? "y" : "x"}`);
  await expect(bank.getByRole("heading", { level: 1, name: "No proforma matches this code" })).toBeVisible();
  await expect(bank.getByText(number)).toHaveCount(0);
  await expectNoAxeViolations(bank, "verify: wrong code");
  await bank.context().close();

  // A second request, offered valid until tomorrow; two days later it shows expired and the
  // server refuses to accept it.
  const login = await member.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const memberAuth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const second = await member.request.post("/api/api_quote_request", {
    data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "13" },
    headers: memberAuth,
  });
  const secondReference = ((await second.json()) as { data: { reference: string } }).data.reference;
  const inbox = ((await (await staff.request.get("/api/staff/enquiries", { headers: auth })).json()) as { data: { id: string; reference: string }[] }).data;
  const enquiryId = inbox.find((entry) => entry.reference === secondReference)?.id ?? "";
  const made = await staff.request.post("/api/staff/offers", {
    data: { enquiry_id: enquiryId, seen_version: "0", lines: [{ request_line: 1, unit_price: "1500", quantity: "13" }], incoterm: "FOB", place: "Mongla", valid_until: day(1), payment_terms: "cad", shipment_period: "February 2027", packing: "Bales" },
    headers: auth,
  });
  expect(made.status()).toBe(201);
  const expiring = ((await made.json()) as { data: { id: string; number: string } }).data;
  await setServerDaysAhead(2);
  try {
    // On a phone (320 px), by keyboard: the expired offer cannot be accepted; a new one is asked for.
    await member.setViewportSize({ width: 320, height: 640 });
    await member.reload();
    const expired = member.getByRole("article", { name: new RegExp(expiring.number) });
    await expect(expired).toContainText("Expired");
    await expect(expired.getByRole("button", { name: /Accept offer/ })).toHaveCount(0);
    await expectNoAxeViolations(member, "my offers: expired (320 px)");
    const refused = await member.request.post("/api/api_offer_accept", { data: { offer_id: expiring.id }, headers: memberAuth });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/expired on/);
    await tabUntil(member, expired.getByRole("button", { name: `Ask for a new offer in place of ${expiring.number}` }));
    await member.keyboard.press("Enter");
    const back = expired.getByRole("status").filter({ hasText: `Your request ${secondReference} is back with the mill` });
    await expect(back).toBeFocused();
    await expect(expired).toContainText("New offer asked for on");
    await expect(expired.getByRole("button", { name: /Ask for a new offer/ })).toHaveCount(0);
    await expectNoAxeViolations(member, "my offers: a new offer asked for (320 px)");
  } finally {
    await setServerDaysAhead(0);
  }
  // The request is back in the staff inbox (asked on the clock as it is again: the staff login's token holds).
  const reopened = ((await (await staff.request.get("/api/staff/enquiries", { headers: auth })).json()) as { data: { reference: string; status: string; reopened_by: string }[] }).data;
  expect(reopened.find((entry) => entry.reference === secondReference)).toMatchObject({ status: "received", reopened_by: `${email} (asked for a new offer)` });

  await member.context().close();
  await staff.context().close();
});
