import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "../price/price";
import { Table } from "./table";

const columns = [
  { id: "field", name: "Field", isRowHeader: true },
  { id: "value", name: "Value" },
];

/** The app's money format stands here (the site passes formatMoney of @jute/api). */
const dollars = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const result = (amount: number | null) => [
  { id: "name", cells: { field: "Product Name", value: "Jute Hessian Bag" } },
  { id: "category", cells: { field: "Category", value: "Bag" } },
  { id: "sub", cells: { field: "Sub Category", value: "Hessian" } },
  { id: "port", cells: { field: "Port", value: "Chattogram" } },
  { id: "price", cells: { field: "Price", value: <Price amount={amount} unit="bag" loginHref="/login" format={dollars} /> } },
];

const meta = {
  title: "Components/Table",
  component: Table,
  args: { "aria-label": "Costing result", columns, rows: result(1.85) },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Visitor: Story = { args: { rows: result(null) } };
export const Empty: Story = { args: { rows: [] } };
export const ManyColumns: Story = {
  args: {
    columns: [
      { id: "name", name: "Name", isRowHeader: true },
      { id: "count", name: "Count" },
      { id: "ply", name: "Ply" },
      { id: "port", name: "Port" },
      { id: "cost", name: "Cost" },
    ],
    rows: [
      { id: 1, cells: { name: "Sacking yarn", count: "8 lbs", ply: "2", port: "Mongla", cost: <Price amount={1234.5} unit="MT" loginHref="/login" format={dollars} /> } },
      { id: 2, cells: { name: "Hessian yarn", count: "10 lbs", ply: "1", port: "Chattogram", cost: <Price amount={1105} unit="MT" loginHref="/login" format={dollars} /> } },
    ],
  },
};
