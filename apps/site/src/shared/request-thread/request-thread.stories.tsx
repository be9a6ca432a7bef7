import type { Thread } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs, type Replies } from "../flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../flows/storybook/stories";
import type { ApiResult } from "@jute/api/client";
import { RequestThread } from "./request-thread";
import { requestThreadMachine } from "./request-thread.machine";
import { threadCopy as copy } from "./thread.copy";
import { answeredThread, emptyThread, RATE_LIMITED, seenThread, unreadThread } from "./thread-fixtures";

const title = "Request thread flow";

export default { title: "Flows/Request thread", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  requestThreadMachine,
  title,
  "The messages of one enquiry or quote request, for the member (My enquiries) or staff (the inbox): loaded oldest first, the new ones marked seen, then a message is posted. A refusal of the text stays on the field; past the hour's budget or on a failure the draft is kept and Send tries again.",
);

const SPECS = [
  { id: "1", label: "CRX Jute Yarn" },
  { id: "7", label: "Hessian cloth" },
];
const effects = ["recountUnread"];

/** The whole flow answers as the control says: the load too (empty: no messages; network: the load fails). */
const DrivenLoad = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={requestThreadMachine}
    title={title}
    effects={effects}
    replies={{
      loadThread: apiReplies(unreadThread, emptyThread, { found: "Thread" }),
      markSeen: apiReplies(seenThread, emptyThread, { found: "Read" }),
      postMessage: apiReplies(answeredThread, answeredThread, { found: "Message sent: the mill is told by mail" }),
    }}
    screen={(machine) => <RequestThread machine={machine} side="member" reference="E-2026-000124" enquiryId="" />}
  />
);

/** The thread loads at once; only the post answers as the control says (staff, with spec sheets to attach). */
const postReplies = (limited = false): Replies<ApiResult<Thread>> => {
  const replies = apiReplies(answeredThread, answeredThread, { found: "Message sent: the buyer is told by mail" });
  return limited ? { ...replies, refused: (message) => ({ kind: "refused", msg: message, code: "rate_limited", status: 429 }) } : replies;
};
const drivenPost = (limited = false) =>
  function DrivenPost(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={requestThreadMachine}
        title={title}
        effects={effects}
        replies={{ loadThread: always({ kind: "ok", data: seenThread, msg: "Thread" }), markSeen: always({ kind: "ok", data: seenThread, msg: "Read" }), postMessage: postReplies(limited) }}
        screen={(machine) => <RequestThread machine={machine} side="staff" reference="E-2026-000124" enquiryId="124" specOptions={SPECS} />}
      />
    );
  };

const write = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.type(await canvas.findByRole("textbox", { name }), "March suits us.");
  await userEvent.click(canvas.getByRole("button", { name: copy.send }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("thread.post");
};

/** Drive it: the thread opens with one new message from the mill (marked seen), the member answers, and the answer joins the thread. */
export const Drive = drivenStory(DrivenLoad, {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("seeing");
  await expect(await canvas.findByRole("link", { name: "Spec sheet: CRX Jute Yarn (PDF)" })).toBeVisible();
  await write(canvasElement, copy.label.member);
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText("Message sent: the mill is told by mail")).toBeVisible();
  await waitFor(() => expect(within(canvas.getByRole("list", { name: /oldest first/ })).getAllByRole("listitem")).toHaveLength(2));
});

/** No message yet: the words say so, and the form is there to write the first. */
export const DriveEmpty = drivenStory(DrivenLoad, { outcome: "empty" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByText(copy.none)).toBeVisible();
});

/** The server refuses the message's text: its words on the field, the draft kept. */
export const DriveRefused = drivenStory(drivenPost(), { outcome: "refused", message: "The message can be at most 4,000 characters", field: "body" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await write(canvasElement, copy.label.staff);
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText("The message can be at most 4,000 characters")).toBeVisible();
  await expect(canvas.getByRole("textbox", { name: copy.label.staff })).toHaveValue("March suits us.");
});

/** Past the hour's budget (429): the server's words in an alert, the draft kept; Send tries again. */
export const DriveRateLimited = drivenStory(drivenPost(true), { outcome: "refused", message: RATE_LIMITED }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await write(canvasElement, copy.label.staff);
  await expectCurrentState(canvasElement, "rateLimited");
  await expect(await canvas.findByRole("alert")).toHaveTextContent(RATE_LIMITED);
  await expect(canvas.getByRole("textbox", { name: copy.label.staff })).toHaveValue("March suits us.");
});

/** The network fails on Send: the words in an alert, the draft kept, and Send tries again. */
export const DriveFailure = drivenStory(drivenPost(), { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await write(canvasElement, copy.label.staff);
  await expectCurrentState(canvasElement, "postFailed");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The message was not sent: The server could not be reached");
  await userEvent.click(canvas.getByRole("button", { name: copy.send }));
  await waitFor(() => expect(canvas.getByTestId("event-log").textContent?.match(/thread\.post → posting/g)).toHaveLength(2));
  await expectCurrentState(canvasElement, "postFailed");
});

/** The load fails: the words in an alert with Try again. */
export const DriveLoadFailure = drivenStory(DrivenLoad, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "loadFailed");
  await expect(await canvas.findByRole("alert")).toHaveTextContent("The messages could not be loaded. The server could not be reached");
  await expect(canvas.getByRole("button", { name: copy.retry })).toBeVisible();
});

/** A slow server: "Sending…" while the message goes; then it joins the thread. */
export const DriveSlow = drivenStory(drivenPost(), SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await write(canvasElement, copy.label.staff);
  await expectPassingThrough(canvasElement, "posting");
  await expect(await canvas.findByRole("button", { name: copy.sending }, BUSY_SHOWN)).toHaveAttribute("aria-disabled", "true");
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText("Message sent: the buyer is told by mail")).toBeVisible();
});
