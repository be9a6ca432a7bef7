import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link, LinkButton } from "./link";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "/our-history", children: "Our History" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      The mill was founded in 1982; read <Link {...args} /> to learn more.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: "standalone" } };
export const External: Story = { args: { href: "/brochure.pdf", target: "_blank", children: "Brochure (opens in a new tab)" } };
export const AsButton: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <LinkButton href="/login">Login/Register</LinkButton>
      <LinkButton href="/login" variant="outline" size="sm">
        View Price
      </LinkButton>
      <LinkButton href="/register" variant="secondary">
        Sign Up
      </LinkButton>
    </div>
  ),
};
