import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { placeholderImage } from "../../story-utils/placeholder-image";
import { DisclosureNav, type DisclosureNavSection } from "./disclosure-nav";

const company: DisclosureNavSection = {
  id: "company",
  label: "Company",
  items: [
    { id: "history", label: "Our History", href: "/our-history" },
    { id: "facilities", label: "Our Facilities", href: "/our-facilities" },
    { id: "compliances", label: "Compliances", href: "/compliances" },
  ],
};
const jute: DisclosureNavSection = {
  id: "jute",
  label: "Jute",
  items: [
    { id: "why", label: "Why Jute", href: "/why-jute" },
    { id: "types", label: "Types of Jute", href: "/types-of-jute" },
  ],
};
const cost: DisclosureNavSection = {
  id: "cost",
  label: "Products Cost",
  items: [
    { id: "5", label: "Soil Saver", href: "/soil-saver-costing-product", imageSrc: placeholderImage("#6b8e4e", 64, 64) },
    { id: "4", label: "Jute Cloth", href: "/cloth-details", imageSrc: placeholderImage("#c9a66b", 64, 64) },
  ],
};

const meta = {
  title: "Components/DisclosureNav",
  component: DisclosureNav,
  args: { "aria-label": "Main", sections: [company, cost, jute] },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DisclosureNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: string) => {
  const button = within(canvasElement).getByRole("button", { name });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "true"));
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Company");
    await expect(within(canvasElement).getByRole("link", { name: "Our History" })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  args: { currentHref: "/our-facilities" },
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Company");
    await expect(within(canvasElement).getByRole("link", { name: "Our Facilities" })).toHaveAttribute("aria-current", "page");
  },
};

export const WithImages: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Products Cost");
    await expect(within(canvasElement).getByRole("link", { name: "Soil Saver" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { sections: [company, { ...cost, items: [], isLoading: true }, jute] },
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Products Cost");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Data loading...");
  },
};

export const StackedBehindMenu: Story = {
  args: { layout: "stack", toggleLabel: "Menu" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Menu");
    await open(canvasElement, "Jute");
    await expect(within(canvasElement).getByRole("link", { name: "Why Jute" })).toBeVisible();
  },
};
