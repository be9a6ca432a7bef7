import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileRoutes, readPrerendered } from "../src/http/plugins/site";
import { buildTestServer, form, json, type TestServer } from "./helper";

describe("route patterns", () => {
  it("matches the site's routes, their parameters and trailing slashes, and nothing else", () => {
    const isRoute = compileRoutes(["/", "/about-us", "/properties-Of-jute", "/product-details/:id"]);
    expect(["/", "/about-us", "/about-us/", "/properties-Of-jute", "/product-details/26"].every(isRoute)).toBe(true);
    expect(["/about", "/about-us/team", "/product-details", "/product-details/1/2", "/properties-of-jute"].some(isRoute)).toBe(false);
  });
});

describe("hosting the built site", () => {
  let server: TestServer;
  beforeAll(async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), "jute-site-"));
    await mkdir(path.join(siteDir, "assets"));
    await writeFile(path.join(siteDir, "index.html"), '<!doctype html><html lang="en"><title>Jute</title><div id="root"></div></html>');
    await writeFile(path.join(siteDir, "routes.json"), JSON.stringify(["/", "/about-us", "/product-details/:id"]));
    await writeFile(path.join(siteDir, "assets", "app-3f2a9c.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
    await writeFile(path.join(siteDir, "robots.txt"), "User-agent: *\nAllow: /\n");
    await writeFile(path.join(siteDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await buildTestServer({ env: { SITE_DIR: siteDir } });
  });
  afterAll(async () => server.close());

  it("serves the app's page for the site's routes, including parameterised ones", async () => {
    for (const url of ["/", "/about-us", "/product-details/26", "/about-us?ref=menu"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers 404 with the app's page for a path that is no route, and JSON 404 under /api", async () => {
    const page = await server.app.inject({ method: "GET", url: "/no-such-page" });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');

    const api = await server.app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, msg: "No such API call: GET /api/nothing", code: "not_found" });
  });

  it("answers /favicon.ico with the site's icon (it was a 404 on /verify, whose page links it now)", async () => {
    const ico = await server.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe("/favicon.svg");
    const svg = await server.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const verify = await server.app.inject({ method: "GET", url: "/verify/AAAAAAAAAAAAAAAAAAAAAA" });
    expect(verify.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await server.app.inject({ method: "GET", url: "/assets/app-3f2a9c.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const robots = await server.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("puts the security headers on every kind of reply and echoes no Origin", async () => {
    const replies = await Promise.all([
      server.app.inject({ method: "GET", url: "/", headers: { origin: "https://evil.example" } }),
      server.app.inject({ method: "GET", url: "/assets/app-3f2a9c.js", headers: { origin: "https://evil.example" } }),
      server.app.inject({ method: "GET", url: "/missing" }),
      server.app.inject({ ...form({ type: "category" }), headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } }),
      server.app.inject(json("POST", "/api/api_login", { email: "bad" })),
      server.app.inject({ method: "GET", url: "/api/none" }),
      server.app.inject({ method: "GET", url: "/api/health" }),
    ]);
    for (const response of replies) {
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("never lets a cache store an API reply", async () => {
    for (const request of [form({ type: "category" }), json("POST", "/api/api_login", { email: "x@example.com", password: "y" })]) {
      expect((await server.app.inject(request)).headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("hosting prerendered pages", () => {
  let server: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), "jute-site-pre-"));
    await mkdir(path.join(siteDir, "prerendered", "about-us"), { recursive: true });
    await writeFile(path.join(siteDir, "index.html"), '<!doctype html><html lang="en"><title>Jute</title><div id="root"></div></html>');
    await writeFile(path.join(siteDir, "prerendered", "index.html"), '<!doctype html><html lang="en"><title>Home</title><div id="root"><h1>Welcome</h1></div></html>');
    await writeFile(path.join(siteDir, "prerendered", "about-us", "index.html"), '<!doctype html><html lang="en"><title>About</title><div id="root"><h1>About Us</h1></div></html>');
    await writeFile(path.join(siteDir, "routes.json"), JSON.stringify(["/", "/about-us", "/login", "/product-details/:id"]));
    await writeFile(
      path.join(siteDir, "prerendered.json"),
      JSON.stringify({ "/": "prerendered/index.html", "/about-us": "prerendered/about-us/index.html", "/careers": "prerendered/careers/index.html", "/escape": "../../etc/passwd.html" }),
    );
    server = await buildTestServer({ env: { SITE_DIR: siteDir } });
  });
  afterAll(async () => server.close());

  it("sends a route's prerendered page, revalidated, with or without a trailing slash or query", async () => {
    for (const [url, heading] of [["/", "Welcome"], ["/about-us", "About Us"], ["/about-us/", "About Us"], ["/about-us?ref=menu", "About Us"]] as const) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it("falls back to the shell for a route without a prerendered page, and keeps 404 for other paths", async () => {
    for (const url of ["/login", "/product-details/7"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    const missing = await server.app.inject({ method: "GET", url: "/about-us/team" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it("ignores manifest entries whose file is missing or outside the site", () => {
    expect([...readPrerendered(siteDir).entries()]).toEqual([
      ["/", "prerendered/index.html"],
      ["/about-us", "prerendered/about-us/index.html"],
    ]);
  });
});

describe("serving without a built site", () => {
  it("answers a plain 404 page for any page path", async () => {
    const server = await buildTestServer({ env: { SITE_DIR: path.join(tmpdir(), "no-site-here") } });
    try {
      const response = await server.app.inject({ method: "GET", url: "/about-us" });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("<h1>Page not found</h1>");
    } finally {
      await server.close();
    }
  });
});
