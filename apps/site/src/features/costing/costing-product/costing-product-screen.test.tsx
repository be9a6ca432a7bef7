import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLogSink } from "../../../shared/flows/log";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import { costingProductMachine, type ProductOptions } from "./costing-product.machine";
import { CostingProductScreen, sizeLabel } from "./costing-product-screen";
import type { ProductRouteKey } from "../costing-rules";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import type { CategoryNavState } from "../../../shared/config/navigation-state";

const options: ProductOptions = {
  sizes: [{ product_size_id: "5", category_id: "3", sub_category_id: "14", size: "40 x 28", unit: "in" }],
  ports: [
    { truck_fare_id: "1", location: "Chattogram Port" },
    { truck_fare_id: "2", location: "Mongla Port" },
  ],
};

type Reply = Parameters<typeof answers>[0];

function setup(page: ProductRouteKey, context: CategoryNavState, reply: Reply | "pending", loadOptions = answers(options)) {
  const queries: unknown[] = [];
  const lookup = reply === "pending" ? never() : answers((input: unknown) => (queries.push(input), reply));
  const machine = costingProductMachine.provide({ actors: { lookup: lookup as never, loadOptions: loadOptions as never } });
  renderFlow(<CostingProductScreen route={page} context={context} machine={machine} />, { path: "/x", state: context });
  return { queries, user: userEvent.setup() };
}

const hessianBag = { category_id: "3", category_name: "Jute Bags", child_category_id: "2", sub_category_id: "14" };
const rope = { category_id: "2", category_name: "Jute Rope", sub_category_id: "11" };

describe("a costing product page", () => {
  it("the bag page looks up at mount with SJSML and Mongla Port, and shows the quotes as a table and as cards", async () => {
    const { queries } = setup("bagCostingProduct", hessianBag, { kind: "ok", data: [bagRow], msg: "Data Found" });
    await waitFor(() =>
      expect(queries).toEqual([{ category_id: "3", sub_category_id: "14", child_category_id: "2", company_id: "1", truck_fare_id: "2" }]),
    );
    const table = await screen.findByRole("table", { name: "Prices" });
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Product", "Size", "Mill", "Port", "Price"]);
    const row = within(table).getByRole("row", { name: /Hessian Bag 40 x 28 in/ });
    // The size once, with its unit as the server writes it.
    expect(within(row).getByRole("cell", { name: "40 x 28" })).toBeInTheDocument();
    expect(within(row).getByText("$0.48")).toBeInTheDocument();
    expect(within(row).getByText(/per piece/)).toBeInTheDocument();
    expect(within(row).getByText(/delivered to Mongla Port/)).toHaveTextContent("delivered to Mongla Port, in effect from 1 Jan 2025");
    const cards = screen.getByRole("list", { name: "Prices" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(1);
    expect(within(cards).getByText("SJSML")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Port" })).toHaveDisplayValue("Mongla Port");
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("SJSML");
    expect(screen.getByText("1 price for Jute Bags, SJSML, Mongla Port, from $0.48 per piece")).toHaveAttribute("role", "status");
  });

  it("has no Size select on bag child category 1, and shows each quote's size", async () => {
    setup("bagCostingProduct", { category_id: "3", category_name: "Jute Bags", child_category_id: "1", sub_category_id: "6" }, { kind: "ok", data: [bagRow], msg: "" });
    const table = await screen.findByRole("table", { name: "Prices" });
    expect(screen.queryByRole("combobox", { name: /Size/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader")[1]).toHaveTextContent("Size");
  });

  it("shows no Size select when the product has no sizes (a hessian construction), and names its type", async () => {
    const construction = { ...bagRow, name: 'Hessian Cloth 10 oz 40"', sub_category: '10 oz 40"', size: "", product_size_id: "", unit: "metre" };
    const { user } = setup(
      "clothCostingProduct",
      { category_id: "4", category_name: "Jute Cloth", child_category_id: "5", sub_category_id: "16", sub_category_name: '10 oz 40"' },
      { kind: "ok", data: [construction], msg: "" },
      answers<ProductOptions>({ sizes: [], ports: options.ports }),
    );
    await screen.findByRole("option", { name: "Chattogram Port" });
    expect(screen.queryByRole("combobox", { name: /Size/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Prices" });
    expect(within(table).getAllByRole("columnheader")[1]).toHaveTextContent("Type");
    expect(within(table).getByRole("cell", { name: '10 oz 40"' })).toBeInTheDocument();
  });

  it("the rope page waits for Submit, then shows a visitor View Price and says so on the page", async () => {
    const { queries, user } = setup("ropeCostingProduct", rope, { kind: "ok", data: [{ ...bagRow, cost: null }], msg: "" });
    await screen.findByRole("combobox", { name: /Size/ });
    expect(queries).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Prices" });
    expect(within(table).getByRole("link", { name: "View Price" })).toHaveAttribute("href", "/login");
    expect(queries).toEqual([{ category_id: "2", sub_category_id: "11", company_id: "1", truck_fare_id: "1" }]);
    expect(screen.getByText(/^1 price for .*: log in to see them$/)).toHaveAttribute("role", "status");
  });

  it("the cloth page looks up at mount only for child category 1", async () => {
    const first = setup("clothCostingProduct", { category_id: "4", category_name: "Jute Cloth", child_category_id: "1" }, { kind: "ok", data: [], msg: "No data found" });
    await waitFor(() => expect(first.queries).toHaveLength(1));
    expect(await screen.findByText(/^No data found for Jute Cloth, SJSML/)).toHaveAttribute("role", "status");
  });

  it("keeps Submit focused and busy while loading (aria-disabled, never disabled)", async () => {
    const { user } = setup("soilSaverCostingProduct", { category_id: "5", category_name: "Soil Saver", sub_category_id: "21" }, "pending");
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-disabled", "true"));
    expect(submit).not.toBeDisabled();
    expect(submit).toHaveFocus();
  });

  it("clears the results and keeps the refusal beside the form when the server refuses", async () => {
    const { user } = setup("traditionalCostingProduct", { category_id: "8", category_name: "Traditional Cloth" }, { kind: "refused", msg: "Too many requests", status: 429 });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Too many requests", { selector: ".costing__error" })).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("leaves the selects empty, silently (logged), when their lists fail", async () => {
    const logged: string[] = [];
    const restore = setLogSink((message) => logged.push(message));
    setup("ropeCostingProduct", rope, "pending", never());
    expect(screen.getByRole("combobox", { name: "Port" })).toHaveDisplayValue("Select Port");
    restore();
  });

  it("names the unit in the Size label when every size is a number of one unit", () => {
    const size = (text: string, unit: string) => ({ product_size_id: text, category_id: "2", sub_category_id: "", size: text, unit });
    expect(sizeLabel([size("6", "mm"), size("10", "mm")])).toBe("Size (mm)");
    expect(sizeLabel([size("500", "gsm"), size("750", "gsm")])).toBe("Size (gsm)");
    expect(sizeLabel([size("20 x 30", "in"), size("24 x 36", "in")])).toBe("Size (in)");
    expect(sizeLabel([size("8.5 oz, 145", "cm"), size("10 oz, 145", "cm")])).toBe("Size");
    expect(sizeLabel([size("6", "mm"), size("10", "cm")])).toBe("Size");
  });
});
