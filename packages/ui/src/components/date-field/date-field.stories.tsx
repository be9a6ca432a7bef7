import type { Meta, StoryObj } from "@storybook/react-vite";
import { DateField } from "./date-field";

const meta = {
  title: "Components/DateField",
  component: DateField,
  args: { label: "Takes effect on", name: "effective_from", min: "2026-11-25", defaultValue: "2026-11-25" },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: "Prices change at the start of this day, Dhaka time." } };
export const Required: Story = { args: { isRequired: true, defaultValue: "" } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: "Choose today or a later day" } };
export const Disabled: Story = { args: { isDisabled: true } };
