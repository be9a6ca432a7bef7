import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectCurrentState } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory } from "../../../shared/flows/storybook/stories";
import { acceptedOffer, sentOffer } from "./offer-fixtures";
import { MyOffersScreen } from "./my-offers-screen";
import { myOffersMachine } from "./my-offers.machine";

const title = "My offers flow (buyer)";

export default { title: "Flows/My offers", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  myOffersMachine,
  title,
  "The member's offers load; an open one is accepted, declined or sent back with a change request, one answer at a time. A refusal (expired, withdrawn, superseded meanwhile) shows the server's words and reloads the list.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={myOffersMachine}
    title={title}
    replies={{
      loadOffers: always({ kind: "ok", data: [sentOffer], msg: "Offers" }),
      sendAnswer: apiReplies(acceptedOffer, acceptedOffer, { found: "Offer PI-2026-000012-1 accepted: the price is locked" }),
    }}
    screen={(machine) => <MyOffersScreen machine={machine} />}
  />
);

const accept = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.click(await canvas.findByRole("button", { name: "Accept offer" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("offer.accept");
};

/** Drive it: accept the open offer; it shows accepted with the price locked. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await accept(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByText(/Price locked: 1,525.50 USD per MT/)).toBeVisible();
});

/** The offer expired meanwhile: the server's words beside it; the list is read again. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one" }, async (canvasElement) => {
  await accept(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one")).toBeVisible();
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/sendAnswer/);
});
