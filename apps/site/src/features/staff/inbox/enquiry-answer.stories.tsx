import type { InboxEntry, InboxReplySent, InboxSummary } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { staffCopy } from "../staff.copy";
import { EnquiryAnswer } from "./enquiry-answer";
import { enquiryAnswerMachine } from "./enquiry-answer.machine";

const title = "Staff enquiry answer flow";

export default { title: "Flows/Staff enquiry answer", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  enquiryAnswerMachine,
  title,
  "An opened enquiry in the staff inbox: a received one takes a reply (mailed to the enquirer, marked answered) or is marked answered without one; an answered one can be reopened. A refusal of the reply's text stays on the field; another clerk's answer first is said and the entry reloads.",
);

const summary: InboxSummary = {
  id: "12", reference: "E-2026-000012", kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn",
  status: "received", created_at: "2026-11-25T09:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
};
const entry: InboxEntry = { ...summary, message: "Loading in March", replies: [], lines: [] };
const answered: InboxSummary = { ...summary, status: "answered", answered_at: "2026-11-25T19:30:00.000Z", answered_by: "clerk@mill.example" };
const sent: InboxReplySent = { ...answered, mailed_to: "nasrin@example.com" };

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={enquiryAnswerMachine}
    title={title}
    replies={{
      sendReply: apiReplies(sent, sent, { found: "Reply to E-2026-000012 sent to nasrin@example.com; marked answered" }),
      markAnswered: apiReplies(answered, answered, { found: "E-2026-000012 is marked answered" }),
      reopen: apiReplies({ ...summary, reopened_at: "2026-11-25T19:40:00.000Z", reopened_by: "clerk@mill.example" }, summary, { found: "E-2026-000012 reopened" }),
    }}
    screen={(machine) => <EnquiryAnswer entry={entry} machine={machine} onChanged={() => undefined} />}
  />
);

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await userEvent.type(await canvas.findByRole("textbox", { name: /Reply/ }), "We can ship 25 MT in March.");
  await userEvent.click(canvas.getByRole("button", { name: "Send reply" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("reply.send");
};

/** Drive it: write a reply and send it; the enquiry is answered and Reopen is offered. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await expect(await within(canvasElement).findByRole("button", { name: "Reopen" })).toBeVisible();
});

/** The server refuses the reply's text: its words on the field, what was typed kept. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "The reply can be at most 5,000 characters", field: "message" }, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("The reply can be at most 5,000 characters")).toBeVisible();
  await expect(canvas.getByRole("textbox", { name: /Reply/ })).toHaveValue("We can ship 25 MT in March.");
});

/** The network fails: "The reply was not sent" with the reason in an alert, the draft kept, and Send reply tries again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await send(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The reply was not sent: The server could not be reached");
  await expect(canvas.getByRole("textbox", { name: /Reply/ })).toHaveValue("We can ship 25 MT in March.");
  await userEvent.click(canvas.getByRole("button", { name: staffCopy.inbox.sendReply }));
  await waitFor(() => expect(canvas.getByTestId("event-log").textContent?.match(/reply\.send → sending/g)).toHaveLength(2));
  await expectCurrentState(canvasElement, "idle");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The reply was not sent: The server could not be reached");
});

/** A slow server: "Sending…" while the reply goes, both buttons waiting; then answered, with Reopen. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await send(canvasElement);
  await expectPassingThrough(canvasElement, "sending");
  await expect(await canvas.findByRole("button", { name: staffCopy.inbox.sending }, BUSY_SHOWN)).toHaveAttribute("aria-disabled", "true");
  await expect(canvas.getByRole("button", { name: staffCopy.inbox.markAnswered })).toHaveAttribute("aria-disabled", "true");
  await expectCurrentState(canvasElement, "idle");
  await expect(await canvas.findByRole("button", { name: staffCopy.inbox.reopen })).toBeVisible();
});
