import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Select } from "./select";

const companies = [
  { id: 1, label: "SJSML" },
  { id: 2, label: "OJML" },
];

const meta = {
  title: "Components/Select",
  component: Select,
  args: { label: "Company", options: companies, emptyLabel: "Select Company", defaultValue: 1 },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const Empty: Story = { args: { defaultValue: null } };
export const Ports: Story = {
  args: { label: "Port", emptyLabel: "Select Port", options: [{ id: 1, label: "Chattogram" }, { id: 2, label: "Mongla" }, { id: 3, label: "Benapole" }] },
};
export const Ply: Story = { args: { label: "Ply", emptyLabel: "Select Ply", defaultValue: null, options: [{ id: 1, label: "1" }, { id: 2, label: "2" }] } };
export const WithDescription: Story = { args: { label: "Size (inch)", description: "Bag width x length" , options: [{ id: 1, label: "30 x 40" }, { id: 2, label: "28 x 44" }] } };
export const Invalid: Story = { args: { defaultValue: null, isRequired: true, errorMessage: "Please choose a company." } };
export const Disabled: Story = { args: { isDisabled: true } };
export const PickByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Company" });
    await userEvent.selectOptions(select, "OJML");
    await expect(select).toHaveDisplayValue("OJML");
  },
};
