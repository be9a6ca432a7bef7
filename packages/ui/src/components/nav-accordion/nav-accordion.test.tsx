import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NavAccordion } from "./nav-accordion";

const sections = [
  { id: "company", label: "Company", items: [{ id: "h", label: "Our History", href: "/our-history" }] },
  { id: "jute", label: "Jute", items: [{ id: "w", label: "Why Jute", href: "/why-jute" }] },
  { id: "cost", label: "Products Cost", items: [], isLoading: true },
];

describe("NavAccordion", () => {
  it("opens one section at a time, from the keyboard", async () => {
    const user = userEvent.setup();
    render(<NavAccordion sections={sections} />);
    const company = screen.getByRole("button", { name: "Company" });
    const jute = screen.getByRole("button", { name: "Jute" });
    expect(company).toHaveAttribute("aria-expanded", "false");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Our History" })).toBeVisible();
    // Tab goes into the open section's links, then on to the next section's button.
    await user.tab();
    expect(screen.getByRole("link", { name: "Our History" })).toHaveFocus();
    await user.tab();
    expect(jute).toHaveFocus();
    await user.keyboard(" ");
    expect(jute).toHaveAttribute("aria-expanded", "true");
    expect(company).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Our History" })).not.toBeInTheDocument();
  });

  it("shows a loading message in a section still loading", async () => {
    const user = userEvent.setup();
    render(<NavAccordion sections={sections} />);
    await user.click(screen.getByRole("button", { name: "Products Cost" }));
    expect(screen.getByRole("status")).toHaveTextContent("Data loading...");
  });
});
