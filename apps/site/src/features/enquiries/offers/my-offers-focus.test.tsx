/**
 * Where focus goes as a buyer answers an offer by keyboard: the button that opened the decline
 * or change form is gone, so focus moves into the form's text box (typing goes there, not
 * nowhere); Cancel or Escape gives focus back to the button that opened it; a change asked for
 * with no words focuses the text box that says so; Accept asks first in a dialog with the
 * summary; after an answer (the buttons gone) focus rests on the line that says what happened.
 * Every answer button names its proforma; sending is announced; an expired offer offers "Ask
 * for a new offer"; a saved proforma is announced.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import { acceptedOffer, expiredOffer, sentOffer } from "./offer-fixtures";
import { myOffersMachine } from "./my-offers.machine";
import { MyOffersScreen } from "./my-offers-screen";

function setup() {
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never,
      sendAnswer: answers({ kind: "ok", data: acceptedOffer, msg: `Offer ${sentOffer.number} accepted: the price is locked` }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  return userEvent.setup();
}

const offer = async () => screen.findByRole("article", { name: new RegExp(sentOffer.number) });

it("moves focus into the change form, and back to Ask for a change on Cancel", async () => {
  const user = setup();
  const article = await offer();
  within(article).getByRole("button", { name: `Ask for a change to ${sentOffer.number}` }).focus();
  await user.keyboard("{Enter}");
  const box = within(article).getByRole("textbox", { name: "What should change" });
  expect(box).toHaveFocus();
  await user.keyboard("Please quote CFR Hamburg");
  expect(box).toHaveValue("Please quote CFR Hamburg");
  await user.click(within(article).getByRole("button", { name: "Cancel" }));
  expect(within(article).getByRole("button", { name: `Ask for a change to ${sentOffer.number}` })).toHaveFocus();
});

it("moves focus into the decline form, and back to Decline on Cancel", async () => {
  const user = setup();
  const article = await offer();
  within(article).getByRole("button", { name: `Decline offer ${sentOffer.number}` }).focus();
  await user.keyboard("{Enter}");
  expect(within(article).getByRole("textbox", { name: /Why you decline/ })).toHaveFocus();
  await user.tab();
  expect(within(article).getByRole("button", { name: "Send decline" })).toHaveFocus();
  await user.tab();
  await user.keyboard("{Enter}");
  expect(within(article).getByRole("button", { name: `Decline offer ${sentOffer.number}` })).toHaveFocus();
});

it("focuses the text box when a change is asked for with no words", async () => {
  const user = setup();
  const article = await offer();
  await user.click(within(article).getByRole("button", { name: `Ask for a change to ${sentOffer.number}` }));
  await user.click(within(article).getByRole("button", { name: "Send request" }));
  const box = within(article).getByRole("textbox", { name: "What should change" });
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(box).toHaveFocus();
});

it("rests focus on the line that says the offer was accepted", async () => {
  const user = setup();
  const article = await offer();
  within(article).getByRole("button", { name: `Accept offer ${sentOffer.number}` }).focus();
  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("button", { name: "Accept and lock the price" }));
  const said = await within(article).findByText(`Offer ${sentOffer.number} accepted: the price is locked`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(within(article).queryByRole("button", { name: `Accept offer ${sentOffer.number}` })).toBeNull();
});

it("says the answer did not reach the mill when the session ended meanwhile, focused, with the way to log in again", async () => {
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never,
      sendAnswer: answers({ kind: "refused", status: 401, code: "unauthenticated", msg: "Log in again" }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  await user.click(within(await offer()).getByRole("button", { name: `Accept offer ${sentOffer.number}` }));
  await user.click(await screen.findByRole("button", { name: "Accept and lock the price" }));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Your session has ended, so your answer did not reach the mill. Log in again to answer the offer.");
  await waitFor(() => expect(alert).toHaveFocus());
  await user.click(within(alert).getByRole("link", { name: "Log in again" }));
  expect(window.location.pathname).toBe("/login");
  expect(window.history.state).toMatchObject({ returnTo: { path: "/my-enquiries" } });
});

it("gives the buyer's words back in the form when the change request did not reach the mill", async () => {
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never,
      sendAnswer: answers({ kind: "failed", reason: "network", msg: "The server could not be reached" }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  const article = await offer();
  await user.click(within(article).getByRole("button", { name: `Ask for a change to ${sentOffer.number}` }));
  await user.keyboard("CFR Hamburg, please, and shipment in March");
  await user.click(within(article).getByRole("button", { name: "Send request" }));
  await within(article).findByText(/Your answer did not reach the mill/);
  const box = await within(article).findByRole("textbox", { name: "What should change" });
  expect(box).toHaveValue("CFR Hamburg, please, and shipment in March");
  expect(box).toHaveFocus();
});

it("asks before accepting: a dialog with the summary; Escape or Cancel sends nothing and gives focus back to Accept", async () => {
  const sent: unknown[] = [];
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never,
      sendAnswer: answers((input: unknown) => {
        sent.push(input);
        return { kind: "ok", data: acceptedOffer, msg: `Offer ${sentOffer.number} accepted: the price is locked` };
      }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  const accept = within(await offer()).getByRole("button", { name: `Accept offer ${sentOffer.number}` });
  accept.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: `Accept offer ${sentOffer.number}?` });
  for (const [term, value] of [
    ["Goods", "CRX Jute Yarn, count 8, 2 ply, VOT (OJML)"],
    ["Lines", "1 line offered: 26 MT (about 2 x 20' FCL or 1 x 40' FCL)"],
    ["Total", "USD 39,663.00"],
    ["Delivery term", "FOB Chattogram"],
    ["Payment", "Irrevocable letter of credit at sight"],
    ["Valid until", "9 December 2026"],
  ] as const) {
    expect(within(dialog).getByText(term).nextElementSibling).toHaveTextContent(value);
  }
  expect(within(dialog).queryByText("Packing")).toBeNull();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(accept).toHaveFocus());
  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(accept).toHaveFocus());
  expect(sent).toEqual([]);
  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("button", { name: "Accept and lock the price" }));
  await waitFor(() => expect(sent).toEqual([{ offerId: sentOffer.id, answer: "accept", message: "" }]));
});

it("names every answer button by its proforma, so two open offers' buttons differ", async () => {
  const second = { ...sentOffer, id: "9", reference: "E-2026-000014", number: "PI-2026-000014-1" };
  const machine = myOffersMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [sentOffer, second], msg: "Offers" }) as never } });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  await offer();
  for (const number of [sentOffer.number, second.number]) {
    for (const name of [`Accept offer ${number}`, `Decline offer ${number}`, `Ask for a change to ${number}`]) {
      expect(screen.getAllByRole("button", { name })).toHaveLength(1);
    }
  }
});

it("Escape closes the change and the decline forms and gives focus back to the button that opened each", async () => {
  const user = setup();
  const article = await offer();
  for (const name of [`Ask for a change to ${sentOffer.number}`, `Decline offer ${sentOffer.number}`]) {
    within(article).getByRole("button", { name }).focus();
    await user.keyboard("{Enter}");
    expect(within(article).getByRole("textbox")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(within(article).queryByRole("textbox")).toBeNull();
    expect(within(article).getByRole("button", { name })).toHaveFocus();
  }
});

it("marks What should change as required, visibly and to assistive technology", async () => {
  const user = setup();
  const article = await offer();
  await user.click(within(article).getByRole("button", { name: `Ask for a change to ${sentOffer.number}` }));
  const box = within(article).getByRole("textbox", { name: /What should change/ });
  expect(box).toHaveAttribute("aria-required", "true");
  expect(within(article).getByText(/What should change/).closest("label")).toHaveTextContent(/required|\*/i);
  await user.keyboard("{Escape}");
  await user.click(within(article).getByRole("button", { name: `Decline offer ${sentOffer.number}` }));
  expect(within(article).getByRole("textbox", { name: /Why you decline/ })).not.toHaveAttribute("aria-required", "true");
});

it("announces, in a polite status, that the answer is on its way", async () => {
  const machine = myOffersMachine.provide({
    actors: { loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never, sendAnswer: never() as never },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  const article = await offer();
  const sending = screen.getAllByRole("status").find((region) => region.classList.contains("offers__sending"));
  expect(sending).toBeDefined();
  expect(sending).toBeEmptyDOMElement();
  await user.click(within(article).getByRole("button", { name: `Decline offer ${sentOffer.number}` }));
  await user.click(within(article).getByRole("button", { name: "Send decline" }));
  await waitFor(() => expect(sending).toHaveTextContent("Sending your answer to the mill"));
});

it("offers Ask for a new offer on an expired offer; the reply says the request is back with the mill, and the date it was asked shows", async () => {
  const asked = { ...expiredOffer, answered_at: "2026-12-10T08:00:00.000Z" };
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [expiredOffer], msg: "Offers" }) as never,
      sendAnswer: answers({ kind: "ok", data: asked, msg: `Your request ${expiredOffer.reference} is back with the mill` }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  const article = await screen.findByRole("article", { name: new RegExp(expiredOffer.number) });
  expect(within(article).queryByRole("button", { name: new RegExp(`Accept offer`) })).toBeNull();
  await user.click(within(article).getByRole("button", { name: `Ask for a new offer in place of ${expiredOffer.number}` }));
  const said = await within(article).findByText(`Your request ${expiredOffer.reference} is back with the mill`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(within(article).getByText(/New offer asked for on 10 December 2026/)).toBeVisible();
  expect(within(article).queryByRole("button", { name: /Ask for a new offer/ })).toBeNull();
});
