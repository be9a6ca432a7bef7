import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SearchField } from "./search-field";

const meta = {
  title: "Components/SearchField",
  component: SearchField,
  args: { label: "Search by name or email", name: "q" },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("searchbox", { name: "Search by name or email" });
    await userEvent.type(box, "karim");
    await expect(within(canvasElement).getByRole("button", { name: "Clear search" })).toBeVisible();
  },
};
export const WithValue: Story = { args: { defaultValue: "hessian", description: "Matches the spec or the sub-category." } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: "Type two letters or more" } };
export const Disabled: Story = { args: { isDisabled: true } };
