import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";

const meta = { title: "Components/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const WithLabel: Story = { args: { label: "Loading prices", showLabel: true } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg", label: "Loading categories", showLabel: true } };
