import type { CostResult } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, never, renderFlow } from "../testing/render-flow";
import { costingSearchMachine } from "./costing-search.machine";
import { CostingSearchScreen } from "./costing-search-screen";
import { yarnRow } from "../testing/fixtures";

type Reply = Parameters<typeof answers>[0];

function setup(reply: Reply | "pending", kept: Parameters<typeof CostingSearchScreen>[0]["kept"] = null) {
  const queries: unknown[] = [];
  const lookup = reply === "pending" ? never() : answers((input: unknown) => (queries.push(input), reply));
  const machine = costingSearchMachine.provide({ actors: { lookup: lookup as never } });
  renderFlow(<CostingSearchScreen category_id="1" sub_category_id="1" sub_category_name="CRX" kept={kept} machine={machine} />, {
    path: "/category-details",
    state: { category_id: "1", category_name: "Jute Yarn", sub_category_id: "1", sub_category_name: "CRX" },
  });
  return { queries, user: userEvent.setup() };
}

const ok = (rows: CostResult[]) => ({ kind: "ok", data: rows, msg: rows.length ? "Data Found" : "No data found" });

describe("the costing search screen", () => {
  it("offers the CRX counts, ply, oil and company (OJML by default) and sends only what is chosen", async () => {
    const { queries, user } = setup(ok([yarnRow]));
    const count = screen.getByRole("combobox", { name: "Count" });
    const options = within(count).getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Select Count", "6", "7", "8", "9", "10"]);
    await user.selectOptions(count, "8");
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("OJML");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(queries).toEqual([{ category_id: "1", sub_category_id: "1", count: "8", company_id: "2" }]));
  });

  it("shows the first result with a dollar price to a member, and a Data Found toast", async () => {
    const { user } = setup(ok([yarnRow, { ...yarnRow, price_id: "2", name: "Other" }]));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const result = await screen.findByRole("region", { name: yarnRow.name });
    expect(within(result).getByRole("rowheader", { name: "Port" }).nextSibling).toHaveTextContent("Chattogram Port");
    expect(within(result).getByText("$1,450.50")).toBeInTheDocument();
    expect(within(result).getByText(/per MT/)).toBeInTheDocument();
    expect(screen.queryByText("Other")).not.toBeInTheDocument();
    expect(await screen.findByText("Data Found")).toBeInTheDocument();
  });

  it("shows a visitor the View Price link, which carries the selections to /login", async () => {
    const { user } = setup(ok([{ ...yarnRow, cost: null }]));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const link = await screen.findByRole("link", { name: "View Price" });
    expect(link).toHaveAttribute("href", "/login");
    await user.click(link);
    expect(window.location.pathname).toBe("/login");
    expect(window.history.state).toMatchObject({
      returnTo: { path: "/category-details", state: { sub_category_id: "1", filters: { company: "2", count: null } } },
    });
  });

  it('shows "No data found" when the list is empty', async () => {
    const { user } = setup(ok([]));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("No data found", { selector: ".costing__no-data" })).toBeInTheDocument();
  });

  it('says "Something went wrong" when the server cannot be reached', async () => {
    const { user } = setup({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: yarnRow.name })).not.toBeInTheDocument();
  });

  it("looks up at once with the kept selections after a login", async () => {
    const { queries } = setup(ok([yarnRow]), { filters: { count: "9", company: "1" }, lookupAtStart: true });
    await waitFor(() => expect(queries).toEqual([{ category_id: "1", sub_category_id: "1", count: "9", company_id: "1" }]));
    expect(screen.getByRole("combobox", { name: "Count" })).toHaveDisplayValue("9");
  });

  it("keeps Submit busy while the lookup runs", async () => {
    const { user } = setup("pending");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("progressbar", { name: "Looking up prices" })).toBeInTheDocument();
  });
});
