/**
 * The route table: every route of the site once, with its path, kind, menu label, group, title
 * and page module, and href helpers, independent of the router (the model is bulletproof-react's
 * `src/config/paths.ts`). The router and its lazy pages (app/route-pages.ts), the titles
 * (shared/content/page-list.ts), the menus, the sitemap, `dist/routes.json` (the server's list
 * of paths that exist), the prerendered pages and the e2e expectations (e2e/site/expected.ts)
 * are all derived from this one table, so a route cannot exist in one place and be missing in
 * another. Only a route's meta description lives apart (shared/content/page-descriptions.ts,
 * out of the entry chunk), keyed by the path this table gives it.
 *
 * This module must stay free of browser and React imports: `vite.config.ts` reads it at build.
 */
// Type only: vite.config.ts loads this module in Node, which cannot run the package's .ts.
import type { offerPaths, staffPaths } from "@jute/api/contract";

/** What a route is, which decides whether it belongs in the sitemap. */
export type RouteKind =
  /** A page of copy about the company or about jute. */
  | "content"
  /** A product display page (specifications, with a link to its costing page). */
  | "product"
  /** A hub page linking to the pages of one menu. */
  | "hub"
  /** A category browse screen or a costing page: driven by navigation state and prices. */
  | "costing"
  /** Login, sign-up, a forgotten password and the member's account page. */
  | "account"
  /** A page of a member's own (My enquiries): not indexed, shown to members only. */
  | "member";

/** Which part of the site a route belongs to (for breadcrumbs, sitemap priority, menus). */
export type RouteGroup = "home" | "company" | "products" | "jute" | "outside-business" | "costing" | "account" | "legal";

/** What a route shows besides its path and kind. */
interface RouteFacts {
  /** Short label for menus and breadcrumbs, e.g. "About Us". */
  readonly label: string;
  readonly group: RouteGroup;
  /** The document title before the site's suffix, when it is not the label. */
  readonly title?: string;
  /** The whole document title, suffix and all, for the one page titled otherwise (home). */
  readonly fullTitle?: string;
  /**
   * The page's module below src/features/, loaded lazily in a chunk of its own
   * (app/route-pages.ts); its export is the file's name in PascalCase (`home-page`: HomePage).
   */
  readonly page: string;
}

export interface RouteDef extends RouteFacts {
  /** The pattern the router matches (wouter syntax, `:id` for a parameter). */
  readonly path: string;
  readonly kind: RouteKind;
}

const route = <P extends string>(path: P, kind: RouteKind, facts: RouteFacts) => ({ path, kind, ...facts }) as const;

/** The site's name after each page's own title. */
export const TITLE_SUFFIX = " | Sonali Jute Group";

/**
 * The 46 routes of the original, in the order of the original's route list. Paths are kept
 * exactly as the original spells them (including `/properties-Of-jute`) so old links and
 * bookmarks keep working.
 */
export const routes = {
  home: route("/", "content", { label: "Home", group: "home", fullTitle: "Sonali Jute Group | Jute Yarn, Bags, Cloth and Rope from Bangladesh", page: "content/home/home-page" }),
  company: route("/company", "hub", { label: "Company", group: "company", page: "content/company/company-hub-page" }),
  products: route("/products", "hub", { label: "Products", group: "products", page: "content/products/products-hub-page" }),
  jute: route("/jute", "hub", { label: "Jute", group: "jute", page: "content/jute/jute-hub-page" }),
  outsideBusiness: route("/outside-business", "hub", { label: "Outside Business", group: "outside-business", page: "content/outside-business/outside-business-hub-page" }),
  categoryDetails: route("/category-details", "costing", { label: "Product Categories", group: "costing", page: "costing/pages/category-details-page" }),
  productDetails: route("/product-details/:id", "costing", { label: "Product Details", group: "costing", page: "costing/product-details/product-details-page" }),
  aboutUs: route("/about-us", "content", { label: "About Us", group: "company", page: "content/company/about-us-page" }),
  juteHessianBag: route("/jute-hessian-bag", "product", { label: "Jute Hessian Bag", group: "products", page: "content/products/jute-hessian-bag-page" }),
  juteSackingBag: route("/jute-sacking-bag", "product", { label: "Jute Sacking Bag", group: "products", page: "content/products/jute-sacking-bag-page" }),
  careers: route("/careers", "content", { label: "Careers", group: "company", page: "content/company/careers-page" }),
  sustainability: route("/sustainability", "content", { label: "Sustainability", group: "company", page: "content/company/sustainability-page" }),
  contactUs: route("/contact-us", "content", { label: "Contact Us", group: "company", page: "enquiries/contact/contact-us-page" }),
  ourHistory: route("/our-history", "content", { label: "Our History", group: "company", page: "content/company/our-history-page" }),
  ourFacilities: route("/our-facilities", "content", { label: "Our Facilities", group: "company", page: "content/company/our-facilities-page" }),
  compliances: route("/compliances", "content", { label: "Compliances", group: "company", page: "content/company/compliances-page" }),
  keyPersons: route("/key-persons", "content", { label: "Key Persons", group: "company", page: "content/company/key-persons-page" }),
  juteHessianCloth: route("/jute-hessian-cloth", "product", { label: "Jute Hessian Cloth", group: "products", page: "content/products/jute-hessian-cloth-page" }),
  sackingDetails: route("/sacking-details", "product", { label: "Sacking Cloth", group: "products", page: "content/products/sacking-details-page" }),
  howWeDoIt: route("/how-we-do-it", "content", { label: "How We Do It", group: "company", page: "content/company/how-we-do-it-page" }),
  educationalInstitutes: route("/educational-institutes", "content", { label: "Educational Institutes", group: "outside-business", page: "content/outside-business/educational-institutes-page" }),
  healthCare: route("/health-care", "content", { label: "Health Care", group: "outside-business", page: "content/outside-business/health-care-page" }),
  whyJute: route("/why-jute", "content", { label: "Why Jute", group: "jute", page: "content/jute/why-jute-page" }),
  historyJute: route("/history-jute", "content", { label: "History of Jute", group: "jute", page: "content/jute/history-jute-page" }),
  typesOfJute: route("/types-of-jute", "content", { label: "Types of Jute", group: "jute", page: "content/jute/types-of-jute-page" }),
  usesOfJute: route("/uses-of-jute", "content", { label: "Uses of Jute", group: "jute", page: "content/jute/uses-of-jute-page" }),
  howWeDo: route("/how-we-do", "content", { label: "How We Do", group: "jute", page: "content/jute/how-we-do-page" }),
  propertiesOfJute: route("/properties-Of-jute", "content", { label: "Properties of Jute", group: "jute", page: "content/jute/properties-of-jute-page" }),
  cultivationJute: route("/cultivation-jute", "content", { label: "Cultivation of Jute", group: "jute", page: "content/jute/cultivation-jute-page" }),
  juteDiversification: route("/jute-diversification", "content", { label: "Jute Diversification", group: "jute", page: "content/jute/jute-diversification-page" }),
  login: route("/login", "account", { label: "Login", group: "account", page: "account/login/login-page" }),
  register: route("/register", "account", { label: "Register", group: "account", page: "account/registration/register-page" }),
  juteCarpetBackingCloth: route("/jute-carpet-backing-cloth", "product", { label: "Jute Carpet Backing Cloth", group: "products", page: "content/products/jute-carpet-backing-cloth-page" }),
  yarn: route("/yarn-crt-crx-cb-hessian-sacking", "product", { label: "Jute Yarn", group: "products", page: "content/products/yarn-page" }),
  soilSaver: route("/soil-saver", "product", { label: "Soil Saver", group: "products", page: "content/products/soil-saver-page" }),
  rope: route("/rope", "product", { label: "Jute Rope", group: "products", page: "content/products/rope-page" }),
  bagCosting: route("/bag-costing", "costing", { label: "Jute Bag Prices", group: "costing", title: "Jute Bags prices", page: "costing/pages/bag-costing-page" }),
  bagCostingDetails: route("/bag-costing-details", "costing", { label: "Sacking Bag Prices", group: "costing", title: "Sacking Bags prices", page: "costing/pages/bag-costing-details-page" }),
  clothCostingProduct: route("/cloth-costing-product", "costing", { label: "Cloth Price Lookup", group: "costing", title: "Carpet Backing Cloth (CBC) prices", page: "costing/pages/cloth-costing-product-page" }),
  traditionalCostingProduct: route("/traditional-costing-product", "costing", { label: "Traditional Cloth Price Lookup", group: "costing", title: "Traditional Cloth prices", page: "costing/pages/traditional-costing-product-page" }),
  clothCostingDetails: route("/cloth-costing-details", "costing", { label: "Cloth Prices", group: "costing", title: "Jute Cloth prices", page: "costing/pages/cloth-costing-details-page" }),
  clothDetails: route("/cloth-details", "costing", { label: "Hessian Cloth Prices", group: "costing", title: "Hessian Cloth prices", page: "costing/pages/cloth-details-page" }),
  bagCostingProduct: route("/bag-costing-product", "costing", { label: "Bag Price Lookup", group: "costing", title: "Hessian Bag prices", page: "costing/pages/bag-costing-product-page" }),
  ropeCostingProduct: route("/rope-costing-product", "costing", { label: "Rope Price Lookup", group: "costing", title: "Jute Rope prices", page: "costing/pages/rope-costing-product-page" }),
  soilSaverCostingProduct: route("/soil-saver-costing-product", "costing", { label: "Soil Saver Price Lookup", group: "costing", title: "Soil Saver prices", page: "costing/pages/soil-saver-costing-product-page" }),
  traditionalClothDetails: route("/traditional-cloth-details", "costing", { label: "Traditional Cloth Prices", group: "costing", title: "Traditional Cloth prices", page: "costing/pages/traditional-cloth-details-page" }),
  myEnquiries: route("/my-enquiries", "member", { label: "My Enquiries", group: "account", page: "enquiries/my-enquiries/my-enquiries-page" }),
  quoteList: route("/my-quote-list", "member", { label: "My Quote List", group: "account", page: "enquiries/quote-list/quote-list-page" }),
  // Member accounts (not in the original): a forgotten password and the account page.
  forgotPassword: route("/forgot-password", "account", { label: "Forgot Password", group: "account", page: "account/forgot-password/forgot-password-page" }),
  resetPassword: route("/reset-password", "account", { label: "Choose a New Password", group: "account", page: "account/reset-password/reset-password-page" }),
  account: route("/account", "account", { label: "My Account", group: "account", page: "account/my-account/account-page" }),
  // Trust and law (not in the original): the privacy notice and the terms, pages of copy.
  privacy: route("/privacy", "content", { label: "Privacy", group: "legal", title: "Privacy notice", page: "content/legal/privacy-page" }),
  terms: route("/terms", "content", { label: "Terms", group: "legal", page: "content/legal/terms-page" }),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** Every route's path, as the router spells it (`:id` is the one URL parameter). */
export type RoutePath = (typeof routes)[RouteKey]["path"];

/** The route keys in the original's order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

/** A route's document title: its own, or its label, with the site's suffix. */
export function routeTitle(key: RouteKey): string {
  const def: RouteDef = routes[key];
  return def.fullTitle ?? `${def.title ?? def.label}${TITLE_SUFFIX}`;
}

/** The export a route's page module names its page by (`content/home/home-page`: HomePage). */
export const pageExportOf = (key: RouteKey): string =>
  (routes[key].page.split("/").pop() ?? "")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** Routes whose path has no parameter: each is one page that can be linked to as is. */
export type StaticRouteKey = {
  [K in RouteKey]: (typeof routes)[K]["path"] extends `${string}:${string}` ? never : K;
}[RouteKey];

/** The href of a route without parameters. */
export const href = <K extends StaticRouteKey>(key: K): (typeof routes)[K]["path"] => routes[key].path;

/** The href of a product detail page (the only route with a URL parameter). */
export const productDetailsHref = (id: string | number): string =>
  `/product-details/${encodeURIComponent(String(id))}`;

/** The path patterns the server must answer with the SPA (written to `dist/routes.json`). */
export const routePatterns = (): string[] => routeKeys.map((key) => routes[key].path);

/**
 * The paths listed in `sitemap.xml`: pages of public copy. Costing and browse screens depend
 * on navigation state and prices (members only), product detail pages need an id, and login
 * and sign-up are not content: none of these is worth indexing.
 */
export const sitemapPaths = (): string[] =>
  routeKeys
    .filter((key) => {
      const kind = routes[key].kind;
      return kind === "content" || kind === "product" || kind === "hub";
    })
    .map((key) => routes[key].path);

/**
 * The paths written as HTML at build time: every route without a parameter. Pages of copy
 * arrive whole; login, sign-up and the costing and browse screens arrive with their frame
 * (header, heading, lead), and their form or list comes with the script. A build has no
 * member and no price, so none can be in these files.
 */
export const prerenderPaths = (): string[] => routeKeys.map((key) => routes[key].path).filter((path) => !path.includes(":"));

/**
 * The staff console: one nested area (its pages route below this base), kept out of `routes`
 * (not one of the original's 46, never prerendered, never in the sitemap).
 */
export const staffBase = "/staff";

/** The path of a staff API call below /api/ (`staffPaths`, and the staff's offers list in `offerPaths`, @jute/api). */
type StaffCallPath = (typeof staffPaths)[keyof typeof staffPaths] | typeof offerPaths.staffOffers;

/**
 * The console's pages, one per subject of its API calls, each at the path of its call below
 * /api/ (the call `staff/prices` lists what the page /staff/prices shows): a page whose path
 * is not one of @jute/api's `staffPaths` does not compile. The console's menu and routes
 * (features/staff/staff-area.tsx) and routes.json come from this one list.
 */
export const staffPages = {
  prices: "staff/prices",
  fares: "staff/fares",
  audit: "staff/audit",
  members: "staff/members",
  inbox: "staff/enquiries",
  offers: "staff/offers",
} as const satisfies Record<string, StaffCallPath>;
export type StaffPageKey = keyof typeof staffPages;
export const staffPageKeys = Object.keys(staffPages) as StaffPageKey[];

/** A staff page's path inside the console's nested router (below `staffBase`): `/prices`. */
export const staffPageRoute = (key: StaffPageKey): string => `/${staffPages[key]}`.slice(staffBase.length);

/** Every path the console answers: its home and its pages. */
export const staffPagePaths: readonly string[] = [staffBase, ...staffPageKeys.map((key) => `/${staffPages[key]}`)];

/** The brochure we ship in `public/` (the top bar offers it as a download). */
export const brochureHref = "/brochure.pdf";
