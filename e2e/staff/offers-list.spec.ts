/**
 * The staff's Offers page in Chromium, by keyboard alone, at 1280, 768 and 320 px (the rows as
 * cards under 60rem of their own width): the clerk opens a member's quote request in the inbox,
 * opens the offer form and cancels it (focus back on "Make an offer"), sends it with Packing
 * empty (the error summary, the field marked) and then filled in; on Offers,
 * "Sent, awaiting the buyer" lists it; the member accepts it; "Accepted" then lists it, the
 * filter is in the address, the row's link opens the request in the inbox with its offer
 * panel, and Back returns to the accepted offers. An axe scan in every state, headings in
 * order, the State in view, no card label broken inside a word, menu links of 24 px or more
 * (issue 34).
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, newPage, PASSWORD, pickWithArrows, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";
import { expectHeadingsInOrder, expectMenuTargets, openStaffConsole, STAFF_STATE, wordsBrokenIn } from "./staff";

test.setTimeout(180_000);

/** The offer's row at 1280 px, its card at 768 and 320 px (ui's Table shows one of the two). */
const entryOf = (page: Page, number: string, narrow: boolean) =>
  narrow ? page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { name: number }) }) : page.getByRole("row", { name: new RegExp(number) });

for (const width of [1280, 768, 320]) {
  test(`at ${width} px, by keyboard: an offer made in the inbox is listed as awaiting the buyer, then as accepted once the member accepts`, async ({ browser }) => {
    // Cards while the table's own width is under 60rem (eight columns).
    const narrow = width < 960;
    // A member's quote request, sent through the API (the member's screens are not the subject here).
    const member = await newPage(browser);
    const email = uniqueEmail(`offers-list-${width}`);
    await registerByApi(member, "Offers List Buyer", email);
    const login = await member.request.post("/api/api_login", { data: { email, password: PASSWORD } });
    const memberAuth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const sent = await member.request.post("/api/api_quote_request", {
      data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "18" },
      headers: memberAuth,
    });
    expect(sent.status()).toBe(201);
    const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;
    const number = `PI-${reference.slice(2)}-1`;

    const page = await newPage(browser, 1280, STAFF_STATE);
    await page.setViewportSize({ width, height: 900 });
    await openStaffConsole(page);
    const nav = page.getByRole("navigation", { name: "Staff console" });
    await expectMenuTargets(page);

    // The inbox: open the request, make an offer (the quote's price and quantity, 14 days' validity).
    await tabUntil(page, nav.getByRole("link", { name: "Enquiries" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeFocused();
    await tabUntil(page, page.getByRole("button", { name: `Open ${reference}` }), 200);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${reference}: `) })).toBeFocused();
    const make = page.getByRole("button", { name: "Make an offer" });
    await tabUntil(page, make);
    await page.keyboard.press("Enter");
    // Cancel gives focus back to the button that opened the form (issue 34: it fell to the page).
    await tabUntil(page, page.getByRole("button", { name: "Cancel", exact: true }), 120);
    await page.keyboard.press("Enter");
    await expect(make).toBeFocused();
    await page.keyboard.press("Enter");
    await tabUntil(page, page.getByRole("textbox", { name: /Shipment period/ }));
    await page.keyboard.type("March 2027");
    // Packing left empty: the error summary (no browser bubble) links to the field, marked and described.
    await tabUntil(page, page.getByRole("button", { name: "Send offer" }));
    await page.keyboard.press("Enter");
    const packing = page.getByRole("textbox", { name: /Packing/ });
    await expect(page.getByRole("link", { name: "Enter the packing" })).toBeVisible();
    await expect(packing).toHaveAttribute("aria-invalid", "true");
    await expect(packing).toHaveAccessibleDescription("Enter the packing");
    await expectNoAxeViolations(page, `offer form, packing missing (${width} px)`);
    await tabUntil(page, page.getByRole("link", { name: "Enter the packing" }), 3);
    await page.keyboard.press("Enter");
    await expect(packing).toBeFocused();
    await page.keyboard.type("Pressed bales of 250 kg");
    await tabUntil(page, page.getByRole("button", { name: "Send offer" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `Offer ${number} sent to Offers List Buyer` })).toBeVisible();

    // Offers: awaiting the buyer.
    await tabUntil(page, nav.getByRole("link", { name: "Offers" }), 200);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/staff\/offers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeFocused();
    await expect(page).toHaveTitle(/^Offers \| Staff console/);
    await expect(entryOf(page, number, narrow)).toContainText("Sent, awaiting the buyer");
    // The State in view (at 768 px it sat off-screen in a sideways scroller), headings in order
    // (at 320 px the cards were h3 under the h1), no label broken inside a word ("Reques/t").
    const stateBox = await entryOf(page, number, narrow).getByText("Sent, awaiting the buyer").boundingBox();
    expect(stateBox && stateBox.x >= 0 && stateBox.x + stateBox.width <= width, `the State at x ${stateBox?.x}, ${stateBox?.width} wide`).toBe(true);
    await expectHeadingsInOrder(page, `offers (${width} px)`);
    expect(await wordsBrokenIn(page.getByRole("main").locator("dt, thead th"))).toEqual([]);
    await expectNoAxeViolations(page, `offers: all (${width} px)`);
    const filter = page.getByRole("main").getByRole("combobox", { name: "Show" });
    await pickWithArrows(page, filter, "Sent, awaiting the buyer");
    await expect(page).toHaveURL(/\/staff\/offers\?state=sent$/);
    const awaiting = entryOf(page, number, narrow);
    await expect(awaiting).toContainText("Sent, awaiting the buyer");
    await expect(awaiting).toContainText("Offers List Buyer");
    await expect(awaiting).toContainText("18 MT");
    await expect(awaiting).toContainText(reference);
    await expect(page).toHaveTitle(/^Showing Sent, awaiting the buyer: Offers \| Staff console/);
    // The page never scrolls sideways (at 320 px the rows are cards).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoAxeViolations(page, `offers: awaiting the buyer (${width} px)`);

    // The member accepts (through the API, as My enquiries does).
    const mine = (await (await member.request.get("/api/api_my_offers", { headers: memberAuth })).json()) as { data: { id: string; number: string }[] };
    const offerId = mine.data.find((offer) => offer.number === number)?.id ?? "";
    const accepted = await member.request.post("/api/api_offer_accept", { data: { offer_id: offerId }, headers: memberAuth });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // Offers: accepted (the list loads again with the filter; the address says which).
    await pickWithArrows(page, filter, "Accepted");
    await expect(page).toHaveURL(/\/staff\/offers\?state=accepted$/);
    await expect(entryOf(page, number, narrow)).toContainText("Accepted");
    await expectNoAxeViolations(page, `offers: accepted (${width} px)`);
    await pickWithArrows(page, filter, "Sent, awaiting the buyer");
    await expect(page).toHaveURL(/\?state=sent$/);
    await expect(entryOf(page, number, narrow)).toHaveCount(0);
    // Back returns to the accepted offers.
    await page.goBack();
    await expect(page).toHaveURL(/\?state=accepted$/);
    await expect(filter.locator("option:checked")).toHaveText("Accepted");
    await expect(entryOf(page, number, narrow)).toContainText("Accepted");

    // The row's link opens the request in the inbox, where its offer panel says accepted.
    await tabUntil(page, entryOf(page, number, narrow).getByRole("link", { name: `Open ${reference}` }), 200);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/staff\/enquiries\?open=\d+$/);
    const opened = page.getByRole("heading", { level: 2, name: new RegExp(`^${reference}: `) });
    await expect(opened).toBeFocused();
    await expectHeadingsInOrder(page, `inbox opened from offers (${width} px)`);
    await expect(page.getByRole("region", { name: new RegExp(`^${reference}: `) }).getByRole("row", { name: new RegExp(number) })).toContainText("Accepted");
    await expectNoAxeViolations(page, `inbox opened from offers (${width} px)`);
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/offers\?state=accepted$/);
    await expect(entryOf(page, number, narrow)).toContainText("Accepted");

    await page.context().close();
    await member.context().close();
  });
}
