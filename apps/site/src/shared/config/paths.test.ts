import { pages } from "../content/pages";
import type { RoutePath } from "../content/types";
import { offerPaths, staffPaths } from "@jute/api/contract";
import { href, productDetailsHref, routeKeys, routePatterns, routes, sitemapPaths, staffPageKeys, staffPagePaths, staffPageRoute } from "./paths";

describe("the route list", () => {
  it("has the 46 routes of the original, each once, besides the member accounts' 3, the privacy notice and terms, and the members' own pages", () => {
    const added = ["/forgot-password", "/reset-password", "/account", "/privacy", "/terms"];
    expect(routeKeys.filter((key) => routes[key].kind !== "member" && !added.includes(routes[key].path))).toHaveLength(46);
    expect(new Set(routePatterns()).size).toBe(routeKeys.length);
    expect(routePatterns()).toEqual(expect.arrayContaining(added));
  });

  it("has meta (title, description) for every route", () => {
    for (const path of routePatterns()) {
      const meta = pages[path as RoutePath];
      expect(meta, path).toBeDefined();
      expect(meta.title.length, path).toBeGreaterThan(0);
      expect(meta.description.length, path).toBeGreaterThan(0);
    }
  });

  it("builds hrefs", () => {
    expect(href("propertiesOfJute")).toBe("/properties-Of-jute");
    expect(productDetailsHref(22)).toBe("/product-details/22");
    expect(productDetailsHref("a b")).toBe("/product-details/a%20b");
    expect(routes.productDetails.path).toBe("/product-details/:id");
  });

  it("keeps costing and account screens out of the sitemap", () => {
    const listed = sitemapPaths();
    expect(listed).toContain("/");
    expect(listed).toContain("/soil-saver");
    expect(listed).not.toContain("/login");
    expect(listed).not.toContain("/account");
    expect(listed).not.toContain("/reset-password");
    expect(listed).not.toContain("/bag-costing-product");
    expect(listed.some((p) => p.includes(":"))).toBe(false);
  });
});

describe("the staff console's paths, from one list", () => {
  it("answers /staff and one page per subject, each at its API call's path", () => {
    expect(staffPagePaths).toEqual(["/staff", "/staff/prices", "/staff/fares", "/staff/audit", "/staff/members", "/staff/enquiries", "/staff/offers"]);
    expect(staffPageKeys.map(staffPageRoute)).toEqual(["/prices", "/fares", "/audit", "/members", "/enquiries", "/offers"]);
    expect(staffPagePaths.slice(1).map((path) => path.slice(1))).toEqual([staffPaths.prices, staffPaths.fares, staffPaths.audit, staffPaths.members, staffPaths.enquiries, offerPaths.staffOffers]);
  });

  it("keeps the console out of the site's routes and sitemap", () => {
    expect(routePatterns().some((path) => path.startsWith("/staff"))).toBe(false);
    expect(sitemapPaths().some((path) => path.startsWith("/staff"))).toBe(false);
  });
});
