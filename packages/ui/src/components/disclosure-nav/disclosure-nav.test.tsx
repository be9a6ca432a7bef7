import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "../link/router-provider";
import { DisclosureNav, type DisclosureNavSection } from "./disclosure-nav";

const sections: DisclosureNavSection[] = [
  {
    id: "company",
    label: "Company",
    items: [
      { id: "history", label: "Our History", href: "/our-history" },
      { id: "facilities", label: "Our Facilities", href: "/our-facilities" },
    ],
  },
  { id: "jute", label: "Jute", items: [{ id: "why", label: "Why Jute", href: "/why-jute", routerOptions: { state: { from: "menu" } } }] },
  { id: "cost", label: "Products Cost", items: [], isLoading: true },
];

const button = (name: string) => screen.getByRole("button", { name });
// jsdom fires the details' toggle event in a task of its own, as browsers do: wait for it.
const expectExpanded = (name: string, expanded: boolean) => waitFor(() => expect(button(name)).toHaveAttribute("aria-expanded", String(expanded)));

describe("DisclosureNav", () => {
  it("gives each section a button that controls its list of links", () => {
    render(<DisclosureNav aria-label="Main" sections={sections} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const company = within(nav).getByRole("button", { name: "Company" });
    expect(company).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(company.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole("link", { name: "Our History", hidden: true })).not.toBeVisible();
  });

  it("opens one section at a time and follows a link through the router", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <DisclosureNav aria-label="Main" sections={sections} />
      </RouterProvider>,
    );
    await user.click(button("Company"));
    await expectExpanded("Company", true);
    expect(screen.getByRole("link", { name: "Our History" })).toBeVisible();

    await user.click(button("Jute"));
    await expectExpanded("Jute", true);
    await expectExpanded("Company", false);
    expect(screen.getByRole("link", { name: "Our History", hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole("link", { name: "Why Jute" }));
    // Once the menu's closing is on screen (the page renders in a frame of its own).
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/why-jute", { state: { from: "menu" } }));
    await expectExpanded("Jute", false);
  });

  it("lets Tab move through the open section's links and on; Escape closes it and returns focus", async () => {
    const user = userEvent.setup();
    render(
      <>
        <DisclosureNav aria-label="Main" sections={sections} />
        <button type="button">After</button>
      </>,
    );
    await user.click(button("Company"));
    await expectExpanded("Company", true);
    await user.tab();
    expect(screen.getByRole("link", { name: "Our History" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await expectExpanded("Company", false);
    expect(button("Company")).toHaveFocus();

    await user.click(button("Company"));
    await expectExpanded("Company", true);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Our Facilities" })).toHaveFocus();
    await user.tab();
    // Out of the list, on to the next section's button: the dropped-down list closes.
    expect(button("Jute")).toHaveFocus();
    await expectExpanded("Company", false);
  });

  it("moves between the section buttons with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<DisclosureNav aria-label="Main" sections={sections} />);
    act(() => button("Company").focus());
    await user.keyboard("{ArrowRight}");
    expect(button("Jute")).toHaveFocus();
    await user.keyboard("{End}");
    expect(button("Products Cost")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(button("Company")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(button("Products Cost")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button("Company")).toHaveFocus();
  });

  it("closes on a press outside", async () => {
    const user = userEvent.setup();
    render(
      <>
        <DisclosureNav aria-label="Main" sections={sections} />
        <p>Page text</p>
      </>,
    );
    await user.click(button("Jute"));
    await expectExpanded("Jute", true);
    await user.click(screen.getByText("Page text"));
    await expectExpanded("Jute", false);
  });

  it("marks the current page's link and closes when the page changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DisclosureNav aria-label="Main" sections={sections} currentHref="/our-facilities" />);
    await user.click(button("Company"));
    await expectExpanded("Company", true);
    expect(screen.getByRole("link", { name: "Our Facilities" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Our History" })).not.toHaveAttribute("aria-current");
    rerender(<DisclosureNav aria-label="Main" sections={sections} currentHref="/why-jute" />);
    await expectExpanded("Company", false);
  });

  it('says "Data loading..." in a section whose links are still loading', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DisclosureNav aria-label="Main" sections={sections} onOpenChange={onOpenChange} />);
    await user.click(button("Products Cost"));
    await expectExpanded("Products Cost", true);
    expect(screen.getByRole("status")).toHaveTextContent("Data loading...");
    expect(onOpenChange).toHaveBeenLastCalledWith("cost");
  });

  it("takes over a section the browser opened before the script ran", async () => {
    const onOpenChange = vi.fn();
    // The prerendered markup, with the Jute section opened natively.
    const { renderToString } = await import("react-dom/server");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<DisclosureNav aria-label="Main" sections={sections} />);
    document.body.append(container);
    const jute = [...container.querySelectorAll("details")].find((details) => details.textContent?.startsWith("Jute"));
    jute?.setAttribute("open", "");
    const { hydrateRoot } = await import("react-dom/client");
    await act(async () => {
      hydrateRoot(container, <DisclosureNav aria-label="Main" sections={sections} onOpenChange={onOpenChange} />);
    });
    await expectExpanded("Jute", true);
    expect(onOpenChange).toHaveBeenLastCalledWith("jute");
    container.remove();
  });

  it("puts the whole navigation behind a Menu button when given a toggle label", async () => {
    const user = userEvent.setup();
    render(<DisclosureNav aria-label="Main" layout="stack" toggleLabel="Menu" sections={sections} />);
    const menu = button("Menu");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Company", hidden: true })).not.toBeVisible();
    await user.click(menu);
    await expectExpanded("Menu", true);
    await user.click(button("Company"));
    await expectExpanded("Company", true);
    await user.keyboard("{Escape}");
    await expectExpanded("Company", false);
    await user.keyboard("{Escape}");
    await expectExpanded("Menu", false);
    expect(button("Menu")).toHaveFocus();
  });
});
