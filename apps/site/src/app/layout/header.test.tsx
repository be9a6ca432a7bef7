import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answering, focus, pending, renderApp, stubBrowser } from "../../test/render";

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});

const banner = () => screen.getByRole("banner");

describe("the header's top bar", () => {
  it("offers the brochure as a download and links to careers, sustainability and contact", async () => {
    renderApp("/");
    const quick = within(banner()).getByRole("navigation", { name: "Quick links" });
    const brochure = within(quick).getByRole("link", { name: /Brochure/ });
    expect(brochure).toHaveAttribute("href", "/brochure.pdf");
    expect(brochure).toHaveAttribute("download");
    expect(within(quick).getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    expect(within(quick).getByRole("link", { name: "Sustainability" })).toHaveAttribute("href", "/sustainability");
    expect(within(quick).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
    expect(within(banner()).getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
    await screen.findByRole("heading", { level: 1 });
  });
});

describe("login state", () => {
  it("shows Login/Register to a visitor", async () => {
    renderApp("/");
    expect(within(banner()).getByRole("link", { name: "Login/Register" })).toHaveAttribute("href", "/login");
    expect(within(banner()).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    await screen.findByRole("heading", { level: 1 });
  });

  it("shows the stored member's name and logs out: both keys cleared, back home", async () => {
    localStorage.setItem("token", "t-123");
    localStorage.setItem("user", JSON.stringify({ name: "Ayesha Rahman", email: "ayesha@example.com" }));
    const user = userEvent.setup();
    renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(within(banner()).getByText("Ayesha Rahman")).toBeInTheDocument();
    expect(within(banner()).queryByRole("link", { name: "Login/Register" })).not.toBeInTheDocument();

    await user.click(within(banner()).getByRole("button", { name: "Logout" }));

    // The session machine (loaded on first use) clears both keys and goes home.
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(localStorage.getItem("user")).toBeNull();
    expect(window.location.pathname).toBe("/");
    expect(within(banner()).getByRole("link", { name: "Login/Register" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 1, name: /Welcome/ });
  });

  it("survives a corrupt stored user", async () => {
    localStorage.setItem("token", "t-123");
    localStorage.setItem("user", "{not json");
    renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(within(banner()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});

describe("desktop menus", () => {
  it("opens a menu from the keyboard, moves with the arrows and closes with Escape", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const company = within(banner()).getByRole("button", { name: "Company" });
    focus(company);
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Our History",
      "Our Facilities",
      "Compliances",
      "Key Persons",
      "How We Do It",
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    // The menu button that opened the menu has focus again (the plain stand-in shown before
    // the menus' code loaded has been replaced by now: look it up afresh).
    await waitFor(() => expect(within(banner()).getByRole("button", { name: "Company" })).toHaveFocus());
  });

  it("Products Display links carry their category number and name in navigation state", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Products Display" }));
    const menu = await screen.findByRole("menu");
    await user.click(within(menu).getByRole("menuitem", { name: "Jute Yarn" }));
    expect(window.location.pathname).toBe("/yarn-crt-crx-cb-hessian-sacking");
    expect(window.history.state).toEqual({ category_id: "1", category_name: "Yarn" });
    await screen.findByRole("heading", { level: 1, name: /^Jute Yarn/ });
  });

  it("has the Jute and Outside Business menus", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Jute" }));
    expect(within(await screen.findByRole("menu")).getAllByRole("menuitem")).toHaveLength(8);
    await user.keyboard("{Escape}");
    await user.click(within(banner()).getByRole("button", { name: "Outside Business" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Health Care" })).toHaveAttribute("href", "/health-care");
  });
});

describe("the Products Cost menu", () => {
  it('says "Data loading..." until the category call answers', async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: pending });
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Products Cost" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Data loading...")).toBeInTheDocument();
  });

  it("lists the categories with their pictures and the original's targets by category_id", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering() });
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Products Cost" }));
    const menu = await screen.findByRole("menu");
    const target = (name: string) => within(menu).getByRole("menuitem", { name }).getAttribute("href");
    expect(target("Jute Yarn")).toBe("/category-details");
    expect(target("Jute Rope")).toBe("/category-details");
    expect(target("Jute Bags")).toBe("/bag-costing-details");
    expect(target("Jute Cloth")).toBe("/cloth-details");
    expect(target("Soil Saver")).toBe("/soil-saver-costing-product");
    expect(target("Diversified Products")).toBe("/category-details");
    expect(target("Traditional Cloth")).toBe("/traditional-cloth-details");

    // An empty img means the default cloth picture.
    const images = (name: string) => within(menu).getByRole("menuitem", { name }).querySelector("img")?.getAttribute("src");
    expect(images("Jute Yarn")).toBe("/media/products/yarn.webp");
    expect(images("Jute Rope")).toMatch(/\.(webp|svg|avif|png)$/);
    expect(images("Jute Rope")).not.toBe("");
  });

  it("passes category_id, category_name (and child_category_id 5 for cloth) in navigation state", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering() });
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Products Cost" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Jute Cloth" }));
    expect(window.location.pathname).toBe("/cloth-details");
    expect(window.history.state).toEqual({ category_id: "4", category_name: "Jute Cloth", child_category_id: "5" });
    await screen.findByRole("heading", { level: 1, name: "Hessian Cloth" });
  });

  it("still leads somewhere when the call fails", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering({ kind: "failed" }) });
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(banner()).getByRole("button", { name: "Products Cost" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Browse product categories" })).toHaveAttribute("href", "/category-details");
  });
});

describe("the mobile menu", () => {
  beforeEach(() => stubBrowser({ mobile: true }));

  it("is a collapsible accordion with one section open at a time", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const toggle = within(banner()).getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    // The accordion's code loads when the menu is first approached.
    const company = await within(banner()).findByRole("button", { name: "Company" });
    const jute = within(banner()).getByRole("button", { name: "Jute" });
    await user.click(company);
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(within(banner()).getByRole("link", { name: "Our History" })).toBeVisible();

    await user.click(jute);
    expect(jute).toHaveAttribute("aria-expanded", "true");
    expect(company).toHaveAttribute("aria-expanded", "false");
    expect(within(banner()).getByRole("link", { name: "Why Jute" })).toBeVisible();
  });

  it("works with the keyboard and closes after following a link", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const toggle = within(banner()).getByRole("button", { name: "Menu" });
    focus(toggle);
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const outside = await within(banner()).findByRole("button", { name: "Outside Business" });
    focus(outside);
    await user.keyboard("{Enter}");
    expect(outside).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(within(banner()).getByRole("link", { name: "Educational Institutes" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await act(async () => {});
    expect(window.location.pathname).toBe("/educational-institutes");
    await screen.findByRole("heading", { level: 1, name: /Educational|School/ });
    expect(within(banner()).getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
