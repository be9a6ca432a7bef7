import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { children: "Retire prices missing from the file" },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Retire prices missing from the file" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = { args: { description: "They stop being quoted from the day the list takes effect." } };
export const Invalid: Story = { args: { children: "I have checked the flagged lines", errorMessage: "Confirm the flagged lines first" } };
export const Disabled: Story = { args: { isDisabled: true } };
