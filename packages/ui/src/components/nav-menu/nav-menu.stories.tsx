import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { placeholderImage } from "../../story-utils/placeholder-image";
import { NavMenu } from "./nav-menu";
import type { NavItem } from "./nav-item";

const company: NavItem[] = [
  { id: "history", label: "Our History", href: "/our-history" },
  { id: "facilities", label: "Our Facilities", href: "/our-facilities" },
  { id: "compliances", label: "Compliances", href: "/compliances" },
  { id: "key-persons", label: "Key Persons", href: "/key-persons" },
  { id: "how", label: "How We Do It", href: "/how-we-do-it" },
];

const withSubmenu: NavItem[] = [
  { id: "company", label: "Company", children: company },
  {
    id: "jute",
    label: "Jute",
    children: [
      { id: "why", label: "Why Jute", href: "/why-jute" },
      { id: "types", label: "Types of Jute", href: "/types-of-jute" },
    ],
  },
];

const cost: NavItem[] = [
  { id: "5", label: "Soil Saver", href: "/soil-saver-costing-product", imageSrc: placeholderImage("#6b8e4e", 64, 64) },
  { id: "4", label: "Cloth", href: "/cloth-details", routerOptions: { state: { child_category_id: 5 } }, imageSrc: placeholderImage("#c9a66b", 64, 64) },
];

const meta = {
  title: "Components/NavMenu",
  component: NavMenu,
  args: { label: "Company", items: company },
} satisfies Meta<typeof NavMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Company" }));
    const menu = await within(document.body).findByRole("menu");
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(5);
  },
};
export const WithSubmenus: Story = { args: { label: "More", items: withSubmenu } };
export const WithImages: Story = { args: { label: "Products Cost", items: cost } };
export const Loading: Story = { args: { label: "Products Cost", items: [], isLoading: true } };
