import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextArea } from "./text-area";

const meta = {
  title: "Components/TextArea",
  component: TextArea,
  args: { label: "Message", name: "message" },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Two lines{Enter}of text");
    await expect(box).toHaveValue("Two lines\nof text");
  },
};
export const WithDescription: Story = { args: { description: "Sizes, quantity and the port you ship from.", rows: 3 } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: "Please write a message" } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "Sent on 3 March" } };
