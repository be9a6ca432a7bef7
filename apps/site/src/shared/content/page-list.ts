/**
 * The title, label and group of every route (the original's 46, plus the member accounts' pages,
 * the privacy notice and the terms): what the router's frame needs on every visit, so it is
 * in the entry chunk. The meta descriptions are in page-descriptions.ts, out of it (the
 * router sets a description after a navigation, from a chunk of its own); pages.ts joins the two.
 */
import type { PageMeta, RouteGroup, RoutePath } from "./types";

/** What the entry chunk knows of a route: everything but its description. */
export type PageTitle = Omit<PageMeta, "description">;

const SUFFIX = " | Sonali Jute Group";

function m(path: RoutePath, label: string, group: RouteGroup, options: { title?: string; indexable?: boolean } = {}): PageTitle {
  return { path, label, group, title: options.title ?? `${label}${SUFFIX}`, indexable: options.indexable ?? true };
}

/** Title, label and group of every route, in menu order. */
export const pageTitleList: readonly PageTitle[] = [
  m("/", "Home", "home", {
    title: "Sonali Jute Group | Jute Yarn, Bags, Cloth and Rope from Bangladesh",
  }),

  // Company
  m("/company", "Company", "company"),
  m("/about-us", "About Us", "company"),
  m("/our-history", "Our History", "company"),
  m("/our-facilities", "Our Facilities", "company"),
  m("/compliances", "Compliances", "company"),
  m("/key-persons", "Key Persons", "company"),
  m("/how-we-do-it", "How We Do It", "company"),
  m("/careers", "Careers", "company"),
  m("/sustainability", "Sustainability", "company"),
  m("/contact-us", "Contact Us", "company"),

  // Products
  m("/products", "Products", "products"),
  m("/jute-sacking-bag", "Jute Sacking Bag", "products"),
  m("/sacking-details", "Sacking Cloth", "products"),
  m("/jute-hessian-bag", "Jute Hessian Bag", "products"),
  m("/jute-hessian-cloth", "Jute Hessian Cloth", "products"),
  m("/jute-carpet-backing-cloth", "Jute Carpet Backing Cloth", "products"),
  m("/yarn-crt-crx-cb-hessian-sacking", "Jute Yarn", "products"),
  m("/soil-saver", "Soil Saver", "products"),
  m("/rope", "Jute Rope", "products"),

  // Jute
  m("/jute", "Jute", "jute"),
  m("/why-jute", "Why Jute", "jute"),
  m("/history-jute", "History of Jute", "jute"),
  m("/types-of-jute", "Types of Jute", "jute"),
  m("/uses-of-jute", "Uses of Jute", "jute"),
  m("/how-we-do", "How We Do", "jute"),
  m("/properties-Of-jute", "Properties of Jute", "jute"),
  m("/cultivation-jute", "Cultivation of Jute", "jute"),
  m("/jute-diversification", "Jute Diversification", "jute"),

  // Outside business
  m("/outside-business", "Outside Business", "outside-business"),
  m("/educational-institutes", "Educational Institutes", "outside-business"),
  m("/health-care", "Health Care", "outside-business"),

  // Price lookup (costing): each titled by the screen it opens without navigation state (the
  // screen's own name, as flows/screen-title.ts titles it once it knows its context).
  m("/category-details", "Product Categories", "costing"),
  m("/product-details/:id", "Product Details", "costing"),
  m("/bag-costing", "Jute Bag Prices", "costing", { title: `Jute Bags prices${SUFFIX}` }),
  m("/bag-costing-details", "Sacking Bag Prices", "costing", { title: `Sacking Bags prices${SUFFIX}` }),
  m("/bag-costing-product", "Bag Price Lookup", "costing", { title: `Hessian Bag prices${SUFFIX}` }),
  m("/cloth-details", "Hessian Cloth Prices", "costing", { title: `Hessian Cloth prices${SUFFIX}` }),
  m("/cloth-costing-details", "Cloth Prices", "costing", { title: `Jute Cloth prices${SUFFIX}` }),
  m("/cloth-costing-product", "Cloth Price Lookup", "costing", { title: `Carpet Backing Cloth (CBC) prices${SUFFIX}` }),
  m("/traditional-cloth-details", "Traditional Cloth Prices", "costing", { title: `Traditional Cloth prices${SUFFIX}` }),
  m("/traditional-costing-product", "Traditional Cloth Price Lookup", "costing", { title: `Traditional Cloth prices${SUFFIX}` }),
  m("/rope-costing-product", "Rope Price Lookup", "costing", { title: `Jute Rope prices${SUFFIX}` }),
  m("/soil-saver-costing-product", "Soil Saver Price Lookup", "costing", { title: `Soil Saver prices${SUFFIX}` }),

  // Account
  m("/login", "Login", "account", { indexable: false }),
  m("/register", "Register", "account", { indexable: false }),
  m("/my-enquiries", "My Enquiries", "account", { indexable: false }),
  m("/forgot-password", "Forgot Password", "account", { indexable: false }),
  m("/reset-password", "Choose a New Password", "account", { indexable: false }),
  m("/account", "My Account", "account", { indexable: false }),

  // Trust and law
  m("/privacy", "Privacy", "legal", { title: `Privacy notice${SUFFIX}` }),
  m("/terms", "Terms", "legal"),
];

/** Title, label and group by route path. */
export const pageTitles = Object.fromEntries(pageTitleList.map((p) => [p.path, p])) as Record<RoutePath, PageTitle>;

/**
 * Title and description of the staff console (/staff and its pages: not one of the routes
 * above). Here rather than in the console's copy: the router's frame needs them on every
 * visit, and the console's own code stays in its chunk.
 */
export const staffConsoleMeta = {
  title: "Staff console | Sonali Jute Group",
  description: "The mill's staff keep prices, port fares and member accounts current here.",
} as const;
