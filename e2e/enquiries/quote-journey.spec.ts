/**
 * Issue 35, the buyer's whole multi-line path by keyboard, with an axe scan in each new state:
 * on a phone (320 px) a member adds three products from three costing pages to the quote list
 * and changes a quantity there; at 1280 px the list is sent as one request; staff (1280 px) write
 * in its thread with a spec sheet attached and make one offer pricing two lines and leaving the
 * third out with a reason; the buyer reads the message (its mail too), replies on the phone, and
 * accepts the offer at 1280 px, its lines locked.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { millDayPlus } from "../../packages/api/src/mill-day";
import { memberByApi, pageAt, expectNoHorizontalScroll } from "../costing/helpers";
import { expectNoAxeViolations, newPage, tabUntil } from "../flows/helpers";
import { waitForMails } from "../mail";
import { STAFF_STATE } from "../sessions";

test.describe.configure({ timeout: 240_000 });

/** Focuses `target` by Tab and presses Enter on it. */
async function press(page: Page, target: Locator): Promise<void> {
  await tabUntil(page, target, 150);
  await page.keyboard.press("Enter");
}

/** Looks up a costing page's prices and adds its first price to the quote list, by keyboard. */
async function addFirstPrice(page: Page, path: string, quantity: string, lines: number): Promise<string> {
  await page.goto(path);
  const main = page.getByRole("main");
  await press(page, main.getByRole("button", { name: "Submit" }));
  await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
  const add = main.getByRole("button", { name: /^Add to quote: / }).filter({ visible: true }).first();
  const name = (await add.getAttribute("aria-label")) ?? "";
  await press(page, add);
  const dialog = page.getByRole("dialog", { name: /^Add to your quote list: / });
  const field = dialog.getByRole("textbox", { name: "Quantity" });
  await expect(field).toBeFocused();
  await page.keyboard.type(quantity);
  await press(page, dialog.getByRole("button", { name: "Add to quote list" }));
  await expect(dialog.getByText(`Your quote list now holds ${lines} ${lines === 1 ? "line" : "lines"}.`)).toBeVisible();
  if (lines === 1) await expectNoAxeViolations(page, "added to the quote list (320 px)");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: `Quote list, ${lines} ${lines === 1 ? "line" : "lines"}` })).toBeVisible();
  return name.replace(/^Add to quote: /, "");
}

test("three products from three costing pages become one request, answered with a message and one offer, replied to and accepted, by keyboard at 320 and 1280 px", async ({ browser }) => {
  const buyer = await pageAt(browser, 320);
  const { email } = await memberByApi(buyer, "Farhana Islam");

  // On the phone: three costing pages, one line from each.
  await addFirstPrice(buyer, "/bag-costing-product", "20000", 1);
  await addFirstPrice(buyer, "/cloth-costing-product", "5000", 2);
  await addFirstPrice(buyer, "/soil-saver-costing-product", "3000", 3);

  // The list: three lines; the bags' quantity typed as people type it, then saved.
  await press(buyer, buyer.getByRole("banner").getByRole("link", { name: "Quote list, 3 lines" }));
  await expect(buyer.getByRole("heading", { level: 1, name: "My quote list" })).toBeVisible();
  const main = buyer.getByRole("main");
  const bagQuantity = main.getByRole("textbox", { name: /^Quantity of .*Hessian Bag/ }).filter({ visible: true });
  await expect(bagQuantity).toHaveValue("20,000");
  const totalBefore = await main.getByText(/^Indicative total: /).textContent();
  await tabUntil(buyer, bagQuantity, 150);
  await buyer.keyboard.press("ControlOrMeta+a");
  await buyer.keyboard.type("25,000");
  await press(buyer, main.getByRole("button", { name: /^Save .*Hessian Bag/ }).filter({ visible: true }));
  await expect(main.getByText(/^Indicative total: /)).not.toHaveText(totalBefore ?? "");
  await expect(bagQuantity).toHaveValue("25,000");
  await expectNoHorizontalScroll(buyer, "quote list at 320 px");
  await expectNoAxeViolations(buyer, "quote list with three lines (320 px)");

  // At 1280 px: the same list as a table; sent as one request.
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await expect(main.getByRole("table", { name: "The lines of your quote list" }).getByRole("row")).toHaveCount(4);
  await expect(main.getByText(/^Container estimate: /)).toBeVisible();
  await expectNoAxeViolations(buyer, "quote list with three lines (1280 px)");
  await press(buyer, main.getByRole("button", { name: "Send the request" }));
  const sent = main.getByRole("status").filter({ hasText: /Quote request E-\d{4}-\d{6} received, with 3 lines/ });
  await expect(sent).toBeVisible();
  const reference = /E-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0] ?? "";
  await expect(buyer.getByRole("banner").getByRole("link", { name: "Quote list", exact: true })).toBeVisible();
  await expectNoAxeViolations(buyer, "quote list sent (1280 px)");

  // Staff: the request's three lines, a message with a spec sheet, and one offer.
  const staff = await newPage(browser, 1280, STAFF_STATE);
  await staff.goto("/staff/enquiries");
  await press(staff, staff.getByRole("button", { name: `Open ${reference}` }));
  await expect(staff.getByRole("list", { name: "3 lines asked for" }).locator(":scope > li")).toHaveCount(3);
  const staffMessage = "Thank you. The soil saver is not in season until March; our offer covers the bags and the cloth.";
  const box = staff.getByRole("textbox", { name: "Message to the buyer" });
  await tabUntil(staff, box, 200);
  await staff.keyboard.type(staffMessage);
  const attach = staff.getByRole("combobox", { name: "Attach a spec sheet" });
  // The bags' own spec sheet (the options read "Category: product").
  const bagSheet = (await attach.locator("option").allTextContents()).find((label) => /: Hessian Bag/.test(label)) ?? "";
  await attach.selectOption({ label: bagSheet });
  await press(staff, staff.getByRole("button", { name: "Send message" }));
  await expect(staff.getByRole("list", { name: `Messages on ${reference}, oldest first` })).toContainText(staffMessage);
  await expectNoAxeViolations(staff, "staff thread: message sent");

  await press(staff, staff.getByRole("button", { name: "Make an offer" }));
  await expect(staff.getByRole("heading", { level: 3, name: "New offer" })).toBeFocused();
  await staff.getByRole("checkbox", { name: "Leave line 3 out" }).check();
  await staff.getByRole("textbox", { name: /^Why line 3 is left out/ }).fill("Not available this season");
  await staff.getByLabel(/Valid until/).fill(millDayPlus(10));
  await staff.getByRole("textbox", { name: /Shipment period/ }).fill("January 2027");
  await staff.getByRole("textbox", { name: /Packing/ }).fill("Bales of 100 pieces; cloth in rolls");
  await expectNoAxeViolations(staff, "staff offer of three lines: editing");
  await press(staff, staff.getByRole("button", { name: "Send offer" }));
  const made = staff.getByRole("status").filter({ hasText: /Offer PI-\d{4}-\d{6}-1 sent to Farhana Islam/ });
  await expect(made).toBeVisible();
  const number = `PI-${reference.slice(2)}-1`;
  await expect(staff.getByRole("row", { name: new RegExp(number) })).toContainText("2 lines offered, 1 left out");

  // The staff message reached the buyer by mail, Reply-To the sales desk, with the sheet's link.
  const [mail] = await waitForMails(1, (received) => received.to.includes(email) && (received.text ?? "").includes("not in season until March"));
  expect(mail?.headers["reply-to"]).toContain("export@sonalijutegroup.com.bd");
  expect(mail?.text).toContain("api_spec_sheet?category_id=");

  // The buyer, on the phone: the message in the request's thread, and a reply.
  await buyer.setViewportSize({ width: 320, height: 640 });
  await buyer.goto("/my-enquiries");
  await press(buyer, buyer.getByRole("button", { name: `Messages on ${reference}` }));
  const thread = buyer.getByRole("list", { name: `Messages on ${reference}, oldest first` });
  await expect(thread).toContainText(staffMessage);
  await expect(thread.getByRole("link", { name: /^Spec sheet: .*Hessian Bag.* \(PDF\)$/ })).toBeVisible();
  const reply = "Thank you. Please ship the bags and the cloth together in January.";
  const replyBox = buyer.getByRole("textbox", { name: "Your message to the mill" });
  await tabUntil(buyer, replyBox, 200);
  await buyer.keyboard.type(reply);
  await press(buyer, buyer.getByRole("button", { name: "Send message" }));
  await expect(thread).toContainText(reply);
  await expectNoHorizontalScroll(buyer, "My enquiries with a thread at 320 px");
  await expectNoAxeViolations(buyer, "buyer's thread: reply sent (320 px)");
  const [toMill] = await waitForMails(1, (received) => (received.text ?? "").includes("ship the bags and the cloth together"));
  expect(toMill?.headers["reply-to"]).toContain(email);

  // Staff read the reply in the thread.
  await staff.reload();
  await staff.getByRole("button", { name: `Open ${reference}` }).click();
  await expect(staff.getByRole("list", { name: `Messages on ${reference}, oldest first` })).toContainText(reply);

  // At 1280 px the buyer accepts: the offer's two lines and the one left out, locked together.
  await buyer.setViewportSize({ width: 1280, height: 900 });
  const offer = buyer.getByRole("article", { name: new RegExp(number) });
  await expect(offer).toContainText("Not offered: Not available this season");
  await press(buyer, offer.getByRole("button", { name: `Accept offer ${number}` }));
  const asking = buyer.getByRole("dialog", { name: `Accept offer ${number}?` });
  await expect(asking).toContainText("2 lines offered, 1 left out");
  await expectNoAxeViolations(buyer, "accept a multi-line offer asks first (1280 px)");
  await press(buyer, asking.getByRole("button", { name: "Accept and lock the price" }));
  await expect(offer.getByRole("status").filter({ hasText: "accepted" })).toHaveText(`Offer ${number} accepted: the price is locked`);
  await expect(offer).toContainText("2 lines offered");
  await expectNoAxeViolations(buyer, "multi-line offer accepted (1280 px)");
  await buyer.context().close();
  await staff.context().close();
});
