import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "../link/router-provider";
import { NavMenu } from "./nav-menu";
import type { NavItem } from "./nav-item";

const company: NavItem[] = [
  { id: "history", label: "Our History", href: "/our-history" },
  { id: "facilities", label: "Our Facilities", href: "/our-facilities" },
  {
    id: "jute",
    label: "Jute",
    children: [
      { id: "why", label: "Why Jute", href: "/why-jute" },
      { id: "types", label: "Types of Jute", href: "/types-of-jute" },
    ],
  },
];

describe("NavMenu", () => {
  it("opens from the keyboard, moves with arrows, opens a submenu with Right and follows a link with Enter", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <NavMenu label="Company" items={company} />
      </RouterProvider>,
    );
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Company" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    const menu = screen.getByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Our History" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: "Jute" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Why Jute" })).toHaveFocus());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(navigate).toHaveBeenCalledWith("/types-of-jute", undefined);
  });

  it("closes with Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    render(<NavMenu label="Company" items={company} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Company" })).toHaveFocus());
  });

  it("closes a submenu with Left, back on its parent entry", async () => {
    const user = userEvent.setup();
    render(<NavMenu label="Company" items={company} />);
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Jute" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Why Jute" })).toHaveFocus());
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Jute" })).toHaveFocus());
    expect(screen.queryByRole("menuitem", { name: "Why Jute" })).not.toBeInTheDocument();
  });

  it("shows a disabled loading entry while its entries load", async () => {
    const user = userEvent.setup();
    render(<NavMenu label="Products Cost" items={[]} isLoading />);
    await user.click(screen.getByRole("button", { name: "Products Cost" }));
    const item = screen.getByRole("menuitem", { name: "Data loading..." });
    expect(item).toHaveAttribute("aria-disabled", "true");
  });
});
