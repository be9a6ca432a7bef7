import type { QuoteList, QuoteReceipt } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs, type Replies } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import type { ContainerLoads } from "./quote-terms";
import { quoteRequestMachine } from "./quote-request.machine";
import { RequestQuote } from "./request-quote";
import { twoLines } from "../quote-list/fixtures";

const title = "Quote request flow";

const receipt: QuoteReceipt = {
  reference: "E-2026-000124",
  product: "CRX Jute Yarn",
  spec: "count 8, 1 ply, MOT",
  company: "OJML",
  port: "Chattogram Port",
  unit: "MT",
  quantity: 26,
  currency: "USD",
  unit_price: 1450.5,
  total: 37713,
  effective_from: "2026-01-01",
};

/** The container figures: the catalogue's when it answers, none otherwise (the form works without). */
const terms: Replies<ContainerLoads | null> = { ok: () => ({ fcl20: 13, fcl40: 26 }), empty: () => null, refused: () => null, network: () => null };

export default { title: "Flows/Quote request", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  quoteRequestMachine,
  title,
  "Container figures load first; the quantity is checked before any request; the server costs the spec itself; refusals on the field they name; sent shows the reference and the server's total.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={quoteRequestMachine}
    title={title}
    replies={{ loadTerms: terms, requestQuote: apiReplies(receipt, receipt, { found: "Quote request E-2026-000124 received" }), addToList: apiReplies<QuoteList>(twoLines, twoLines, { found: "Added to your quote list" }) }}
    effects={["countLines"]}
    screen={(machine) => (
      <p>
        {yarnRow.name}, {yarnRow.company}: USD 1,450.50 per MT <RequestQuote quote={yarnRow} machine={machine} /> <RequestQuote quote={yarnRow} machine={machine} mode="add" />
      </p>
    )}
  />
);

/** Opens the dialog (the machine starts with it); `loaded`: waits for the form to be editable. */
const open = async (canvasElement: HTMLElement, { loaded = true } = {}) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /^Request a quote: CRX 8 lb 1 ply MOT/ }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: /Request a quote/ });
  if (loaded) await expectCurrentState(canvasElement, "editing");
  return within(dialog);
};

const fillAndSend = async (canvasElement: HTMLElement, dialog: ReturnType<typeof within>, quantity: string) => {
  await userEvent.type(dialog.getByRole("textbox", { name: /^Quantity/ }), quantity);
  await userEvent.click(dialog.getByRole("button", { name: "Send request" }));
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent("quote.submit");
  return dialog;
};

const send = async (canvasElement: HTMLElement, quantity: string) => fillAndSend(canvasElement, await open(canvasElement), quantity);

/** Drive it: pick the server's answer in the controls, open the form and send 26 MT. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  const dialog = await send(canvasElement, "26");
  await expectCurrentState(canvasElement, "sent");
  await expect(await dialog.findByRole("heading", { name: "Request sent" })).toBeVisible();
  await expect(dialog.getByText(/Quote request E-2026-000124 received/)).toBeVisible();
});

/** A quantity that is not a number: its error on the field, and no request. */
export const DriveInvalid = drivenStory(Driven, {}, async (canvasElement) => {
  const dialog = await send(canvasElement, "lots");
  await expectCurrentState(canvasElement, "editing");
  await expect(await dialog.findAllByText("Enter the quantity as a number, such as 25 or 12.5")).not.toHaveLength(0);
  await expect(within(canvasElement).getByTestId("event-log")).not.toHaveTextContent("requestQuote");
});

const NO_PRICE = "There is no price in force for this spec at this mill: ask us through the contact form instead";

/** The server refuses (no price in force at this mill): its words above the form, kept for another try. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: NO_PRICE }, async (canvasElement) => {
  const dialog = await send(canvasElement, "26");
  await expectCurrentState(canvasElement, "refused");
  await expect(await dialog.findAllByText(NO_PRICE)).not.toHaveLength(0);
});

/** The network fails: what was typed stays, with a way to send it again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const dialog = await send(canvasElement, "26");
  await expectCurrentState(canvasElement, "failed");
  await expect(await dialog.findAllByText("The request could not be sent. Check your connection and send it again.")).not.toHaveLength(0);
  await expect(dialog.getByRole("textbox", { name: /^Quantity/ })).toHaveValue("26");
});

/** A slow server: the figures load first, then Sending… while the request runs, then sent. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  const dialog = await open(canvasElement, { loaded: false });
  await expectPassingThrough(canvasElement, "loading");
  await expectCurrentState(canvasElement, "editing");
  await expect(dialog.getByText(/A 20' container holds about 13 MT/)).toBeVisible();
  await fillAndSend(canvasElement, dialog, "26");
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await dialog.findByRole("button", { name: /Sending/ }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "sent");
});

/** "Add to quote": the same form adds the row to the quote list, the message being the line's note. */
export const DriveAdd = drivenStory(Driven, {}, async (canvasElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /^Add to quote: CRX 8 lb 1 ply MOT/ }));
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: /Add to your quote list/ }));
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(dialog.getByRole("textbox", { name: /^Quantity/ }), "26");
  await userEvent.type(dialog.getByRole("textbox", { name: "Note on this line (optional)" }), "Loading in March");
  await userEvent.click(dialog.getByRole("button", { name: "Add to quote list" }));
  await expectCurrentState(canvasElement, "added");
  await expect(await dialog.findByRole("heading", { name: "Added to your quote list" })).toBeVisible();
  await expect(dialog.getByText("Your quote list now holds 2 lines.")).toBeVisible();
});
