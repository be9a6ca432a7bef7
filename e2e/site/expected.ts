/**
 * What every route must show, derived from the site's own route list and content, so that the
 * suite follows the site: a new route or a renamed heading is tested without editing here.
 */
import { routeKeys, routes, type RouteKey } from "../../apps/site/src/config/paths";
import { companyPages } from "../../apps/site/src/content/company";
import { home } from "../../apps/site/src/content/home";
import { jutePages } from "../../apps/site/src/content/jute";
import { outsideBusinessPages } from "../../apps/site/src/content/outside-business";
import { pages } from "../../apps/site/src/content/pages";
import { productPages, productsHub } from "../../apps/site/src/content/products";
import type { RoutePath } from "../../apps/site/src/content/types";
import { costingFallbacks, costingHeading, type CostingRouteKey } from "../../apps/site/src/pages/costing/costing-contexts";

export interface RouteExpectation {
  key: RouteKey;
  /** The URL to open (the product detail page needs an id). */
  url: string;
  title: string;
  heading: string;
}

const contentHeadings: Record<string, string> = Object.fromEntries(
  Object.entries({ ...companyPages, ...jutePages, ...outsideBusinessPages, ...productPages, "/products": productsHub }).map(([path, page]) => [path, page.heading]),
);

const otherHeadings: Partial<Record<RouteKey, string>> = {
  home: home.hero.heading,
  login: "Account Login",
  register: "Sign Up",
  myEnquiries: "My enquiries",
  // Sub-category 26 of the seed catalogue (Diversified Products, the category whose items
  // open /product-details/{id}); the page is titled with the product's own name.
  productDetails: "Jute Shopping Bag",
};

function headingOf(key: RouteKey): string {
  const path = routes[key].path;
  const heading = contentHeadings[path] ?? otherHeadings[key] ?? (key in costingFallbacks ? costingHeading(costingFallbacks[key as CostingRouteKey]) : undefined);
  if (heading === undefined) throw new Error(`No expected heading for ${path}`);
  return heading;
}

export const everyRoute: RouteExpectation[] = routeKeys.map((key) => {
  const path = routes[key].path;
  return {
    key,
    url: path.replace(":id", "26"),
    title: pages[path as RoutePath].title,
    heading: headingOf(key),
  };
});
