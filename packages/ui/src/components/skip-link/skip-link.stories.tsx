import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SkipLink } from "./skip-link";

const meta = {
  title: "Components/SkipLink",
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} targetId="story-main" />
      <p>Header links would be here.</p>
      <main id="story-main">
        <p>Main content.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};
