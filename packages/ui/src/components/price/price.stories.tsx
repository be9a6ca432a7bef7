import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./price";

const meta = {
  title: "Components/Price",
  component: Price,
  args: { amount: 1234.5, unit: "MT", loginHref: "/login" },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in member sees the price. */
export const Member: Story = {};
export const NoUnit: Story = { args: { unit: undefined, amount: 0.85 } };
/** Anyone else: a View Price link to the login page. */
export const Visitor: Story = { args: { amount: null } };
/** A visitor's View Price link that takes the way back to this page to the login. */
export const VisitorWithReturn: Story = {
  args: { amount: null, loginRouterOptions: { state: { returnTo: { path: "/yarn-costing-product" } } } },
};
