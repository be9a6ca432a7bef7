/**
 * Deployment settings: TRUST_PROXY as a hop count or a list of trusted proxies (`true`
 * refused), so that behind a proxy that appends to X-Forwarded-For a client that sends its
 * own header still counts as one client; and PUBLIC_URL, which sets the canonical links,
 * sitemap.xml and robots.txt as served from one build.
 */
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { buildTestServer, json, type TestServer } from "./helper";

describe("TRUST_PROXY", () => {
  it("takes false, a hop count or a list of addresses, and refuses true and junk naming the variable", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual(["10.0.0.1", "10.1.0.0/16", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy.local" })).toThrow(/TRUST_PROXY: .*not an address: proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  // An appending proxy at 10.0.0.1 passes on what the client sent, then the client's address.
  const behindProxy = (server: TestServer, client: string, spoofed: string, email: string) =>
    server.app.inject({
      ...json("POST", "/api/api_login", { email, password: "Winter2024!" }, { "x-forwarded-for": `${spoofed}, ${client}` }),
      remoteAddress: "10.0.0.1",
    });

  for (const setting of ["1", "10.0.0.1", "10.0.0.0/8"]) {
    describe(`TRUST_PROXY=${setting} behind an appending proxy`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await buildTestServer({ env: { TRUST_PROXY: setting, LOGIN_LIMIT_PER_MINUTE: "5" } });
      });
      afterAll(async () => server.close());

      it("keeps one bucket per real client whatever X-Forwarded-For the client sends", async () => {
        const statuses = async (client: string) => {
          const seen: number[] = [];
          for (let attempt = 0; attempt < 15; attempt += 1) {
            seen.push((await behindProxy(server, client, `172.16.${attempt}.1, 192.0.2.${attempt}`, `x${attempt}@example.com`)).statusCode);
          }
          return seen;
        };
        const first = await statuses("203.0.113.5");
        expect(first.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(first.slice(5).every((status) => status === 429)).toBe(true);
        // Another real client behind the same proxy has its own budget.
        const second = await statuses("203.0.113.6");
        expect(second.filter((status) => status === 401)).toHaveLength(5);
      });
    });
  }

  describe("a list of proxies", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await buildTestServer({ env: { TRUST_PROXY: "10.0.0.1", LOGIN_LIMIT_PER_MINUTE: "3" } });
    });
    afterAll(async () => server.close());

    it("ignores X-Forwarded-For from a client that is not a listed proxy", async () => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const reply = await server.app.inject({
          ...json("POST", "/api/api_login", { email: `y${attempt}@example.com`, password: "x" }, { "x-forwarded-for": `198.18.${attempt}.1` }),
          remoteAddress: "198.51.100.20",
        });
        seen.push(reply.statusCode);
      }
      expect(seen.filter((status) => status === 401)).toHaveLength(3);
    });
  });
});

describe("PUBLIC_URL", () => {
  let siteDir: string;
  const built = "http://localhost:3000";
  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), "jute-public-url-"));
    await mkdir(path.join(siteDir, "pages"));
    const page = (route: string) =>
      `<!doctype html><html lang="en"><head><link rel="canonical" href="${built}${route}"></head><body><div id="root"></div></body></html>`;
    await writeFile(path.join(siteDir, "index.html"), page("/"));
    await writeFile(path.join(siteDir, "pages", "about-us.html"), page("/about-us"));
    await writeFile(path.join(siteDir, "prerendered.json"), JSON.stringify({ "/": "index.html", "/about-us": "pages/about-us.html" }));
    await writeFile(path.join(siteDir, "routes.json"), JSON.stringify(["/", "/about-us"]));
    await writeFile(path.join(siteDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${built}/sitemap.xml\n`);
    await writeFile(
      path.join(siteDir, "sitemap.xml"),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${built}/</loc></url>\n  <url><loc>${built}/about-us</loc></url>\n</urlset>\n`,
    );
  });

  it("is refused at start when it is not an http(s) URL", () => {
    expect(() => loadConfig({ PUBLIC_URL: "www.example.com" })).toThrow(/PUBLIC_URL: must be an absolute URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL: must be an http/);
    expect(loadConfig({ PUBLIC_URL: "https://jute.example.com.bd/" }).publicUrl).toBe("https://jute.example.com.bd");
  });

  it("serves canonical links, the sitemap and robots.txt under PUBLIC_URL, from the same build", async () => {
    const server = await buildTestServer({ env: { SITE_DIR: siteDir, PUBLIC_URL: "https://jute.example.com.bd" } });
    try {
      const home = await server.app.inject({ method: "GET", url: "/" });
      expect(home.statusCode).toBe(200);
      expect(home.headers["content-type"]).toMatch(/^text\/html/);
      expect(home.body).toContain('<link rel="canonical" href="https://jute.example.com.bd/">');
      const about = await server.app.inject({ method: "GET", url: "/about-us/" });
      expect(about.body).toContain('<link rel="canonical" href="https://jute.example.com.bd/about-us">');
      const sitemap = await server.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
      expect(sitemap.body).toContain("<loc>https://jute.example.com.bd/about-us</loc>");
      const robots = await server.app.inject({ method: "GET", url: "/robots.txt" });
      expect(robots.body).toContain("Sitemap: https://jute.example.com.bd/sitemap.xml");
      for (const reply of [home, about, sitemap, robots]) {
        expect(reply.body).not.toContain("localhost:3000");
        expect(reply.headers["content-security-policy"]).toBeDefined();
      }
      // A revalidation with the ETag is answered 304.
      const again = await server.app.inject({ method: "GET", url: "/sitemap.xml", headers: { "if-none-match": String(sitemap.headers.etag) } });
      expect(again.statusCode).toBe(304);
      // The 404 page still gets the shell with status 404.
      expect((await server.app.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("serves the files as built when unset", async () => {
    const server = await buildTestServer({ env: { SITE_DIR: siteDir } });
    try {
      expect((await server.app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain(`<loc>${built}/about-us</loc>`);
      expect((await server.app.inject({ method: "GET", url: "/" })).body).toContain(`href="${built}/"`);
    } finally {
      await server.close();
    }
  });
});
