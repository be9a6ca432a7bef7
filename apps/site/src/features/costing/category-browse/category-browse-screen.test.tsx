import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLogSink } from "../../../shared/flows/log";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import type { BrowseItem } from "./browse-items";
import { browseTarget } from "./browse-items";
import { categoryBrowseMachine } from "./category-browse.machine";
import { CategoryBrowseScreen } from "./category-browse-screen";

const sub = (id: string, name: string, category_id: string, child?: string): BrowseItem => ({
  key: `sub-${id}`,
  name,
  img: "",
  level: "sub",
  state: { category_id, category_name: "C", ...(child ? { child_category_id: child } : {}), sub_category_id: id, sub_category_name: name },
});
const child = (category_id: string, id: string, name: string): BrowseItem => ({
  key: `child-${id}`,
  name,
  img: "",
  level: "child",
  state: { category_id, category_name: "C", child_category_id: id, child_category_name: name },
});

const source = { kind: "subCategories", category_id: "1", category_name: "Jute Yarn" } as const;

describe("a browse screen", () => {
  it("shows a spinner, then the round tiles leading by the original's rules", async () => {
    const items = [sub("1", "CRX", "1"), sub("30", "Jute Wine Bag", "6")];
    const machine = categoryBrowseMachine.provide({ actors: { loadItems: answers({ kind: "ok", data: items, msg: "" }) as never } });
    renderFlow(<CategoryBrowseScreen source={source} label="Jute Yarn" machine={machine} />);
    expect(screen.getByRole("progressbar", { name: "Loading Jute Yarn" })).toBeInTheDocument();
    const grid = await screen.findByRole("list", { name: "Jute Yarn" });
    expect(within(grid).getByRole("link", { name: "CRX" })).toHaveAttribute("href", "/category-details");
    expect(within(grid).getByRole("link", { name: "Jute Wine Bag" })).toHaveAttribute("href", "/product-details/30");
    await userEvent.setup().click(within(grid).getByRole("link", { name: "CRX" }));
    expect(window.history.state).toMatchObject({ category_id: "1", sub_category_id: "1", sub_category_name: "CRX" });
  });

  it("shows the no-data picture for an empty list", async () => {
    const machine = categoryBrowseMachine.provide({ actors: { loadItems: answers({ kind: "ok", data: [], msg: "No data found" }) as never } });
    renderFlow(<CategoryBrowseScreen source={source} label="Jute Yarn" machine={machine} />);
    expect(await screen.findByRole("status")).toHaveTextContent("No data found");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says why a list could not be loaded (not as an empty one), with Try again, and logs it", async () => {
    const logged: string[] = [];
    const restore = setLogSink((message) => logged.push(message));
    const machine = categoryBrowseMachine.provide({ actors: { loadItems: answers({ kind: "failed", reason: "network", msg: "The server could not be reached" }) as never } });
    renderFlow(<CategoryBrowseScreen source={source} label="Jute Yarn" machine={machine} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The server could not be reached");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(logged).toEqual(["browse: the list could not be loaded"]);
    restore();
  });

  it("has no alert for an empty list: nothing failed", async () => {
    const machine = categoryBrowseMachine.provide({ actors: { loadItems: answers({ kind: "ok", data: [], msg: "No data found" }) as never } });
    renderFlow(<CategoryBrowseScreen source={source} label="Jute Yarn" machine={machine} />);
    await screen.findByRole("status");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stays on the spinner while the list loads", () => {
    const machine = categoryBrowseMachine.provide({ actors: { loadItems: never() as never } });
    renderFlow(<CategoryBrowseScreen source={source} label="Jute Yarn" machine={machine} />);
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
  });
});

describe("the opening rules", () => {
  it("opens sub-categories by category id", () => {
    expect(browseTarget(sub("6", "A-Twill", "3", "1")).href).toBe("/bag-costing-product");
    expect(browseTarget(sub("15", "7.5 oz", "4", "5")).href).toBe("/cloth-costing-product");
    expect(browseTarget(sub("11", "CB Rope", "2")).href).toBe("/rope-costing-product");
    expect(browseTarget(sub("21", "Soil Saver", "5")).href).toBe("/soil-saver-costing-product");
    expect(browseTarget(sub("22", "Jute Canvas", "8")).href).toBe("/traditional-costing-product");
    expect(browseTarget(sub("1", "CRX", "1")).href).toBe("/category-details");
    expect(browseTarget(sub("30", "Wine Bag", "6")).href).toBe("/product-details/30");
  });

  it("opens bag and cloth child categories as the original does", () => {
    expect(browseTarget(child("3", "1", "Sacking Bags")).href).toBe("/bag-costing-details");
    expect(browseTarget(child("3", "2", "Hessian Bags"))).toMatchObject({ href: "/bag-costing-product", state: { sub_category_id: "14" } });
    expect(browseTarget(child("4", "5", "Hessian Cloth")).href).toBe("/cloth-details");
    expect(browseTarget(child("4", "4", "CBC"))).toMatchObject({ href: "/cloth-costing-product", state: { sub_category_id: "17" } });
    expect(browseTarget(child("4", "3", "Sacking Cloth"))).toMatchObject({ href: "/cloth-costing-product", state: { sub_category_id: "20" } });
    const tarpaulin = browseTarget(child("4", "1", "Tarpaulin"));
    expect(tarpaulin.href).toBe("/cloth-costing-product");
    expect(tarpaulin.state.sub_category_id).toBeUndefined();
  });
});
