import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { registrationMachine } from "./registration.machine";
import { RegistrationScreen } from "./registration-screen";

const title = "Registration flow";

export default { title: "Flows/Registration", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  registrationMachine,
  title,
  "The passwords do not match without a request; Submitting… while busy; refusals on the field they concern; to /login on success.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={registrationMachine}
    title={title}
    replies={{ register: apiReplies(null, null, { found: "Registration successful" }) }}
    effects={["goToLogin"]}
    screen={(machine) => <RegistrationScreen machine={machine} />}
  />
);

const signUp = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByLabelText(/Full Name/), "Ayesha Rahman");
  await userEvent.type(canvas.getByLabelText(/Email Address/), "ayesha@example.com");
  await userEvent.type(canvas.getByLabelText(/Enter Password/), "jute-and-tea-2025");
  await userEvent.type(canvas.getByLabelText(/Confirm Password/), "jute-and-tea-2025");
  await userEvent.click(canvas.getByRole("button", { name: "Sign Up" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("registration.submit");
};

/** Drive it: pick the server's answer in the controls, then sign up. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await signUp(canvasElement);
  await expectCurrentState(canvasElement, "registered");
});

/** The server refuses the address: back on the form, the words on the field. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "This email is already registered", field: "email" }, async (canvasElement) => {
  await signUp(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("This email is already registered")).not.toHaveLength(0);
});

/** The network fails: the form keeps what was typed, the client's words in its focused summary; Sign Up sends it again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await signUp(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent("The server could not be reached");
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  await expect(canvas.getByLabelText(/Full Name/)).toHaveValue("Ayesha Rahman");
  await expect(canvas.getByLabelText(/Email Address/)).toHaveValue("ayesha@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Sign Up" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/registration\.submit → submitting[\s\S]*registration\.submit → submitting/);
  await expectCurrentState(canvasElement, "editing");
});

/** A slow server: Submitting… on the button while the call runs, then registered. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await signUp(canvasElement);
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await within(canvasElement).findByRole("button", { name: "Submitting…" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "registered");
});
