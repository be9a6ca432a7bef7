import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { contactUs } from "./contact-us.copy";
import { ContactForm } from "./contact-form";
import { contactCopy } from "../enquiries.copy";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { contactMachine } from "./contact.machine";

const title = "Contact flow";

export default { title: "Flows/Contact", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  contactMachine,
  title,
  "Checked in the browser first; refusals on the field they name; a failure keeps what was typed; sent shows the reference in place of the form.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={contactMachine}
    title={title}
    replies={{ sendEnquiry: apiReplies({ reference: "ENQ-2026-0042" }, { reference: "ENQ-2026-0042" }, { found: "Thank you" }) }}
    screen={(machine) => <ContactForm form={contactUs.form} machine={machine} />}
  />
);

/** Fills the form and sends it (the page starts the flow on first focus). */
const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Name/), "Ayesha Rahman");
  await expectCurrentState(canvasElement, "editing");
  await userEvent.type(canvas.getByLabelText(/Email/), "ayesha@example.com");
  await userEvent.type(canvas.getByLabelText(/Subject/), "Hessian bags for rice");
  await userEvent.type(canvas.getByLabelText(/Message/), "Please quote 20,000 hessian bags of 50 kg, delivered to Mongla.");
  await userEvent.click(canvas.getByRole("button", { name: contactUs.form.submitLabel }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("contact.submit");
};

/** Drive it: pick the server's answer in the controls, then fill and send the form. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "sent");
  await expect(await within(canvasElement).findByText(/ENQ-2026-0042/)).toBeVisible();
});

/** The server refuses the email: its words on that field, the rest kept. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "email: this address cannot receive mail", field: "email" }, async (canvasElement) => {
  await send(canvasElement);
  await expectCurrentState(canvasElement, "refused");
  await expect(await within(canvasElement).findAllByText("email: this address cannot receive mail")).not.toHaveLength(0);
});

/** The network fails: the words above the form take focus, everything typed is kept, and Send tries again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await send(canvasElement);
  await expectCurrentState(canvasElement, "failed");
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent(contactCopy.failed);
  await expect(alert.parentElement).toHaveFocus();
  await expect(canvas.getByLabelText(/Message/)).toHaveValue("Please quote 20,000 hessian bags of 50 kg, delivered to Mongla.");
  await userEvent.click(canvas.getByRole("button", { name: contactUs.form.submitLabel }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/failed.*contact\.submit → submitting/s);
  await expectCurrentState(canvasElement, "failed");
});

/** A slow server: Send reads Sending… (and says so) while the call runs, then the reference. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await send(canvasElement);
  await expectPassingThrough(canvasElement, "submitting");
  await expect(await within(canvasElement).findByRole("button", { name: contactCopy.busyLabel }, BUSY_SHOWN)).toHaveAttribute("aria-disabled", "true");
  await expectCurrentState(canvasElement, "sent");
  await expect(await within(canvasElement).findByText(/ENQ-2026-0042/)).toBeVisible();
});
