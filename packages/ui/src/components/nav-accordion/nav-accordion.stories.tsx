import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NavAccordion } from "./nav-accordion";

const sections = [
  { id: "company", label: "Company", items: [{ id: "h", label: "Our History", href: "/our-history" }, { id: "f", label: "Our Facilities", href: "/our-facilities" }] },
  { id: "jute", label: "Jute", items: [{ id: "w", label: "Why Jute", href: "/why-jute" }, { id: "t", label: "Types of Jute", href: "/types-of-jute" }] },
  { id: "outside", label: "Outside Business", items: [{ id: "e", label: "Educational Institutes", href: "/educational-institutes" }] },
];

const meta = {
  title: "Components/NavAccordion",
  component: NavAccordion,
  args: { sections },
  decorators: [(Story) => <nav aria-label="Main" style={{ maxWidth: 360 }}>{Story()}</nav>],
} satisfies Meta<typeof NavAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Company" }));
    await userEvent.click(canvas.getByRole("button", { name: "Jute" }));
    await expect(canvas.getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("link", { name: "Why Jute" })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { sections: [...sections, { id: "cost", label: "Products Cost", items: [], isLoading: true }], defaultExpandedKeys: ["cost"] },
};
