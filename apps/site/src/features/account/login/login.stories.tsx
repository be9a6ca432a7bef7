import type { Member } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { loginMachine } from "./login.machine";
import { LoginScreen } from "./login-screen";

const title = "Login flow";
const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };

export default { title: "Flows/Login", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  loginMachine,
  title,
  "Sends a visitor with a stored token home; otherwise the login form, Logging in… while busy, the server's words on a refusal.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={loginMachine}
    title={title}
    replies={{
      // Nobody is logged in: the form shows.
      checkSession: always(false),
      logIn: apiReplies({ user: member, token: "story-token" }, { user: member, token: "story-token" }, { found: "Login successful" }),
    }}
    effects={["goHome", "startSession"]}
    screen={(machine) => <LoginScreen returnTo={null} machine={machine} />}
  />
);

const logIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByLabelText(/Email Address/), "ayesha@example.com");
  await userEvent.type(canvas.getByLabelText(/Password/), "jute-and-tea-2025");
  await userEvent.click(canvas.getByRole("button", { name: "Login" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("login.submit");
};

/** Drive it: pick the server's answer in the controls, then log in. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await logIn(canvasElement);
  await expectCurrentState(canvasElement, "done");
});

/** The server refuses: back on the form with its words. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "The email or password is incorrect" }, async (canvasElement) => {
  await logIn(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The email or password is incorrect")).not.toHaveLength(0);
});

/** The network fails: the form stays with what was typed, the client's words in its focused summary; Login sends it again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await logIn(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent("Login failed");
  await expect(alert).toHaveTextContent("The server could not be reached");
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  await expect(canvas.getByLabelText(/Email Address/)).toHaveValue("ayesha@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Login" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/login\.submit → submitting[\s\S]*login\.submit → submitting/);
  await expectCurrentState(canvasElement, "editing");
});

const unconfirmedWords = "Your email address is not confirmed yet: open the link we sent to ayesha@example.com to log in. No mail? Send the link again.";

const DrivenUnconfirmed = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={loginMachine}
    title={title}
    replies={{
      checkSession: always(false),
      logIn: always({ kind: "refused", msg: unconfirmedWords, code: "unconfirmed", field: "email", status: 403 }),
      sendLink: apiReplies(null, null, { found: "If ayesha@example.com is an account's address waiting for confirmation, we have sent it a new link. Open it to log in." }),
    }}
    effects={["goHome", "startSession"]}
    screen={(machine) => <LoginScreen returnTo={null} machine={machine} />}
  />
);

/** The address is not confirmed yet: where the link went, and "Send the link again" (its answer picked in the controls). */
export const DriveUnconfirmed = drivenStory(DrivenUnconfirmed, {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await logIn(canvasElement);
  await expectCurrentState(canvasElement, "unconfirmed");
  await expect(await canvas.findByText(unconfirmedWords)).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: "Send the link again" }));
  await expectCurrentState(canvasElement, "unconfirmed");
  await expect(await canvas.findByText(/we have sent it a new link/)).toBeVisible();
});

const DrivenLink = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={loginMachine}
    title={title}
    replies={{
      checkSession: always(false),
      logIn: always({ kind: "ok", data: { user: member, token: "story-token" }, msg: "Login successful" }),
      confirmAddress: apiReplies({ user: member, token: "story-token" }, { user: member, token: "story-token" }, { found: "Your email address is confirmed: you are logged in" }),
    }}
    effects={["goHome", "startSession"]}
    screen={(machine) => <LoginScreen returnTo={null} confirmToken="story-link-token" machine={machine} />}
  />
);

/** Opened from the mail's link: the address is confirmed and the member logged in (or the server's words on the form). */
export const DriveConfirmLink = drivenStory(DrivenLink, {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "done");
});

/** A slow server: Logging in… while the call runs, then done. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await logIn(canvasElement);
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await within(canvasElement).findByRole("button", { name: "Logging in…" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "done");
});
