import { render, screen } from "@testing-library/react";
import { NavMenu } from "./nav-menu";
import { NavMenuButton } from "./nav-menu-button";

describe("NavMenuButton", () => {
  it("has the role, name, popup state and classes of NavMenu's closed trigger", () => {
    const { unmount } = render(<NavMenu label="Company" items={[{ id: "h", label: "Our History", href: "/our-history" }]} />);
    const real = screen.getByRole("button", { name: "Company" });
    const realState = [real.getAttribute("aria-haspopup"), real.getAttribute("aria-expanded"), real.className, real.innerHTML];
    unmount();
    render(<NavMenuButton label="Company" />);
    const placeholder = screen.getByRole("button", { name: "Company" });
    expect([placeholder.getAttribute("aria-haspopup"), placeholder.getAttribute("aria-expanded"), placeholder.className, placeholder.innerHTML]).toEqual(realState);
  });
});
