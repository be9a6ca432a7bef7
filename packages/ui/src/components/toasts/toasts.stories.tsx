import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlainButton } from "../button/plain-button";
import { ToastRegion, notify } from "./toasts";

const meta = {
  title: "Components/Toasts",
  component: ToastRegion,
  render: () => (
    <>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <PlainButton onClick={() => notify.success("Registration successful")}>Show success</PlainButton>
        <PlainButton variant="danger" onClick={() => notify.error("Something went wrong")}>
          Show error
        </PlainButton>
      </div>
      <ToastRegion />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Show success" });
    await userEvent.click(button);
    const toast = await canvas.findByRole("status");
    await expect(toast).toHaveTextContent("Registration successful");
    await expect(button).toHaveFocus();
    // In the flow, not floating: the toast sits below the buttons it follows and covers neither.
    for (const control of canvas.getAllByRole("button", { name: /^Show / })) {
      await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(control.getBoundingClientRect().bottom);
    }
  },
};
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Something went wrong");
  },
};
