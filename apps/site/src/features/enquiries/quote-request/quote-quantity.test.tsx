/**
 * The quote dialog reads a quantity as people type it (issue 33): "95.000" bags is refused
 * with "Did you mean 95,000 pieces?" on the field and in the error summary, never sent as 95;
 * "95 000" is read as 95 thousand and says so; pieces refuse decimals; the loads a container
 * holds agree in number ("55,000 pieces").
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, expect, it, vi } from "vitest";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { quoteRequestMachine } from "./quote-request.machine";
import { RequestQuote } from "./request-quote";

beforeAll(() => {
  // jsdom has no modal dialogs: open it in place.
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
});

function setup() {
  const requestQuote = vi.fn(() => new Promise(() => {}));
  const machine = quoteRequestMachine.provide({
    actors: { loadTerms: answers({ fcl20: 55000, fcl40: 110000 }) as never, requestQuote: requestQuote as never },
  });
  renderFlow(<RequestQuote quote={bagRow} machine={machine} />, { path: "/products" });
  return { user: userEvent.setup(), requestQuote };
}

async function typeQuantity(typed: string) {
  const { user, requestQuote } = setup();
  await user.click(screen.getByRole("button", { name: /Request a quote/ }));
  const field = await screen.findByRole("textbox", { name: /Quantity/ });
  await user.type(field, typed);
  return { user, requestQuote, field };
}

it("refuses 95.000 pieces naming the reading, on the field and in the summary, and sends nothing", async () => {
  const { user, requestQuote, field } = await typeQuantity("95.000");
  await user.click(screen.getByRole("button", { name: /Send request/ }));
  const said = "Did you mean 95,000 pieces? Type 95000 or 95,000: thousands with a comma or none, decimals after a point";
  expect(await screen.findAllByText(said)).not.toHaveLength(0);
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveAccessibleDescription(expect.stringContaining(said));
  expect(requestQuote).not.toHaveBeenCalled();
  expect(screen.queryByText(/about 0 x 20'/)).toBeNull();
});

it("reads 95 000 as 95 thousand and says so, with the loads a container holds in the plural", async () => {
  const { field } = await typeQuantity("95 000");
  expect(await screen.findByText("You ask for 95,000 pieces.")).toBeInTheDocument();
  expect(screen.getByText("Comes to about 1.7 x 20' or 0.9 x 40' full container loads.")).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(expect.stringContaining("In pieces. A 20' container holds about 55,000 pieces, a 40' about 110,000 pieces."));
});

it("refuses half a piece, naming the whole numbers near", async () => {
  const { user } = await typeQuantity("95.5");
  await user.click(screen.getByRole("button", { name: /Send request/ }));
  expect(await screen.findAllByText("Pieces are counted in whole numbers: did you mean 95 pieces or 96 pieces?")).not.toHaveLength(0);
});

it("says the figures in the dialog's status once, when the field is left, not at each key", async () => {
  const { user } = await typeQuantity("95 000");
  const dialog = screen.getByRole("dialog");
  const status = () => dialog.querySelector<HTMLElement>(".request-quote__form [role='status']");
  // Typing: nothing said yet (the pause before it is ANNOUNCE_AFTER_MS).
  expect(status()).toHaveTextContent("");
  // Leaving the field says them at once, the reading and the container loads together.
  await user.tab();
  expect(status()).toHaveTextContent("You ask for 95,000 pieces. Comes to about 1.7 x 20' or 0.9 x 40' full container loads.");
});
