import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Price } from "../price/price";
import { Table } from "./table";

/** The app's money format stands here (the site passes formatMoney of @jute/api). */
const dollars = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const columns = [
  { id: "product", name: "Product", isRowHeader: true },
  { id: "spec", name: "Yarn" },
  { id: "mill", name: "Mill" },
  { id: "port", name: "Port" },
  { id: "price", name: "Price" },
];

const rows = (amount: number | null) => [
  { id: 1, cells: { product: "CRX", spec: "count 8, 2 ply, MOT", mill: "SJSML", port: "Chattogram Port", price: <Price amount={amount} unit="MT" loginHref="/login" format={dollars} /> } },
  { id: 2, cells: { product: "Hessian yarn", spec: "count 10, 1 ply, VOT", mill: "OJML", port: "Mongla Port", price: <Price amount={amount === null ? null : amount + 120} unit="MT" loginHref="/login" format={dollars} /> } },
];

const meta = {
  title: "Components/Table",
  component: Table,
  args: { caption: "Prices", columns, rows: rows(1234.5) },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Prices" });
    await expect(within(table).getByRole("rowheader", { name: "CRX" })).toBeVisible();
  },
};
export const Visitor: Story = { args: { rows: rows(null) } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Empty: Story = { args: { rows: [], emptyState: "No prices match these choices" } };
/** At 320 px the table is wider than its area: the table, named once, is in the Tab order (its arrow keys scroll the area). */
export const Scrolls: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Prices" });
    await expect(table).toHaveAttribute("tabindex", "0");
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
/** Cards under 640 px, the table from 640 px (resize the viewport to see both). */
export const Cards: Story = { args: { cards: true } };
