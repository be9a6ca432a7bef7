import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answering, pending, renderApp, stubBrowser } from "../testing/render";

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
    expect(within(banner()).getByRole("link", { name: "Account: Ayesha Rahman" })).toHaveAttribute("href", "/account");
    expect(within(banner()).queryByRole("link", { name: "Login/Register" })).not.toBeInTheDocument();

    await user.click(within(banner()).getByRole("button", { name: "Logout" }));

    // The session machine (loaded on first use) clears both keys and goes home.
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(localStorage.getItem("user")).toBeNull();
    expect(window.location.pathname).toBe("/");
    expect(within(banner()).getByRole("link", { name: "Login/Register" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 1, name: /Welcome/ });
  });

  it("offers a member My enquiries and the mill's staff the way back to their console", async () => {
    localStorage.setItem("token", "t-123");
    localStorage.setItem("user", JSON.stringify({ name: "Ayesha Rahman", email: "ayesha@example.com" }));
    const { unmount } = renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(within(banner()).getByRole("link", { name: "My enquiries" })).toHaveAttribute("href", "/my-enquiries");
    expect(within(banner()).queryByRole("link", { name: "Staff console" })).not.toBeInTheDocument();
    unmount();

    localStorage.setItem("user", JSON.stringify({ name: "Price Clerk", email: "clerk@example.com", role: "staff" }));
    renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(within(banner()).getByRole("link", { name: "Staff console" })).toHaveAttribute("href", "/staff");
    expect(within(banner()).queryByRole("link", { name: "My enquiries" })).not.toBeInTheDocument();
  });

  it("survives a corrupt stored user", async () => {
    localStorage.setItem("token", "t-123");
    localStorage.setItem("user", "{not json");
    renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(within(banner()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});

/** Opens a header section by its button and waits until it says so. */
async function openSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = within(banner()).getByRole("button", { name });
  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "true"));
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error(`${name} controls no panel`);
  return panel;
}

describe("the desktop navigation", () => {
  it("opens a section as a list of links; Tab goes through them, Escape closes it and returns focus", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const nav = within(banner()).getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("menu")).not.toBeInTheDocument();
    const panel = await openSection(user, "Company");
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Our History", "Our Facilities", "Compliances", "Key Persons", "How We Do It"]);
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
    await user.keyboard("{Escape}");
    const company = within(banner()).getByRole("button", { name: "Company" });
    await waitFor(() => expect(company).toHaveAttribute("aria-expanded", "false"));
    expect(company).toHaveFocus();
  });

  it("marks the current page's link with aria-current", async () => {
    const user = userEvent.setup();
    renderApp("/why-jute");
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Jute");
    expect(within(panel).getByRole("link", { name: "Why Jute" })).toHaveAttribute("aria-current", "page");
    expect(within(panel).getByRole("link", { name: "Types of Jute" })).not.toHaveAttribute("aria-current");
  });

  it("Products Display links carry their category number and name in navigation state", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Products Display");
    await user.click(within(panel).getByRole("link", { name: "Jute Yarn" }));
    // The section closes in the press's frame; the page changes once that is on screen.
    await waitFor(() => expect(window.location.pathname).toBe("/yarn-crt-crx-cb-hessian-sacking"));
    expect(window.history.state).toEqual({ category_id: "1", category_name: "Yarn" });
    await screen.findByRole("heading", { level: 1, name: /^Jute Yarn/ });
    // Following a link closes the section.
    await waitFor(() => expect(within(banner()).getByRole("button", { name: "Products Display" })).toHaveAttribute("aria-expanded", "false"));
  });

  it("has the Jute and Outside Business sections, one open at a time", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(within(await openSection(user, "Jute")).getAllByRole("link")).toHaveLength(8);
    const panel = await openSection(user, "Outside Business");
    await waitFor(() => expect(within(banner()).getByRole("button", { name: "Jute" })).toHaveAttribute("aria-expanded", "false"));
    expect(within(panel).getByRole("link", { name: "Health Care" })).toHaveAttribute("href", "/health-care");
  });
});

describe("the Products Cost section", () => {
  it('says "Data loading..." until the category call answers', async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: pending });
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Products Cost");
    expect(within(panel).getByRole("status")).toHaveTextContent("Data loading...");
  });

  it("lists the categories with their pictures and the original's targets by category_id", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering() });
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Products Cost");
    const link = (name: string) => within(panel).getByRole("link", { name });
    await waitFor(() => expect(link("Jute Yarn")).toBeVisible());
    expect(link("Jute Yarn")).toHaveAttribute("href", "/category-details");
    expect(link("Jute Rope")).toHaveAttribute("href", "/category-details");
    // Jute Bags lists both kinds (Sacking Bags and Hessian Bags), not the sacking twills alone (issue 26).
    expect(link("Jute Bags")).toHaveAttribute("href", "/bag-costing");
    expect(link("Jute Cloth")).toHaveAttribute("href", "/cloth-details");
    expect(link("Soil Saver")).toHaveAttribute("href", "/soil-saver-costing-product");
    expect(link("Diversified Products")).toHaveAttribute("href", "/category-details");
    expect(link("Traditional Cloth")).toHaveAttribute("href", "/traditional-cloth-details");

    // An empty img means the default cloth picture.
    const image = (name: string) => link(name).querySelector("img")?.getAttribute("src");
    expect(image("Jute Yarn")).toBe("/media/products/yarn.webp");
    expect(image("Jute Rope")).toMatch(/\.(webp|svg|avif|png)$/);
  });

  it("passes category_id, category_name (and child_category_id 5 for cloth) in navigation state", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering() });
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Products Cost");
    await user.click(await within(panel).findByRole("link", { name: "Jute Cloth" }));
    // The section closes in the press's frame; the page changes once that is on screen.
    await waitFor(() => expect(window.location.pathname).toBe("/cloth-details"));
    expect(window.history.state).toEqual({ category_id: "4", category_name: "Jute Cloth", child_category_id: "5" });
    await screen.findByRole("heading", { level: 1, name: "Hessian Cloth" });
  });

  it("still leads somewhere when the call fails", async () => {
    const user = userEvent.setup();
    renderApp("/", { loadCategories: answering({ kind: "failed" }) });
    await screen.findByRole("heading", { level: 1 });
    const panel = await openSection(user, "Products Cost");
    expect(await within(panel).findByRole("link", { name: "Browse product categories" })).toHaveAttribute("href", "/category-details");
  });
});

describe("the mobile menu", () => {
  beforeEach(() => stubBrowser({ mobile: true }));

  it("shows the same sections under a Menu button, one open at a time", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const toggle = within(banner()).getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await openSection(user, "Menu");
    await openSection(user, "Company");
    expect(within(banner()).getByRole("link", { name: "Our History" })).toBeVisible();
    await openSection(user, "Jute");
    await waitFor(() => expect(within(banner()).getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false"));
    expect(within(banner()).getByRole("link", { name: "Why Jute" })).toBeVisible();
  });

  it("works with the keyboard and closes after following a link", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await openSection(user, "Menu");
    await openSection(user, "Outside Business");
    await user.tab();
    expect(within(banner()).getByRole("link", { name: "Educational Institutes" })).toHaveFocus();
    await user.keyboard("{Enter}");
    // The menu closes in the key's frame; the page changes once that is on screen.
    await waitFor(() => expect(window.location.pathname).toBe("/educational-institutes"));
    await screen.findByRole("heading", { level: 1, name: /Educational|School/ });
    await waitFor(() => expect(within(banner()).getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false"));
  });
});
