import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "../link/router-provider";
import { Price } from "./price";

/** The app's money format stands here (the site passes formatMoney of @jute/api). */
const dollars = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("Price", () => {
  it("shows a member the dollar amount with its unit", () => {
    render(<Price amount={1234.5} unit="MT" loginHref="/login" format={dollars} />);
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50").parentElement).toHaveTextContent("$1,234.50 per MT");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows anyone else a View Price link to the login page, usable from the keyboard", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Price amount={null} unit="MT" loginHref="/login" format={dollars} />
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
        <Price amount={null} unit="MT" loginHref="/login" loginRouterOptions={{ state: { returnTo } }} format={dollars} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "View Price" }));
    expect(navigate).toHaveBeenCalledWith("/login", { state: { returnTo } });
  });

  it("writes the amount with its caller's format, and never calls it for a visitor", () => {
    const format = vi.fn((amount: number) => `USD ${amount}`);
    const { unmount } = render(<Price amount={0.85} unit="kg" loginHref="/login" format={format} />);
    expect(screen.getByText("USD 0.85").parentElement).toHaveTextContent("USD 0.85 per kg");
    unmount();
    format.mockClear();
    render(<Price amount={null} loginHref="/login" format={format} />);
    expect(format).not.toHaveBeenCalled();
  });
});
