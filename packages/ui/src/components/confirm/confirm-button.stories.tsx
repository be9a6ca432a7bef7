import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ConfirmButton } from "./confirm-button";

const meta = {
  title: "Components/ConfirmButton",
  component: ConfirmButton,
  args: { children: "Withdraw", question: "Withdraw PI-2026-000012-1?", detail: "The buyer is mailed.", confirmLabel: "Yes, withdraw it", cancelLabel: "Keep it", onConfirm: fn() },
} satisfies Meta<typeof ConfirmButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Busy: Story = { args: { busy: true } };
