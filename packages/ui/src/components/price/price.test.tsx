import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "../link/router-provider";
import { Price, formatPrice } from "./price";

describe("Price", () => {
  it("shows a member the dollar amount with its unit", () => {
    render(<Price amount={1234.5} unit="MT" loginHref="/login" />);
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50").parentElement).toHaveTextContent("$1,234.50 per MT");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows anyone else a View Price link to the login page, usable from the keyboard", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Price amount={null} unit="MT" loginHref="/login" />
      </RouterProvider>,
    );
    const link = screen.getByRole("link", { name: "View Price" });
    expect(link).toHaveAttribute("href", "/login");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/login", undefined);
  });

  it("hands the router the state the caller gives, such as the way back after the login", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const returnTo = { path: "/yarn-costing-product", state: { filters: { count: 8 } } };
    render(
      <RouterProvider navigate={navigate}>
        <Price amount={null} unit="MT" loginHref="/login" loginRouterOptions={{ state: { returnTo } }} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "View Price" }));
    expect(navigate).toHaveBeenCalledWith("/login", { state: { returnTo } });
  });

  it("formats whole and large amounts with two decimals", () => {
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(1000000)).toBe("$1,000,000.00");
  });
});
