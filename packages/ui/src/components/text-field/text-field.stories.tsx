import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextField } from "./text-field";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { label: "Email Address", type: "email", name: "email" },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email Address" });
    await userEvent.type(input, "buyer@example.com");
    await expect(input).toHaveValue("buyer@example.com");
  },
};
export const Password: Story = { args: { label: "Enter Password", type: "password", name: "password", isRequired: true } };
export const WithDescription: Story = { args: { description: "We send the price list to this address." } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { label: "Confirm Password", type: "password", isInvalid: true, errorMessage: "The passwords do not match" } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "buyer@example.com" } };
export const PhonePrefix: Story = { args: { label: "Phone", type: "tel", prefix: "+880", description: "Bangladesh" } };
