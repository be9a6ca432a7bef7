import { pages } from "../content/pages";
import type { RoutePath } from "../content/types";
import { href, productDetailsHref, routeKeys, routePatterns, routes, sitemapPaths } from "./paths";

describe("the route list", () => {
  it("has the 46 routes of the original, each once, besides the member accounts' 3 and the members' own pages", () => {
    const added = ["/forgot-password", "/reset-password", "/account"];
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
