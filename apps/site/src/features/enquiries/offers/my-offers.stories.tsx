import type { Offer } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { acceptedOffer, expiredOffer, multiLineOffer, sentOffer } from "./offer-fixtures";
import { MyOffersScreen } from "./my-offers-screen";
import { myOffersMachine } from "./my-offers.machine";
import { offersCopy } from "./offers.copy";

const title = "My offers flow (buyer)";

export default { title: "Flows/My offers", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  myOffersMachine,
  title,
  "The member's offers load; an open one is accepted (after a summary that asks first), declined or sent back with a change request, and on an expired one a new offer is asked for, one answer at a time. A refusal (expired, withdrawn, superseded meanwhile) shows the server's words and reloads the list.",
);

/**
 * `loadFollows`: the list's load answers as the controls say too (empty, network, slow); by
 * default it loads the open offer at once and only the answer to it follows the controls.
 */
const driven = ({ loadFollows = false, expired = false, open = sentOffer } = {}) =>
  function Driven(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={myOffersMachine}
        title={title}
        replies={{
          loadOffers: loadFollows ? apiReplies([sentOffer], [] as Offer[], { found: "Offers" }) : always({ kind: "ok", data: [expired ? expiredOffer : open], msg: "Offers" }),
          sendAnswer: expired
            ? apiReplies(renewedOffer, renewedOffer, { found: "Your request E-2026-000013 is back with the mill: a new offer in place of PI-2026-000013-1 follows by mail and here" })
            : apiReplies({ ...open, state: "accepted", answered_at: acceptedOffer.answered_at }, acceptedOffer, { found: `Offer ${open.number} accepted: the price is locked` }),
        }}
        screen={(machine) => <MyOffersScreen machine={machine} />}
      />
    );
  };
const renewedOffer: Offer = { ...expiredOffer, answered_at: "2026-12-10T08:00:00.000Z" };
const Driven = driven();
const ACCEPT = "Accept offer PI-2026-000012-1";

/** Accept, then "Accept and lock the price" in the dialog that asks first (in the page's body). */
const accept = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.click(await canvas.findByRole("button", { name: ACCEPT }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: `${ACCEPT}?` });
  await expect(dialog).toHaveTextContent("USD 39,663.00");
  await userEvent.click(within(dialog).getByRole("button", { name: "Accept and lock the price" }));
  // The machine is asked once the dialog's closing is on screen, a frame after the press.
  await waitFor(() => expect(canvas.getByTestId("event-log")).toHaveTextContent("offer.accept"));
};

/** Drive it: accept the open offer; it shows accepted with the price locked. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await accept(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByText(/Price locked: USD 39,663.00, 1 line offered/)).toBeVisible();
});

/** The offer expired meanwhile: the server's words beside it; the list is read again. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one" }, async (canvasElement) => {
  await accept(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one")).toBeVisible();
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/sendAnswer/);
});

/** No offer yet: the list loads empty and says where offers come from. */
export const DriveEmpty = drivenStory(driven({ loadFollows: true }), { outcome: "empty" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "none");
  await expect(await within(canvasElement).findByText(offersCopy.none)).toBeVisible();
  await expect(within(canvasElement).queryByRole("button", { name: ACCEPT })).toBeNull();
});

/** The answer does not reach the mill: the offer is unchanged, the words beside it, and Accept tries again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await accept(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText(`${offersCopy.failedAnswer} The server could not be reached`)).toBeVisible();
  await expect(canvas.getByRole("heading", { name: /Proforma PI-2026-000012-1: Awaiting your answer/ })).toBeVisible();
  // Focus stays on Accept (it waits with aria-disabled, never disabled), so a keyboard user presses it again.
  await waitFor(() => expect(canvas.getByRole("button", { name: ACCEPT })).toHaveFocus());
  await accept(canvasElement);
  await waitFor(() => expect(canvas.getByTestId("event-log").textContent?.match(/offer\.accept → answering/g)).toHaveLength(2));
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText(`${offersCopy.failedAnswer} The server could not be reached`)).toBeVisible();
});

/** The list cannot be loaded (network): the words in an alert, and Try again asks again. */
export const DriveLoadFailure = drivenStory(driven({ loadFollows: true }), { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "error");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(`${offersCopy.failed} The server could not be reached`);
  await clickThrough(canvasElement, { before: "error", button: offersCopy.retry, event: "offers.retry", after: "error" });
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/offers\.retry → loading/);
});

/** A slow server: the spinner while the list loads, then "Sending your answer to the mill" said in a polite status with the buttons waiting, then the price locked. */
export const DriveSlow = drivenStory(driven({ loadFollows: true }), SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectPassingThrough(canvasElement, "loading");
  await expect(await canvas.findByRole("progressbar", { name: offersCopy.loading }, BUSY_SHOWN)).toBeVisible();
  await accept(canvasElement);
  await expectPassingThrough(canvasElement, "answering");
  await expect(await canvas.findByText(offersCopy.sending, {}, BUSY_SHOWN)).toBeVisible();
  await expect(canvas.getByText(offersCopy.sending).closest("[role=status]")).not.toBeNull();
  // The buttons wait (aria-disabled), and Accept keeps focus meanwhile (given back by the dialog).
  await expect(canvas.getByRole("button", { name: ACCEPT })).toHaveAttribute("aria-disabled", "true");
  await expect(canvas.getByRole("button", { name: "Decline offer PI-2026-000012-1" })).toHaveAttribute("aria-disabled", "true");
  await waitFor(() => expect(canvas.getByRole("button", { name: ACCEPT })).toHaveFocus());
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText(/Price locked: USD 39,663.00, 1 line offered/)).toBeVisible();
});

/**
 * An offer of several lines: every line with its quantity, unit price and amount, the one left
 * out with its reason; the dialog that asks first says how many lines and the total; accepted,
 * the price of all of them is locked.
 */
export const DriveLines = drivenStory(driven({ open: multiLineOffer }), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  const lines = canvas.getByRole("table", { name: `Lines of ${multiLineOffer.number}` });
  await expect(within(lines).getByRole("row", { name: /Sacking Bag, 112 x 67 cm/ })).toHaveTextContent("5,000 pieces");
  await expect(within(lines).getByRole("row", { name: /Jute Rope, 12 mm/ })).toHaveTextContent("Not offered: not available this season");
  const accept = `Accept offer ${multiLineOffer.number}`;
  await userEvent.click(canvas.getByRole("button", { name: accept }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: `${accept}?` });
  await expect(dialog).toHaveTextContent("3 lines offered, 1 left out");
  await expect(dialog).toHaveTextContent("USD 24,440.50");
  await userEvent.click(within(dialog).getByRole("button", { name: "Accept and lock the price" }));
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText(/Price locked: USD 24,440.50, 3 lines offered, 1 left out/)).toBeVisible();
});

/** An expired offer: "Ask for a new offer" sends it back to the mill; the day it was asked shows, and the button goes. */
export const DriveNewOffer = drivenStory(driven({ expired: true }), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(canvas.queryByRole("button", { name: /Accept offer/ })).toBeNull();
  await clickThrough(canvasElement, { before: "ready", button: offersCopy.askNew("PI-2026-000013-1"), event: "offer.renew", after: "ready" });
  await expect(await canvas.findByText(/is back with the mill/)).toBeVisible();
  await expect(canvas.getByText(/New offer asked for on 10 December 2026/)).toBeVisible();
  await expect(canvas.queryByRole("button", { name: /Ask for a new offer/ })).toBeNull();
});
