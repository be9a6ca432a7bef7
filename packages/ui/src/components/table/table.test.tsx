import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Table } from "./table";

const columns = [
  { id: "field", name: "Field", isRowHeader: true },
  { id: "value", name: "Value" },
];
const rows = [
  { id: "name", cells: { field: "Product Name", value: "Hessian bag" } },
  { id: "port", cells: { field: "Port", value: "Chattogram" } },
];

describe("Table", () => {
  it("has column and row headers", () => {
    render(<Table aria-label="Costing result" columns={columns} rows={rows} />);
    const table = screen.getByRole("grid", { name: "Costing result" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Field", "Value"]);
    expect(within(table).getAllByRole("rowheader").map((c) => c.textContent)).toEqual(["Product Name", "Port"]);
    expect(within(table).getByRole("gridcell", { name: "Chattogram" })).toBeInTheDocument();
  });

  it("moves between rows and cells with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Table aria-label="Costing result" columns={columns} rows={rows} />);
    await user.tab();
    const firstRow = screen.getAllByRole("row")[1];
    expect(firstRow).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("row")[2]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("rowheader", { name: "Port" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("gridcell", { name: "Chattogram" })).toHaveFocus();
  });

  it("says so when there are no rows", () => {
    render(<Table aria-label="Costing result" columns={columns} rows={[]} />);
    expect(screen.getByText("No data found")).toBeInTheDocument();
  });
});
