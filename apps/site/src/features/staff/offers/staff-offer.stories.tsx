import type { InboxEntry, Offer } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { StaffOfferPanel } from "./staff-offer-panel";
import { staffOfferCopy } from "./staff-offer.copy";
import { staffOfferMachine } from "./staff-offer.machine";

const title = "Staff offer flow";

export default { title: "Flows/Staff offer", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  staffOfferMachine,
  title,
  "The request's offers load; Make an offer opens the form; sending makes the offer (or a new version) and reloads; a refusal keeps the form with the server's words; an open offer can be withdrawn.",
);

const entry: InboxEntry = {
  id: "12",
  reference: "E-2026-000012",
  kind: "quote",
  name: "Nasrin Akter",
  email: "nasrin@example.com",
  subject: "Quote request: CRX Jute Yarn",
  status: "received",
  created_at: "2026-11-25T09:00:00.000Z",
  answered_at: "",
  answered_by: "",
  reopened_at: "",
  reopened_by: "",
  time_zone: "Asia/Dhaka",
  message: "",
  replies: [],
  lines: [
    {
      product: "CRX Jute Yarn",
      spec: "count 8, 2 ply, VOT",
      company: "OJML",
      company_id: "2",
      port: "Chattogram Port",
      unit: "MT",
      quantity: 26,
      unit_price: 1480.25,
      price_now: 1480.25,
      total: 38486.5,
      effective_from: "2026-11-01",
      note: "",
    },
  ],
};

const made: Offer = {
  id: "7", enquiry_id: "12", reference: entry.reference, number: "PI-2026-000012-1", version: 1, state: "sent",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT", mill: "OJML", lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }], currency: "USD",
  goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2026-12-09", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "", buyer_country: "", time_zone: "Asia/Dhaka",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
};

/**
 * `loadFollows`: the load of the request's offers answers as the controls say too (a network
 * failure there is `error`); by default it finds no offer at once and only Send offer and
 * Withdraw follow the controls.
 */
const driven = ({ loadFollows = false, request = entry } = {}) =>
  function Driven(args: OutcomeArgs) {
    const none: Offer[] = [];
    return (
      <FlowPlayground
        {...args}
        machine={staffOfferMachine}
        title={title}
        replies={{
          loadOffers: loadFollows ? apiReplies(none, none, { found: "No offers" }) : always({ kind: "ok", data: none, msg: "No offers" }),
          makeOffer: apiReplies(made, made, { found: "Offer PI-2026-000012-1 sent to Nasrin Akter" }),
          withdrawOffer: apiReplies<Offer>({ ...made, state: "withdrawn" }, made, { found: "Offer PI-2026-000012-1 withdrawn" }),
        }}
        screen={(machine) => <StaffOfferPanel entry={request} machine={machine} />}
      />
    );
  };
const Driven = driven();

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await userEvent.click(await canvas.findByRole("button", { name: "Make an offer" }));
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await userEvent.type(canvas.getByRole("textbox", { name: /Packing/ }), "Bales");
  await userEvent.click(canvas.getByRole("button", { name: "Send offer" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("offer.submit");
};

/** Drive it: make an offer with the prefilled price; the list loads again and says so. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await expect(await within(canvasElement).findByText("Offer PI-2026-000012-1 sent to Nasrin Akter")).toBeVisible();
});

/** The server refuses the terms: its words in the form, what was typed kept. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "Choose today (2026-11-25) or a later day for the offer to be valid until" }, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Choose today (2026-11-25) or a later day for the offer to be valid until")).toBeVisible();
  await expect(canvas.getByRole("textbox", { name: /Shipment period/ })).toHaveValue("January 2027");
});

/** The network fails: "The offer was not sent" with the reason in an alert, the form kept as typed, and Send offer tries again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await send(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The offer was not sent: The server could not be reached");
  await expect(canvas.getByRole("textbox", { name: /Shipment period/ })).toHaveValue("January 2027");
  // Focus stays on Send offer (it waits with aria-disabled, never disabled), so a keyboard user sends again.
  await expect(canvas.getByRole("button", { name: staffOfferCopy.send })).toHaveFocus();
  await userEvent.click(canvas.getByRole("button", { name: staffOfferCopy.send }));
  await waitFor(() => expect(canvas.getByTestId("event-log").textContent?.match(/offer\.submit → sending/g)).toHaveLength(2));
  await expectCurrentState(canvasElement, "editing");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The offer was not sent: The server could not be reached");
});

/** A request of three lines from two mills: the price in force now on one, the buyer's quoted price beside it. */
const threeLines: InboxEntry = {
  ...entry,
  lines: [
    ...entry.lines,
    { product: "Sacking Bag", spec: "112 x 67 cm", company: "SJSML", company_id: "1", port: "Mongla Port", unit: "piece", quantity: 5000, unit_price: 0.72, price_now: 0.74, total: 3600, effective_from: "2026-11-01", note: "Printed with our mark" },
    { product: "Jute Rope", spec: "12 mm", company: "OJML", company_id: "2", port: "Chattogram Port", unit: "kg", quantity: 800, unit_price: 2.1, price_now: null, total: 1680, effective_from: "2026-10-01", note: "" },
  ],
};

/**
 * An offer of several lines: each line priced from the price in force now (amount and totals as
 * typed), one left out with its reason, the seller chosen among the lines' mills.
 */
export const DriveLines = drivenStory(driven({ request: threeLines }), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await userEvent.click(await canvas.findByRole("button", { name: "Make an offer" }));
  await expect(canvas.getByRole("textbox", { name: /Unit price of line 2/ })).toHaveValue("0.74");
  await expect(canvas.getByRole("row", { name: /Sacking Bag/ })).toHaveTextContent("USD 3,700.00");
  await userEvent.click(canvas.getByRole("checkbox", { name: "Leave line 3 out" }));
  await userEvent.type(canvas.getByRole("textbox", { name: /Why line 3 is left out/ }), "not available this season");
  await expect(canvas.getByText(/2 of 3 lines priced/)).toBeVisible();
  await userEvent.type(canvas.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await userEvent.type(canvas.getByRole("textbox", { name: /Packing/ }), "Bales");
  await userEvent.click(canvas.getByRole("button", { name: "Send offer" }));
  await expectCurrentState(canvasElement, "idle");
  await expect(await canvas.findByText("Offer PI-2026-000012-1 sent to Nasrin Akter")).toBeVisible();
});

/** The request's offers cannot be loaded (network): the words in an alert, and Try again asks again. */
export const DriveLoadFailure = drivenStory(driven({ loadFollows: true }), { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "error");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("The server could not be reached");
  await clickThrough(canvasElement, { before: "error", button: staffOfferCopy.retry, event: "offers.retry", after: "error" });
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/offers\.retry → loading/);
});

/** A slow server: "Sending the offer" (disabled) while the call runs, then the list loads again with the server's words. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await send(canvasElement);
  await expectPassingThrough(canvasElement, "sending");
  const busy = await canvas.findByRole("button", { name: staffOfferCopy.sending }, BUSY_SHOWN);
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  // It keeps focus while it waits: a failure lands with the keyboard where it was.
  await expect(busy).toHaveFocus();
  await expectCurrentState(canvasElement, "idle");
  await expect(await canvas.findByText("Offer PI-2026-000012-1 sent to Nasrin Akter")).toBeVisible();
});
