/**
 * Every kind of reply carries the security headers, and none echoes an arbitrary Origin:
 * pages, assets, the 404 page, API successes, every 4xx the API gives (400, 401, 404, 409,
 * 413, 415, 429 from the per-address limit and from the account lockout), the 503 of an
 * unavailable database, CORS preflights, and the replies Node writes itself on a bad socket
 * (408 request timeout, 400 malformed request, 431 headers too large).
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestServer, form, json, newMember, type TestServer } from "./helper";

const EVIL = "https://evil.example";

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: Headers, label: string) {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toMatch(/default-src '(self|none)'/);
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
}

function expectNoOriginEcho(headers: Headers, label: string) {
  expect(headers["access-control-allow-origin"], label).toBeUndefined();
  expect(headers["access-control-allow-credentials"], label).toBeUndefined();
  for (const [name, value] of Object.entries(headers)) {
    expect(String(value), `${label}: header ${name}`).not.toContain("evil.example");
  }
}

async function siteFixture(): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), "jute-site-headers-"));
  await mkdir(path.join(siteDir, "assets"));
  await writeFile(path.join(siteDir, "index.html"), '<!doctype html><html lang="en"><title>Jute</title><div id="root"></div></html>');
  await writeFile(path.join(siteDir, "routes.json"), JSON.stringify(["/", "/about-us"]));
  await writeFile(path.join(siteDir, "assets", "app-1a2b3c.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  await writeFile(path.join(siteDir, "sitemap.xml"), '<?xml version="1.0"?><urlset></urlset>');
  return siteDir;
}

describe("security headers on every kind of reply", () => {
  let server: TestServer;
  let siteDir: string;
  const replies: [string, LightMyRequestResponse, number][] = [];

  beforeAll(async () => {
    siteDir = await siteFixture();
    server = await buildTestServer({ env: { SITE_DIR: siteDir, LOGIN_LIMIT_PER_MINUTE: "3", ACCOUNT_FAILURES_BEFORE_LOCK: "2" } });
    const app = server.app;
    const o = { origin: EVIL };
    const member = newMember();
    const add = async (label: string, status: number, request: InjectOptions) => {
      replies.push([label, await app.inject(request), status]);
    };
    await add("page", 200, { method: "GET", url: "/", headers: o });
    await add("page HEAD", 200, { method: "HEAD", url: "/about-us", headers: o });
    await add("404 page", 404, { method: "GET", url: "/no-such-page", headers: o });
    await add("asset (gzip)", 200, { method: "GET", url: "/assets/app-1a2b3c.js", headers: { ...o, "accept-encoding": "gzip" } });
    await add("sitemap", 200, { method: "GET", url: "/sitemap.xml", headers: o });
    await add("missing asset", 404, { method: "GET", url: "/assets/nothing-here.js", headers: o });
    await add("API success", 200, form({ type: "category" }, o));
    await add("API health", 200, { method: "GET", url: "/api/health", headers: o });
    await add("API register 201", 201, { ...json("POST", "/api/api_register", member, o), remoteAddress: "192.0.2.10" });
    await add("API 409", 409, { ...json("POST", "/api/api_register", member, o), remoteAddress: "192.0.2.10" });
    await add("API 400", 400, form({ type: "nonsense" }, o));
    await add("API 401 logout", 401, json("POST", "/api/api_logout", {}, { ...o, ...bearer("forged-token-forged-token-forged") }));
    await add("API 404", 404, { method: "GET", url: "/api/no-such-call", headers: o });
    await add("API 413", 413, form({ type: "list", pad: "z".repeat(20_000) }, o));
    await add("API 415", 415, { method: "POST", url: "/api/api_login", headers: { ...o, "content-type": "text/plain" }, payload: "x" });
    await add("CORS preflight", 404, {
      method: "OPTIONS",
      url: "/api/api_request",
      headers: { ...o, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
    });
    // The account lockout's 429 (two failures lock it), then the per-address limit's 429.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await app.inject({ ...json("POST", "/api/api_login", { email: member.email, password: "nope-nope" }, o), remoteAddress: `192.0.2.${20 + attempt}` });
    }
    await add("API 429 lockout", 429, { ...json("POST", "/api/api_login", { email: member.email, password: member.password }, o), remoteAddress: "192.0.2.30" });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await app.inject({ ...json("POST", "/api/api_login", { email: `n${attempt}@example.com`, password: "nope-nope" }, o), remoteAddress: "192.0.2.40" });
    }
    await add("API 429 rate limit", 429, { ...json("POST", "/api/api_login", { email: "m@example.com", password: "nope-nope" }, o), remoteAddress: "192.0.2.40" });
  });
  afterAll(async () => server.close());

  it("answers each request with the status it is meant to have", () => {
    for (const [label, response, status] of replies) expect(response.statusCode, label).toBe(status);
    expect(replies.find(([label]) => label === "asset (gzip)")?.[1].headers["content-encoding"]).toBe("gzip");
  });

  it("carries the security headers on each, and echoes the Origin on none", () => {
    for (const [label, response] of replies) {
      expectSecurityHeaders(response.headers, label);
      expectNoOriginEcho(response.headers, label);
    }
  });

  it("marks every API reply no-store and every API failure as JSON", () => {
    for (const [label, response, status] of replies) {
      if (!label.startsWith("API")) continue;
      expect(response.headers["cache-control"], label).toBe("no-store");
      expect(response.headers["content-type"], label).toMatch(/^application\/json/);
      if (status >= 400) expect(response.json(), label).toMatchObject({ success: false, msg: expect.any(String) });
    }
  });

  it("carries them on the 503 of an unavailable database", async () => {
    const down = await buildTestServer({ env: { SITE_DIR: siteDir } });
    try {
      await down.database.close();
      const replies503 = [
        await down.app.inject(form({ type: "category" }, { origin: EVIL })),
        await down.app.inject(form({ type: "list", sub_category_id: "1" }, { origin: EVIL })),
        await down.app.inject(json("POST", "/api/api_login", { email: "a@example.com", password: "whatever-1" }, { origin: EVIL })),
        await down.app.inject({ method: "GET", url: "/api/health", headers: { origin: EVIL } }),
      ];
      for (const response of replies503) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ success: false, msg: expect.any(String) });
        expectSecurityHeaders(response.headers, "503");
        expectNoOriginEcho(response.headers, "503");
        expect(response.headers["cache-control"]).toBe("no-store");
      }
      // The pages do not need the database and keep being served.
      expect((await down.app.inject({ method: "GET", url: "/about-us" })).statusCode).toBe(200);
    } finally {
      await down.app.close();
    }
  });
});

/** Sends raw bytes and returns what came back before the server closed the socket. */
function raw(port: number, data: string, options: { keepSending?: string; closeAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(data);
      if (options.keepSending) timer = setInterval(() => socket.write(options.keepSending ?? ""), 150);
    });
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve(received);
    });
    setTimeout(() => socket.destroy(), options.closeAfterMs ?? 8000).unref();
  });
}

function parseRaw(reply: string): { status: number; headers: Headers; body: string } {
  const [head = "", body = ""] = reply.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Headers = {};
  for (const line of lines) {
    const index = line.indexOf(":");
    headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

describe("security headers on the replies written straight to the socket", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await buildTestServer({ env: { REQUEST_TIMEOUT_MS: "1000" } });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server.close());

  it("answers a malformed request, oversized headers and a timed-out request with JSON and the headers", async () => {
    const cases: [string, Promise<string>, number][] = [
      ["malformed", raw(port, "GARBAGE / HTTP/9.9\r\n\r\n"), 400],
      ["headers too large", raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`), 431],
      ["request timeout", raw(port, "POST /api/api_login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n", { keepSending: "a" }), 408],
    ];
    for (const [label, pending, status] of cases) {
      const reply = parseRaw(await pending);
      expect(reply.status, label).toBe(status);
      expectSecurityHeaders(reply.headers, label);
      expect(reply.headers["content-type"], label).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body), label).toMatchObject({ success: false, msg: expect.any(String) });
    }
  }, 30_000);
});
