/**
 * Every route of the site, with href helpers, independent of the router (the model is
 * bulletproof-react's `src/config/paths.ts`). The router, the menus, the sitemap and
 * `dist/routes.json` (the server's list of paths that exist) are all generated from this one
 * list, so a route cannot exist in one place and be missing in another.
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

export interface RouteDef {
  /** The pattern the router matches (wouter syntax, `:id` for a parameter). */
  readonly path: string;
  readonly kind: RouteKind;
}

const route = <P extends string>(path: P, kind: RouteKind) => ({ path, kind }) as const;

/**
 * The 46 routes of the original, in the order of the original's route list. Paths are kept
 * exactly as the original spells them (including `/properties-Of-jute`) so old links and
 * bookmarks keep working.
 */
export const routes = {
  home: route("/", "content"),
  company: route("/company", "hub"),
  products: route("/products", "hub"),
  jute: route("/jute", "hub"),
  outsideBusiness: route("/outside-business", "hub"),
  categoryDetails: route("/category-details", "costing"),
  productDetails: route("/product-details/:id", "costing"),
  aboutUs: route("/about-us", "content"),
  juteHessianBag: route("/jute-hessian-bag", "product"),
  juteSackingBag: route("/jute-sacking-bag", "product"),
  careers: route("/careers", "content"),
  sustainability: route("/sustainability", "content"),
  contactUs: route("/contact-us", "content"),
  ourHistory: route("/our-history", "content"),
  ourFacilities: route("/our-facilities", "content"),
  compliances: route("/compliances", "content"),
  keyPersons: route("/key-persons", "content"),
  juteHessianCloth: route("/jute-hessian-cloth", "product"),
  sackingDetails: route("/sacking-details", "product"),
  howWeDoIt: route("/how-we-do-it", "content"),
  educationalInstitutes: route("/educational-institutes", "content"),
  healthCare: route("/health-care", "content"),
  whyJute: route("/why-jute", "content"),
  historyJute: route("/history-jute", "content"),
  typesOfJute: route("/types-of-jute", "content"),
  usesOfJute: route("/uses-of-jute", "content"),
  howWeDo: route("/how-we-do", "content"),
  propertiesOfJute: route("/properties-Of-jute", "content"),
  cultivationJute: route("/cultivation-jute", "content"),
  juteDiversification: route("/jute-diversification", "content"),
  login: route("/login", "account"),
  register: route("/register", "account"),
  juteCarpetBackingCloth: route("/jute-carpet-backing-cloth", "product"),
  yarn: route("/yarn-crt-crx-cb-hessian-sacking", "product"),
  soilSaver: route("/soil-saver", "product"),
  rope: route("/rope", "product"),
  bagCosting: route("/bag-costing", "costing"),
  bagCostingDetails: route("/bag-costing-details", "costing"),
  clothCostingProduct: route("/cloth-costing-product", "costing"),
  traditionalCostingProduct: route("/traditional-costing-product", "costing"),
  clothCostingDetails: route("/cloth-costing-details", "costing"),
  clothDetails: route("/cloth-details", "costing"),
  bagCostingProduct: route("/bag-costing-product", "costing"),
  ropeCostingProduct: route("/rope-costing-product", "costing"),
  soilSaverCostingProduct: route("/soil-saver-costing-product", "costing"),
  traditionalClothDetails: route("/traditional-cloth-details", "costing"),
  myEnquiries: route("/my-enquiries", "member"),
  // Member accounts (not in the original): a forgotten password and the account page.
  forgotPassword: route("/forgot-password", "account"),
  resetPassword: route("/reset-password", "account"),
  account: route("/account", "account"),
  // Trust and law (not in the original): the privacy notice and the terms, pages of copy.
  privacy: route("/privacy", "content"),
  terms: route("/terms", "content"),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** Every route's path, as the router spells it (`:id` is the one URL parameter). */
export type RoutePath = (typeof routes)[RouteKey]["path"];

/** The route keys in the original's order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

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
