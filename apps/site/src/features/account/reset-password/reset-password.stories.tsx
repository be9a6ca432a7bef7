import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { resetPasswordMachine } from "./reset-password.machine";
import { ResetPasswordScreen } from "./reset-password-screen";

const title = "Password reset flow";
/** A token of the shape the server makes (43 base64url characters). */
const TOKEN = "Zm9yLXN0b3J5Ym9vay1vbmx5LW5vdC1hLXJlYWwtdG9";
const done = "Your password has been changed. Log in with the new one.";

export default { title: "Flows/Reset password", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  resetPasswordMachine,
  title,
  "A link without a well-formed token is refused at once, and a used or expired one (410) as the page opens, before a password is typed; “The passwords do not match” without a request; the password policy on its field; a link that ends while the form is open leaves it for one message and a way to ask again.",
);

/** The reset call's answers; `goneStatus`: a refusal comes as the link's 410 instead of a 400. */
function resetReplies(goneStatus: boolean) {
  const replies = apiReplies(null, null, { found: done, empty: done });
  if (!goneStatus) return replies;
  return { ...replies, refused: (msg: string) => ({ kind: "refused" as const, msg, code: "gone", status: 410 }) };
}

const driven = ({ wellFormed = true, gone = false } = {}) =>
  function Driven(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={resetPasswordMachine}
        title={title}
        // The token's shape is checked in the page, not on the network: the link decides.
        replies={{ checkToken: always(wellFormed), resetPassword: resetReplies(gone) }}
        screen={(machine) => <ResetPasswordScreen token={wellFormed ? TOKEN : "cut-short"} machine={machine} />}
      />
    );
  };

const choose = async (canvasElement: HTMLElement, password: string, confirm = password) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByLabelText(/^New Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "Set new password" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("reset.submit");
};

/** Drive it: pick the server's answer in the controls, then choose a new password twice. */
export const Drive = drivenStory(driven(), {}, async (canvasElement) => {
  await choose(canvasElement, "hessian-and-twine-26");
  await expectCurrentState(canvasElement, "done");
  await expect(await within(canvasElement).findByRole("heading", { name: "Password changed" })).toBeVisible();
  await expect(within(canvasElement).getByRole("link", { name: "Log in with the new password" })).toBeVisible();
});

/** Two different passwords: "The passwords do not match" on the confirmation, and no request. */
export const DriveMismatch = drivenStory(driven(), {}, async (canvasElement) => {
  await choose(canvasElement, "hessian-and-twine-26", "hessian-and-twine-62");
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The passwords do not match")).not.toHaveLength(0);
  await expect(within(canvasElement).getByTestId("event-log")).not.toHaveTextContent("resetPassword");
});

/** Too short for the contract: the server's words on the password field at once, and no request. */
export const DriveTooShort = drivenStory(driven(), {}, async (canvasElement) => {
  await choose(canvasElement, "jute-1", "jute-1");
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The password must be at least 8 characters")).not.toHaveLength(0);
  await expect(within(canvasElement).getByTestId("event-log")).not.toHaveTextContent("resetPassword");
});

/** The password policy refuses it: the server's words on the password field. */
export const DriveRefused = drivenStory(driven(), { outcome: "refused", message: "The password must be at least 10 characters long", field: "password" }, async (canvasElement) => {
  await choose(canvasElement, "short-one");
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The password must be at least 10 characters long")).not.toHaveLength(0);
});

/** The link was used or expired meanwhile (410): one message and a way to ask again. */
export const DriveLinkGone = drivenStory(driven({ gone: true }), { outcome: "refused", message: "This reset link cannot be used" }, async (canvasElement) => {
  await choose(canvasElement, "hessian-and-twine-26");
  await expectCurrentState(canvasElement, "invalid");
  await expect(await within(canvasElement).findByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(within(canvasElement).getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

/** A link cut short (no well-formed token): refused at once, no form, no request. */
export const DriveBrokenLink = drivenStory(driven({ wellFormed: false }), {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "invalid");
  await expect(await within(canvasElement).findByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(within(canvasElement).queryByLabelText(/^New Password/)).toBeNull();
});

/** The network fails: the form stays, with the client's words at its top. */
export const DriveFailure = drivenStory(driven(), { outcome: "network" }, async (canvasElement) => {
  await choose(canvasElement, "hessian-and-twine-26");
  await expectCurrentState(canvasElement, "editing");
  await expect(await within(canvasElement).findAllByText("The server could not be reached")).not.toHaveLength(0);
});

/** A slow server: Saving… while the call runs, then done. */
export const DriveSlow = drivenStory(driven(), SLOW, async (canvasElement) => {
  await choose(canvasElement, "hessian-and-twine-26");
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await within(canvasElement).findByRole("button", { name: /Saving/ }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "done");
});
