import { render, screen } from "@testing-library/react";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is an indeterminate progressbar named Loading by default", () => {
    render(<Spinner />);
    const bar = screen.getByRole("progressbar", { name: "Loading" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });

  it("can show its label as text, which also names it", () => {
    render(<Spinner label="Loading prices" showLabel />);
    expect(screen.getByRole("progressbar", { name: "Loading prices" })).toBeInTheDocument();
    expect(screen.getByText("Loading prices")).toBeVisible();
  });
});
