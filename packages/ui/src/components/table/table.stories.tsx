import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
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
/** Cards while the table's own space is under 40rem, the table from 40rem (drag the frame's width to see both). */
export const Cards: Story = { args: { cards: true } };

/** The story inside a place `width` px wide. */
const placeOf =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ inlineSize: width }}>
      <Story />
    </div>
  );

/** A wide screen but a narrow place (beside a picture, in a side column): cards, not a table cut off at its right. */
export const CardsInANarrowPlace: Story = {
  args: { cards: true },
  decorators: [placeOf(560)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Prices" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** The same rows given 40rem or more: the table, and no cards. */
export const CardsGivenRoom: Story = {
  args: { cards: true },
  decorators: [placeOf(720)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Prices" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Prices" })).toBeNull();
  },
};
