/**
 * The offer pages in the states people are in after acting, on the offers server: a buyer on
 * a phone (320 x 640, touch) reads an offer's terms, each under its name and none squeezed into
 * a column of a few letters, with nothing scrolling sideways; the same buyer by keyboard opens
 * "Ask for a change" and types straight into its text box, cancels back to the button (Escape
 * too), accepts after the summary that asks first and lands on the line that says so; the
 * accept dialog fits a phone; the bank's verify page at 320 px keeps its bank table (and, with
 * the WCAG text spacing, the sales address) inside the screen; a clerk withdraws an offer by keyboard and lands on the line that says so;
 * a buyer whose session ended in another tab presses Accept and is told the answer did not
 * reach the mill, with the way to log in again.
 * An axe scan in every new state.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { millDayPlus } from "../../packages/api/src/mill-day";
import { expectNoAxeViolations, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { expectNoSidewaysScroll, TEXT_SPACING } from "../route-crawl/layout";
import { STAFF as OFFER_STAFF } from "../servers";
import { STAFF_STATE } from "../sessions";

test.describe.configure({ timeout: 240_000 });

/** A day counted from the mill's today (the server's default MILL_TIME_ZONE). */
const day = (offsetDays: number) => millDayPlus(offsetDays);

interface Made {
  email: string;
  memberToken: string;
  staffToken: string;
  offers: { id: string; number: string; reference: string }[];
}

/** A member with `count` quote requests, each answered by an offer (through the API). */
async function memberWithOffers(page: Page, name: string, count: number): Promise<Made> {
  const email = uniqueEmail("offer-states");
  await registerByApi(page, name, email);
  const token = async (address: string, password: string) =>
    ((await (await page.request.post("/api/api_login", { data: { email: address, password } })).json()) as { token: string }).token;
  const memberToken = await token(email, PASSWORD);
  const staffToken = await token(OFFER_STAFF.email, OFFER_STAFF.password);
  const offers: Made["offers"] = [];
  for (let i = 0; i < count; i++) {
    const requested = await page.request.post("/api/api_quote_request", {
      data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "13" },
      headers: { authorization: `Bearer ${memberToken}` },
    });
    const reference = ((await requested.json()) as { data: { reference: string } }).data.reference;
    const inbox = ((await (await page.request.get("/api/staff/enquiries", { headers: { authorization: `Bearer ${staffToken}` } })).json()) as { data: { id: string; reference: string }[] }).data;
    const made = await page.request.post("/api/staff/offers", {
      data: { enquiry_id: inbox.find((entry) => entry.reference === reference)?.id ?? "", seen_version: "0", lines: [{ request_line: 1, unit_price: "1500", quantity: "13" }], incoterm: "FOB", place: "Mongla", valid_until: day(10), payment_terms: "cad", shipment_period: "February 2027", packing: "Bales" },
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(made.status()).toBe(201);
    offers.push({ ...((await made.json()) as { data: { id: string; number: string } }).data, reference });
  }
  return { email, memberToken, staffToken, offers };
}

/** A page at 320 px with touch (`phone`) or 1280 px; `storageState`: a saved login (../sessions.ts). */
async function pageOn(browser: Browser, phone: boolean, storageState?: string): Promise<Page> {
  // The project's baseURL is the offers server.
  const context = await browser.newContext({
    storageState,
    reducedMotion: "reduce",
    ...(phone ? { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 900 } }),
  });
  return context.newPage();
}

async function logInAs(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** How many lines the text of an element is laid out on. */
const linesOf = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a buyer on a phone reads each term of an offer under its name, nothing sideways", async ({ browser }) => {
  const page = await pageOn(browser, true);
  const made = await memberWithOffers(page, "Nasrin Akter", 1);
  await logInAs(page, made.email, PASSWORD);
  await expect(page.getByRole("banner").getByRole("link", { name: "My enquiries" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "My enquiries" }).tap();
  const offer = page.getByRole("article", { name: new RegExp(made.offers[0]?.number ?? "none") });
  await expect(offer).toContainText("Awaiting your answer");
  expect(await sideways(page)).toBe(0);
  // Each value is as wide as the card's list (it sat in a column of a few letters beside its term).
  const boxes = await offer.locator("dl > div").evaluateAll((rows) =>
    rows.map((row) => {
      const list = row.parentElement?.getBoundingClientRect().width ?? 0;
      const term = row.querySelector("dt")?.getBoundingClientRect();
      const value = row.querySelector("dd")?.getBoundingClientRect();
      return { term: row.querySelector("dt")?.textContent, listWidth: Math.round(list), valueWidth: Math.round(value?.width ?? 0), below: (value?.top ?? 0) >= (term?.bottom ?? 0) - 1 };
    }),
  );
  // Goods, lines, total, delivery, shipment, payment, packing, validity (the quantity and unit price are in the table of lines above).
  expect(boxes.length).toBeGreaterThanOrEqual(8);
  await expect(offer.getByRole("table", { name: /^Lines of / }).getByRole("row", { name: /CRX Jute Yarn/ })).toContainText("per MT");
  for (const box of boxes) expect(box, `the value of ${box.term}`).toMatchObject({ below: true, valueWidth: box.listWidth });
  await expectNoAxeViolations(page, "my offers at 320 px");
  // Accept asks first, in a dialog that fits the phone; Cancel answers nothing.
  await offer.getByRole("button", { name: `Accept offer ${made.offers[0]?.number}` }).tap();
  const asking = page.getByRole("dialog", { name: `Accept offer ${made.offers[0]?.number}?` });
  await expect(asking.getByRole("button", { name: "Accept and lock the price" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the accept dialog at 320 px");
  await expectNoAxeViolations(page, "my offers: accept asks first (320 px)");
  await asking.getByRole("button", { name: "Cancel" }).tap();
  await expect(offer).toContainText("Awaiting your answer");

  // The verify page a bank opens from the proforma, on a phone: the bank table stays on screen.
  const pdf = await page.request.get(`/api/api_offer_proforma/${made.offers[0]?.id}`, { headers: { authorization: `Bearer ${made.memberToken}` } });
  const text = (await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText()).text;
  const code = /Verification code: ([A-Za-z0-9_-]{22})/.exec(text)?.[1] ?? "";
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: `Proforma ${made.offers[0]?.number} is genuine` })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Account number" })).toBeVisible();
  expect(await sideways(page), "the verify page scrolls sideways at 320 px").toBe(0);
  await expectNoAxeViolations(page, "verify page at 320 px");
  // With the WCAG text spacing the sales address wraps (it scrolled the page 23-41 px sideways).
  await page.addStyleTag({ content: TEXT_SPACING });
  await expectNoSidewaysScroll(page, "the verify page with text spacing at 320 px");
  await page.context().close();
});

test("a buyer by keyboard types into the change form at once, cancels back, and accepts", async ({ browser }) => {
  const page = await pageOn(browser, false);
  const made = await memberWithOffers(page, "Karim Uddin", 1);
  const number = made.offers[0]?.number ?? "none";
  await logInAs(page, made.email, PASSWORD);
  await expect(page.getByRole("banner").getByRole("link", { name: "My enquiries" })).toBeVisible();
  await page.goto("/my-enquiries");
  const offer = page.getByRole("article", { name: new RegExp(number) });
  const askChange = offer.getByRole("button", { name: `Ask for a change to ${number}` });
  // The keyboard journey starts once the offers are on the page (before, Tab went round the
  // page's frame twice while they loaded and used up tabUntil's 80 presses).
  await expect(offer).toBeVisible();
  await tabUntil(page, askChange);
  await page.keyboard.press("Enter");
  const box = offer.getByRole("textbox", { name: "What should change" });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-required", "true");
  await page.keyboard.type("CFR Hamburg, please");
  await expect(box).toHaveValue("CFR Hamburg, please");
  await expectNoAxeViolations(page, "my offers: change form by keyboard");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(offer.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(askChange).toBeFocused();
  // Escape closes the form too, back on the button.
  await page.keyboard.press("Enter");
  await expect(box).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toHaveCount(0);
  await expect(askChange).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  const accept = offer.getByRole("button", { name: `Accept offer ${number}` });
  await expect(accept).toBeFocused();
  await page.keyboard.press("Space");
  // It asks first; Escape gives focus back to Accept, and nothing is sent.
  const asking = page.getByRole("dialog", { name: `Accept offer ${number}?` });
  await expect(asking).toContainText("Total");
  await expect(asking.getByRole("heading", { name: `Accept offer ${number}?` })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(asking).toHaveCount(0);
  await expect(accept).toBeFocused();
  await page.keyboard.press("Space");
  await tabUntil(page, asking.getByRole("button", { name: "Accept and lock the price" }));
  await page.keyboard.press("Enter");
  const said = offer.getByRole("status").filter({ hasText: "accepted" });
  await expect(said).toHaveText(`Offer ${number} accepted: the price is locked`);
  await expect(said).toBeFocused();
  await expectNoAxeViolations(page, "my offers: accepted by keyboard");
  await page.context().close();
});

test("a clerk withdraws an offer by keyboard and lands on the line that says so", async ({ browser }) => {
  const page = await pageOn(browser, false, STAFF_STATE);
  const made = await memberWithOffers(page, "Rahima Begum", 1);
  const offer = made.offers[0] ?? { number: "none", reference: "none" };
  await page.goto("/staff/enquiries");
  await tabUntil(page, page.getByRole("button", { name: `Open ${offer.reference}` }));
  await page.keyboard.press("Enter");
  // The quote the member was given, in words with their spaces ("$1,558.20per MT" before).
  await expect(page.getByText(/13 MT of CRX Jute Yarn .*: \$[\d,]+\.\d{2} per MT, \$[\d,]+\.\d{2} in all/)).toBeVisible();
  // At 1280 px the proforma number, its dates and the PDF button each keep to one line.
  const row = page.getByRole("row", { name: new RegExp(offer.number) });
  expect(await linesOf(row.getByRole("rowheader"))).toBe(1);
  expect(await linesOf(row.getByRole("cell").nth(4))).toBe(1);
  expect(await linesOf(row.getByRole("cell").nth(5))).toBe(1);
  expect(await linesOf(row.getByRole("button", { name: `Download proforma (PDF): ${offer.number}` }))).toBe(1);
  await tabUntil(page, page.getByRole("button", { name: `Withdraw ${offer.number}` }));
  await page.keyboard.press("Enter");
  // It asks first (the buyer is mailed); the question has focus, its yes is the next Tab.
  await expect(page.getByRole("group", { name: new RegExp(`^Withdraw ${offer.number}: the buyer is mailed\\.`) }).locator("p")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Yes, withdraw ${offer.number}` })).toBeFocused();
  await page.keyboard.press("Enter");
  const said = page.getByRole("status").filter({ hasText: `Offer ${offer.number} withdrawn` });
  await expect(said).toBeFocused();
  await expect(page.getByRole("row", { name: new RegExp(offer.number) })).toContainText("Withdrawn");
  await expectNoAxeViolations(page, "staff offers: withdrawn by keyboard");
  await page.context().close();
});

test("a buyer logged out in another tab is told the answer did not reach the mill", async ({ browser }) => {
  const page = await pageOn(browser, true);
  const made = await memberWithOffers(page, "Salma Khatun", 1);
  const number = made.offers[0]?.number ?? "none";
  await logInAs(page, made.email, PASSWORD);
  await expect(page.getByRole("banner").getByRole("link", { name: "My enquiries" })).toBeVisible();
  await page.goto("/my-enquiries");
  const offer = page.getByRole("article", { name: new RegExp(number) });
  await expect(offer.getByRole("button", { name: `Accept offer ${number}` })).toBeVisible();

  const other = await page.context().newPage();
  await other.goto("/");
  await other.getByRole("banner").getByRole("button", { name: "Logout" }).tap();
  await expect(other.getByRole("banner").getByRole("link", { name: /Login/ }).first()).toBeVisible();
  await other.close();

  await offer.getByRole("button", { name: `Accept offer ${number}` }).tap();
  await page.getByRole("dialog", { name: `Accept offer ${number}?` }).getByRole("button", { name: "Accept and lock the price" }).tap();
  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended, so your answer did not reach the mill. Log in again to answer the offer." });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expectNoAxeViolations(page, "my offers: session ended as the buyer answered");
  await alert.getByRole("link", { name: "Log in again" }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("textbox", { name: /Email Address/ }).fill(made.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).tap();
  await expect(page).toHaveURL(/\/my-enquiries$/);
  await expect(page.getByRole("article", { name: new RegExp(number) })).toContainText("Awaiting your answer");
  await page.context().close();
});
