/**
 * Where focus goes as a buyer answers an offer by keyboard: the button that opened the decline
 * or change form is gone, so focus moves into the form's text box (typing goes there, not
 * nowhere); Cancel gives focus back to the button that opened it; a change asked for with no
 * words focuses the text box that says so; after an answer (the buttons gone) focus rests on
 * the line that says what happened.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { acceptedOffer, sentOffer } from "./offer-fixtures";
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
  within(article).getByRole("button", { name: "Ask for a change" }).focus();
  await user.keyboard("{Enter}");
  const box = within(article).getByRole("textbox", { name: "What should change" });
  expect(box).toHaveFocus();
  await user.keyboard("Please quote CFR Hamburg");
  expect(box).toHaveValue("Please quote CFR Hamburg");
  await user.click(within(article).getByRole("button", { name: "Cancel" }));
  expect(within(article).getByRole("button", { name: "Ask for a change" })).toHaveFocus();
});

it("moves focus into the decline form, and back to Decline on Cancel", async () => {
  const user = setup();
  const article = await offer();
  within(article).getByRole("button", { name: "Decline" }).focus();
  await user.keyboard("{Enter}");
  expect(within(article).getByRole("textbox", { name: /Why you decline/ })).toHaveFocus();
  await user.tab();
  expect(within(article).getByRole("button", { name: "Send decline" })).toHaveFocus();
  await user.tab();
  await user.keyboard("{Enter}");
  expect(within(article).getByRole("button", { name: "Decline" })).toHaveFocus();
});

it("focuses the text box when a change is asked for with no words", async () => {
  const user = setup();
  const article = await offer();
  await user.click(within(article).getByRole("button", { name: "Ask for a change" }));
  await user.click(within(article).getByRole("button", { name: "Send request" }));
  const box = within(article).getByRole("textbox", { name: "What should change" });
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(box).toHaveFocus();
});

it("rests focus on the line that says the offer was accepted", async () => {
  const user = setup();
  const article = await offer();
  within(article).getByRole("button", { name: "Accept offer" }).focus();
  await user.keyboard("{Enter}");
  const said = await within(article).findByText(`Offer ${sentOffer.number} accepted: the price is locked`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(within(article).queryByRole("button", { name: "Accept offer" })).toBeNull();
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
  await user.click(within(await offer()).getByRole("button", { name: "Accept offer" }));
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
  await user.click(within(article).getByRole("button", { name: "Ask for a change" }));
  await user.keyboard("CFR Hamburg, please, and shipment in March");
  await user.click(within(article).getByRole("button", { name: "Send request" }));
  await within(article).findByText(/Your answer did not reach the mill/);
  const box = await within(article).findByRole("textbox", { name: "What should change" });
  expect(box).toHaveValue("CFR Hamburg, please, and shipment in March");
  expect(box).toHaveFocus();
});
