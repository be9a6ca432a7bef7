import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Table } from "./table";

const columns = [
  { id: "product", name: "Product", isRowHeader: true },
  { id: "port", name: "Port" },
  { id: "spec", name: "Size" },
];
const rows = [
  { id: "a", cells: { product: "Hessian bag", port: "Chattogram", spec: "" } },
  { id: "b", cells: { product: "Sacking bag", port: "Mongla", spec: "44 x 26 in" } },
];

/** jsdom lays nothing out: give every element the widths a narrow screen would. */
function layOut(scrollWidth: number, clientWidth: number) {
  const scroll = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  const client = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

describe("Table", () => {
  it("is named by its caption, with column headers and row headers", () => {
    render(<Table caption="Prices" columns={columns} rows={rows} />);
    const table = screen.getByRole("table", { name: "Prices" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Product", "Port", "Size"]);
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Hessian bag", "Sacking bag"]);
    expect(within(table).getByRole("row", { name: /Sacking bag/ })).toHaveTextContent("Mongla");
    expect(within(table).getByRole("cell", { name: "Chattogram" })).toBeInTheDocument();
  });

  it("keeps a hidden caption as the table's name", () => {
    render(<Table caption="Prices" hideCaption columns={columns} rows={rows} />);
    expect(screen.getByRole("table", { name: "Prices" })).toBeInTheDocument();
    expect(screen.getByText("Prices")).toHaveClass("jute-visually-hidden");
  });

  it("says so in one cell across the table when there are no rows", () => {
    render(<Table caption="Prices" columns={columns} rows={[]} emptyState="No prices yet" />);
    const cell = screen.getByRole("cell", { name: "No prices yet" });
    expect(cell).toHaveAttribute("colspan", "3");
    expect(screen.queryAllByRole("rowheader")).toHaveLength(0);
  });

  it("puts the table, named once by its caption, in the Tab order while its area scrolls", async () => {
    const restore = layOut(900, 300);
    const user = userEvent.setup();
    render(<Table caption="Prices" columns={columns} rows={rows} />);
    const table = screen.getByRole("table", { name: "Prices" });
    // One name: the scroll area around it is no region, so nothing else says "Prices".
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByText("Prices").tagName).toBe("CAPTION");
    await user.tab();
    expect(table).toHaveFocus();
    restore();
  });

  it("is a plain box, out of the Tab order, when everything fits", async () => {
    const restore = layOut(300, 300);
    const user = userEvent.setup();
    render(
      <>
        <Table caption="Prices" columns={columns} rows={rows} />
        <button type="button">After</button>
      </>,
    );
    await act(async () => {});
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    restore();
  });

  it("shows the rows as cards too, a list named by the caption with each row's header as a heading", () => {
    render(<Table caption="Prices" columns={columns} rows={rows} cards />);
    const list = screen.getByRole("list", { name: "Prices" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByRole("heading", { level: 3, name: "Sacking bag" })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("Port").nextElementSibling).toHaveTextContent("Mongla");
    // An empty cell reads as a dash on a card.
    expect(within(cards[0] as HTMLElement).getByText("Size").nextElementSibling).toHaveTextContent("–");
    expect(screen.getByRole("table", { name: "Prices" })).toBeInTheDocument();
  });
});
