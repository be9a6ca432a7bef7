import type { CostResult } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import { costingSearchMachine } from "./costing-search.machine";
import { CostingSearchScreen } from "./costing-search-screen";
import { yarnRow } from "../../../shared/flows/testing/fixtures";

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

  it("shows the first result with a dollar price to a member, says what was found on the page, and a Data Found toast", async () => {
    const { user } = setup(ok([yarnRow, { ...yarnRow, price_id: "2", name: "Other" }]));
    const count = screen.getByRole("combobox", { name: "Count" });
    await user.selectOptions(count, "8");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Prices" });
    const row = within(table).getByRole("row", { name: new RegExp(yarnRow.name) });
    expect(within(row).getByRole("cell", { name: "Chattogram Port" })).toBeInTheDocument();
    expect(within(row).getByText("$1,450.50")).toBeInTheDocument();
    expect(within(row).getByText(/per MT/)).toBeInTheDocument();
    expect(within(row).getByText(/delivered to Chattogram Port/)).toHaveTextContent("delivered to Chattogram Port, in effect from 1 Jan 2025");
    expect(screen.queryByText("Other")).not.toBeInTheDocument();
    // The card list (phones) holds the same quote.
    expect(within(screen.getByRole("list", { name: "Prices" })).getByRole("heading", { name: yarnRow.name })).toBeInTheDocument();
    expect(screen.getByText("1 price for CRX, count 8, OJML, from $1,450.50 per MT")).toHaveAttribute("role", "status");
    expect(await screen.findByText("Data Found")).toBeInTheDocument();
  });

  it("shows a visitor the View Price link, which carries the selections to /login", async () => {
    const { user } = setup(ok([{ ...yarnRow, cost: null }]));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("1 price for CRX, OJML: log in to see them")).toHaveAttribute("role", "status");
    const link = within(screen.getByRole("table", { name: "Prices" })).getByRole("link", { name: "View Price" });
    expect(link).toHaveAttribute("href", "/login");
    await user.click(link);
    expect(window.location.pathname).toBe("/login");
    expect(window.history.state).toMatchObject({
      returnTo: { path: "/category-details", state: { sub_category_id: "1", filters: { company: "2", count: null } } },
    });
  });

  it('says "No data found" on the page when the list is empty', async () => {
    const { user } = setup(ok([]));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("No data found for CRX, OJML")).toHaveAttribute("role", "status");
  });

  it('says "Something went wrong" beside the form when the server cannot be reached, until the next submit', async () => {
    const { user } = setup({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Something went wrong", { selector: ".costing__error" })).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("table", { name: "Prices" })).not.toBeInTheDocument();
  });

  it("looks up at once with the kept selections after a login", async () => {
    const { queries } = setup(ok([yarnRow]), { filters: { count: "9", company: "1" }, lookupAtStart: true });
    await waitFor(() => expect(queries).toEqual([{ category_id: "1", sub_category_id: "1", count: "9", company_id: "1" }]));
    expect(screen.getByRole("combobox", { name: "Count" })).toHaveDisplayValue("9");
  });

  it("keeps Submit busy while the lookup runs, and focus on it (aria-disabled, not disabled)", async () => {
    const { user } = setup("pending");
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    expect(await screen.findByRole("progressbar", { name: "Looking up prices" })).toBeInTheDocument();
    expect(submit).toHaveAttribute("aria-disabled", "true");
    expect(submit).not.toBeDisabled();
    expect(submit).toHaveFocus();
  });
});
