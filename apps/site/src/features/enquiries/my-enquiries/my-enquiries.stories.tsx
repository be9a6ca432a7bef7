import type { MyEnquiry } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { myEnquiriesMachine } from "./my-enquiries.machine";
import { MyEnquiriesScreen } from "./my-enquiries-screen";

const title = "My enquiries flow";

const enquiries: MyEnquiry[] = [
  {
    reference: "Q-2026-000031",
    kind: "quote",
    created_at: "2026-11-20T09:30:00Z",
    subject: "",
    lines: [{ product: "Hessian cloth 40\" 10 oz", quantity: "2 x 40' HC", company: "SJSML", port: "Chittagong", note: "" }],
    status: "received",
    replies: [],
    time_zone: "Asia/Dhaka",
  },
  { reference: "E-2026-000117", kind: "contact", created_at: "2026-11-02T14:05:00Z", subject: "Sample of sacking cloth", lines: [], status: "answered", replies: [{ at: "2026-11-02T19:30:00Z", message: "Samples leave the mill on Monday by courier." }], time_zone: "Asia/Dhaka" },
];

export default { title: "Flows/My enquiries", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  myEnquiriesMachine,
  title,
  "The member's enquiries and quote requests, newest first; a visitor is asked to log in; a failure offers a retry.",
);

/** `status`: the refusal's HTTP status (401: the server no longer accepts the token). */
const driven = (status = 400) =>
  function Driven(args: OutcomeArgs) {
    const replies = apiReplies(enquiries, [] as MyEnquiry[]);
    return (
      <FlowPlayground
        {...args}
        machine={myEnquiriesMachine}
        title={title}
        replies={{ loadEnquiries: { ...replies, refused: (msg: string) => ({ kind: "refused" as const, msg, code: status === 401 ? "unauthenticated" : "invalid_input", status }) } }}
        screen={(machine) => <MyEnquiriesScreen machine={machine} />}
      />
    );
  };

const CAPTION = "Your enquiries and quote requests";

/** The enquiries as shown at the screen's width: the table, or (narrow, as in the playground) its cards. */
const listed = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryByRole("table", { name: CAPTION }) ?? canvas.queryByRole("list", { name: CAPTION })).not.toBeNull());
  return canvas.queryByRole("table", { name: CAPTION }) ?? canvas.getByRole("list", { name: CAPTION });
};

/** Drive it: the list loads at once; pick the server's answer in the controls. */
export const Drive = drivenStory(driven(), {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "results");
  const shown = await listed(canvasElement);
  await expect(within(shown).getByText("Q-2026-000031")).toBeVisible();
  await expect(within(shown).getByText("Answered (1 reply below)")).toBeVisible();
  await expect(within(canvasElement).getByText("Samples leave the mill on Monday by courier.")).toBeVisible();
});

/** Nothing sent yet: the way to send one. */
export const DriveEmpty = drivenStory(driven(), { outcome: "empty" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "empty");
  await expect(await within(canvasElement).findByText(/You have not sent an enquiry yet/)).toBeVisible();
});

/** The server no longer accepts the token (401): asked to log in, and back here after. */
export const DriveLoggedOut = drivenStory(driven(401), { outcome: "refused", message: "Log in to see your enquiries" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "loggedOut");
  await expect(await within(canvasElement).findByRole("link", { name: "Login" })).toBeVisible();
});

/** Another refusal: the server's words and a retry. */
export const DriveRefused = drivenStory(driven(), { outcome: "refused", message: "Too many requests: try again in a minute" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "error");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Too many requests: try again in a minute");
});

/** The network fails: a retry, which asks again (and fails again while the control says so). */
export const DriveFailure = drivenStory(driven(), { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "error");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Your enquiries could not be loaded.");
  await clickThrough(canvasElement, { before: "error", button: "Try again", event: "enquiries.retry", after: "error" });
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/enquiries\.retry → loading/);
});

/** A slow server: the spinner while the call runs, then the list. */
export const DriveSlow = drivenStory(driven(), SLOW, async (canvasElement) => {
  await expectPassingThrough(canvasElement, "loading");
  await expect(await within(canvasElement).findByRole("progressbar", { name: "Loading your enquiries" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "results");
  await expect(await listed(canvasElement)).toBeVisible();
});
