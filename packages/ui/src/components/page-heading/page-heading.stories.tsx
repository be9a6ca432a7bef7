import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageHeading } from "./page-heading";

const meta = {
  title: "Components/PageHeading",
  component: PageHeading,
  args: { children: "Account Login" },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { focusOnMount: "never" } };
/** As after a client-side navigation: the heading has focus. */
export const Focused: Story = {
  args: { focusOnMount: "always" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveFocus();
  },
};
