import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Components/VisuallyHidden",
  component: VisuallyHidden,
  render: () => (
    <p>
      Price per bag<VisuallyHidden> in US dollars</VisuallyHidden>: $1.85
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
