import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLogSink } from "../log";
import { answers, never, renderFlow } from "../testing/render-flow";
import { costingProductMachine, type ProductOptions } from "./costing-product.machine";
import { CostingProductScreen, type CostingProductPage } from "./costing-product-screen";
import { bagRow } from "../testing/fixtures";
import type { CategoryNavState } from "../../config/navigation-state";

const options: ProductOptions = {
  sizes: [{ product_size_id: "5", category_id: "3", sub_category_id: "14", size: "40 x 28", unit: "in" }],
  ports: [
    { truck_fare_id: "1", location: "Chattogram Port" },
    { truck_fare_id: "2", location: "Mongla Port" },
  ],
};

type Reply = Parameters<typeof answers>[0];

function setup(page: CostingProductPage, context: CategoryNavState, reply: Reply | "pending", loadOptions = answers(options)) {
  const queries: unknown[] = [];
  const lookup = reply === "pending" ? never() : answers((input: unknown) => (queries.push(input), reply));
  const machine = costingProductMachine.provide({ actors: { lookup: lookup as never, loadOptions: loadOptions as never } });
  renderFlow(<CostingProductScreen page={page} context={context} machine={machine} />, { path: "/x", state: context });
  return { queries, user: userEvent.setup() };
}

const hessianBag = { category_id: "3", category_name: "Jute Bags", child_category_id: "2", sub_category_id: "14" };
const rope = { category_id: "2", category_name: "Jute Rope", sub_category_id: "11" };

describe("a costing product page", () => {
  it("the bag page looks up at mount with SJSML and Mongla Port, and shows the result table", async () => {
    const { queries } = setup("bag", hessianBag, { kind: "ok", data: [bagRow], msg: "Data Found" });
    await waitFor(() =>
      expect(queries).toEqual([{ category_id: "3", sub_category_id: "14", child_category_id: "2", company_id: "1", truck_fare_id: "2" }]),
    );
    const table = await screen.findByRole("table", { name: "Prices" });
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Product Name", "Category", "Size", "Port", "Price"]);
    expect(within(table).getByText("$0.48")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Port" })).toHaveDisplayValue("Mongla Port");
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("SJSML");
  });

  it("has no Size select on bag child category 1, and names the sub-category instead", async () => {
    setup("bag", { category_id: "3", category_name: "Jute Bags", child_category_id: "1", sub_category_id: "6" }, { kind: "ok", data: [bagRow], msg: "" });
    const table = await screen.findByRole("table", { name: "Prices" });
    expect(screen.queryByRole("combobox", { name: /Size/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader")[2]).toHaveTextContent("Sub Category");
  });

  it("the rope page waits for Submit, then shows a visitor View Price", async () => {
    const { queries, user } = setup("rope", rope, { kind: "ok", data: [{ ...bagRow, cost: null }], msg: "" });
    await screen.findByRole("combobox", { name: /Size/ });
    expect(queries).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("link", { name: "View Price" })).toHaveAttribute("href", "/login");
    expect(queries).toEqual([{ category_id: "2", sub_category_id: "11", company_id: "1", truck_fare_id: "1" }]);
  });

  it("the cloth page looks up at mount only for child category 1", async () => {
    const first = setup("cloth", { category_id: "4", category_name: "Jute Cloth", child_category_id: "1" }, { kind: "ok", data: [], msg: "No data found" });
    await waitFor(() => expect(first.queries).toHaveLength(1));
    expect(await screen.findByText("No data found", { selector: ".costing__no-data" })).toBeInTheDocument();
  });

  it("disables Submit while loading", async () => {
    const { user } = setup("soilSaver", { category_id: "5", category_name: "Soil Saver", sub_category_id: "21" }, "pending");
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it("clears the results and says so when the server refuses", async () => {
    const { user } = setup("traditional", { category_id: "8", category_name: "Traditional Cloth" }, { kind: "refused", msg: "Too many requests", status: 429 });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Too many requests")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("leaves the selects empty, silently (logged), when their lists fail", async () => {
    const logged: string[] = [];
    const restore = setLogSink((message) => logged.push(message));
    setup("rope", rope, "pending", never());
    expect(screen.getByRole("combobox", { name: "Port" })).toHaveDisplayValue("Select Port");
    restore();
  });
});
