import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileField } from "./file-field";

const meta = {
  title: "Components/FileField",
  component: FileField,
  args: { label: "Price list file (CSV)", accept: ".csv,text/csv", name: "file" },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: "The list as downloaded, edited in a spreadsheet and saved as CSV." } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { description: "A CSV file.", errorMessage: "Choose a CSV file" } };
export const Disabled: Story = { args: { isDisabled: true } };
