import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Components/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: " in US dollars" },
  render: (args) => (
    <p>
      Price per bag<VisuallyHidden {...args} />: $1.85
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
