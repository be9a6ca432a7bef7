import { screen } from "@testing-library/react";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { productDetailsMachine } from "./product-details.machine";
import { ProductDetailsScreen } from "./product-details-screen";
import { wineBag } from "../../../shared/flows/testing/fixtures";
import { bagRow } from "../../../shared/flows/testing/fixtures";

const render = (reply: unknown) =>
  renderFlow(<ProductDetailsScreen id="30" machine={productDetailsMachine.provide({ actors: { loadProduct: answers(reply) as never } })} />, {
    path: "/product-details/30",
  });

describe("the product details screen", () => {
  it("shows the product with its specification and a member's price", async () => {
    render({ kind: "ok", data: { product: wineBag, quote: { ...bagRow, cost: 1.25, unit: "piece" } }, msg: "" });
    expect(await screen.findByRole("heading", { level: 1, name: "Jute Wine Bag" })).toBeInTheDocument();
    expect(screen.getByText("35 x 16 cm")).toBeInTheDocument();
    expect(screen.getByText("$1.25")).toBeInTheDocument();
  });

  it("shows a visitor View Price", async () => {
    render({ kind: "ok", data: { product: wineBag, quote: { ...bagRow, cost: null } }, msg: "" });
    expect(await screen.findByRole("link", { name: "View Price" })).toHaveAttribute("href", "/login");
  });

  it("shows the no-data picture for an unknown id", async () => {
    render({ kind: "ok", data: { product: null, quote: null }, msg: "No data found" });
    expect(await screen.findByRole("status")).toHaveTextContent("No data found");
  });

  it("says why it failed in an alert beside Try again, and no toast repeats it (issue 26)", async () => {
    render({ kind: "refused", msg: "Too many requests", code: "rate_limited", status: 429 });
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText("Too many requests")).toHaveLength(1);
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(0);
  });
});
