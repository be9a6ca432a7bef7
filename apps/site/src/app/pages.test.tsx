import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pages } from "../shared/content/pages";
import { renderApp, stubBrowser } from "./testing/render";

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});

// A page's chunk loads before its heading shows: on a loaded 2-core machine the first load of a
// page's modules took over the 1 s findBy waits by default (2 of 14 failed at load 30; alone they pass).
const h1 = (name?: string | RegExp) => screen.findByRole("heading", { level: 1, ...(name ? { name } : {}) }, { timeout: 15_000 });

describe("the 404 page", () => {
  it("answers an unknown path with links home and to the products", async () => {
    renderApp("/no-such-page");
    await h1("Page not found");
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(within(main).getByRole("link", { name: "See our products" })).toHaveAttribute("href", "/products");
    expect(document.title).toMatch(/^Page not found/);
  });
});

describe("the home page", () => {
  it("has the welcome, seven round product tiles, the overview as a disclosure and the videos", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await h1(/Welcome/);
    expect(document.title).toBe(pages["/"].title);
    expect(screen.getByRole("button", { name: /Pause background video/ })).toBeInTheDocument();

    const products = screen.getByRole("list", { name: "Our Products" });
    const tiles = within(products).getAllByRole("link");
    expect(tiles.map((tile) => tile.getAttribute("href"))).toEqual([
      "/jute-sacking-bag",
      "/jute-hessian-bag",
      "/jute-hessian-cloth",
      "/jute-carpet-backing-cloth",
      "/yarn-crt-crx-cb-hessian-sacking",
      "/soil-saver",
      "/rope",
    ]);

    const more = screen.getByRole("button", { name: "More about our mills" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/Sonali Jute Spinning Mills Ltd\. \(SJSML\) spins yarn/)).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Sonali Jute Spinning Mills Ltd\. \(SJSML\) spins yarn/)).toBeVisible();

    const track = document.querySelector("video track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", expect.stringMatching(/\.vtt$/));

    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /head office on the map.*new tab/ })).toHaveAttribute("target", "_blank");
    for (const property of ["Biodegradable", "Eco-friendly", "Vegan"]) {
      expect(screen.getByRole("heading", { name: property })).toBeInTheDocument();
    }
  });
});

describe("the footer", () => {
  it("has the addresses, the email, three link columns and a safe ministry link", async () => {
    renderApp("/about-us");
    await h1();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("Head Office")).toBeInTheDocument();
    expect(within(footer).getAllByText(/^Factory/)).toHaveLength(2);
    expect(within(footer).getByRole("link", { name: /^info@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
    for (const column of ["Products", "Company", "Useful Links"]) {
      expect(within(footer).getByRole("navigation", { name: column })).toBeInTheDocument();
    }
    const ministry = within(footer).getByRole("link", { name: /Ministry of Textiles and Jute/ });
    expect(ministry).toHaveAttribute("target", "_blank");
    expect(ministry).toHaveAttribute("rel", "noopener noreferrer");
    expect(ministry).toHaveAccessibleName(/opens in a new tab/);
    expect(within(footer).getByRole("img")).toHaveAttribute("alt", expect.stringMatching(/\S/));
    expect(within(footer).getByText(/©/)).toBeInTheDocument();
  });
});

describe("content pages", () => {
  it("Contact Us lays out a labelled form", async () => {
    renderApp("/contact-us");
    await h1("Contact Us");
    const form = screen.getByRole("region", { name: "Send us a message" });
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(form).getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  it("Key Persons shows seven people with role and biography", async () => {
    renderApp("/key-persons");
    await h1();
    expect(screen.getAllByRole("article", { name: /.+/ })).toHaveLength(7);
  });

  it("Sustainability has a slideshow and seven goals", async () => {
    renderApp("/sustainability");
    await h1("Sustainability");
    expect(screen.getAllByRole("heading", { level: 3, name: /^[1-7]\. / })).toHaveLength(7);
    expect(screen.getByRole("button", { name: /^(Pause|Play)\b/ })).toBeInTheDocument();
  });

  it("Careers explains how to apply by email", async () => {
    renderApp("/careers");
    await h1("Careers");
    expect(screen.getByRole("link", { name: /Apply by email/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:careers@/));
  });

  it("a product page links to its costing page with that page's context", async () => {
    const user = userEvent.setup();
    renderApp("/soil-saver");
    await h1(/Soil Saver/);
    expect(document.title).toBe(pages["/soil-saver"].title);
    await user.click(screen.getByRole("link", { name: /soil saver prices/i }));
    expect(window.location.pathname).toBe("/soil-saver-costing-product");
    await h1("Soil Saver");
  });

  it("the hessian cloth page has its nine-item carousel", async () => {
    renderApp("/jute-hessian-cloth");
    await h1(/Hessian Cloth/);
    expect(screen.getByRole("button", { name: /next/i })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /previous/i })).toBeInTheDocument();
  });
});

describe("costing and account screens", () => {
  it("open directly with the context their route implies", async () => {
    renderApp("/bag-costing-product");
    await h1("Hessian Bag");
    expect(screen.getByText("Jute Bags")).toBeInTheDocument();
  });

  it("take their context from navigation state when there is one", async () => {
    renderApp("/category-details", { state: { category_id: "1", category_name: "Jute Yarn", sub_category_id: "1", sub_category_name: "CRX" } });
    await h1("CRX");
  });

  it("the product detail page reads its id from the URL", async () => {
    renderApp("/product-details/22");
    await h1("Product Details");
    // The page looks the id up (features/costing/product-details); with no server here it finds nothing.
    expect(await screen.findByText("No data found")).toBeInTheDocument();
  });

  it("login and sign-up have their headings", async () => {
    renderApp("/login");
    await h1("Account Login");
    expect(document.title).toBe(pages["/login"].title);
  });

  it("sign-up", async () => {
    renderApp("/register");
    await h1("Sign Up");
  });
});
