import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { forgotPasswordMachine } from "./forgot-password.machine";
import { ForgotPasswordScreen } from "./forgot-password-screen";

const title = "Forgotten password flow";
const reply = "If an account exists for this email, a link to choose a new password is on its way.";

export default { title: "Flows/Forgot password", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  forgotPasswordMachine,
  title,
  "The email, Sending… while busy, then the same reply for any email; a refusal of the email on its field.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={forgotPasswordMachine}
    title={title}
    replies={{ requestReset: apiReplies(null, null, { found: reply, empty: reply }) }}
    screen={(machine) => <ForgotPasswordScreen machine={machine} />}
  />
);

const ask = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByLabelText(/Email Address/), "ayesha@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Send me a link" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("forgot.submit");
};

/** Drive it: pick the server's answer in the controls, then ask for a link. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await ask(canvasElement);
  await expectCurrentState(canvasElement, "sent");
  await expect(await within(canvasElement).findByRole("heading", { name: "Check your mail" })).toBeVisible();
  await expect(within(canvasElement).getByText(reply)).toBeVisible();
});

/** The server refuses the email: its words on the field, the form stays. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "Enter a valid email address", field: "email" }, async (canvasElement) => {
  await ask(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("Enter a valid email address")).not.toHaveLength(0);
});

/** The network fails: the form stays, with the client's words at its top. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  await ask(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The server could not be reached")).not.toHaveLength(0);
});

/** A slow server: Sending… while the call runs, then the reply. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await ask(canvasElement);
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await within(canvasElement).findByRole("button", { name: /Sending/ }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "sent");
});
