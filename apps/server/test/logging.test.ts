/**
 * The request log (issue 25, "the operator's first start"): Fastify wrote two lines per request
 * ("incoming request", "request completed"), only as JSON. Now each request leaves exactly one
 * line (method, path without its query, status, time), as JSON lines for machines or as human
 * lines (LOG_FORMAT=pretty), and neither holds a password, a token, its hash or an email, even
 * when a caller puts them in the query string.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { bearer, buildTestServer, defaultEngines, type Engine, form, json, newMember, pgliteFromTemplate } from "./helper";
import { buildServerBundle, request, startServerProcess } from "./processes";

/** The requests of a short visit, and what each must be logged as. */
async function visit(format: "json" | "pretty", engine: Engine) {
  const lines: string[] = [];
  const server = await buildTestServer({ engine, env: { LOG_LEVEL: "info", LOG_FORMAT: format }, logStream: { write: (line) => void lines.push(line) } });
  const member = newMember();
  const secrets = [member.email, member.password];
  const expected: { method: string; path: string; status: number }[] = [];
  try {
    const send = async (request: InjectOptions, path: string) => {
      const reply = await server.app.inject(request);
      expected.push({ method: String(request.method ?? "GET"), path, status: reply.statusCode });
      return reply;
    };
    await send({ method: "GET", url: "/api/health" }, "/api/health");
    expect((await send(json("POST", "/api/api_register", member), "/api/api_register")).statusCode).toBe(201);
    const login = await send(json("POST", "/api/api_login", { email: member.email, password: member.password }), "/api/api_login");
    const token = (login.json() as { token: string }).token;
    secrets.push(token, createHash("sha256").update(token).digest("hex"));
    await send(form({ type: "list", sub_category_id: "1" }, bearer(token)), "/api/api_request");
    // Secrets in a query string, on a known route and on an unknown one (a 404).
    await send({ method: "GET", url: `/api/health?token=${token}&email=${encodeURIComponent(member.email)}` }, "/api/health");
    expect((await send({ method: "GET", url: `/api/no-such-call?password=${member.password}` }, "/api/no-such-call")).statusCode).toBe(404);
    expect((await send(json("POST", "/api/api_login", { email: member.email, password: `${member.password}-wrong` }), "/api/api_login")).statusCode).toBe(401);
    secrets.push(`${member.password}-wrong`);
  } finally {
    await server.close();
  }
  return { lines, expected, secrets, log: lines.join("") };
}

const requestLine = /^(GET|POST) (\S+) (\d{3}) (\d+\.\d) ms$/;

describe.each(defaultEngines)("the request log on %s", (engine) => {
  it("writes JSON lines with exactly one line per request: method, path without the query, status and time", async () => {
    const { lines, expected, secrets, log } = await visit("json", engine);
    const records = lines.map((line) => JSON.parse(line) as { msg: string; level: number; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    const requests = records.filter((record) => requestLine.test(record.msg));
    expect(requests.map((record) => ({ method: record.req?.method, path: record.req?.url, status: record.res?.statusCode }))).toEqual(expected);
    for (const record of requests) {
      expect(record.msg).toBe(`${record.req?.method} ${record.req?.url} ${record.res?.statusCode} ${record.responseTime?.toFixed(1)} ms`);
      expect(record.responseTime).toBeGreaterThanOrEqual(0);
    }
    // Fastify's own two lines per request, and its "Route ... not found", are gone.
    expect(log).not.toMatch(/incoming request|request completed|not found/);
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/[?&](email|token|password)=/);
  }, 240_000);

  it("writes human lines with LOG_FORMAT=pretty: one per request, with the time, level, method, path, status and time taken", async () => {
    const { lines, expected, secrets, log } = await visit("pretty", engine);
    for (const line of lines) expect(line.startsWith("{"), line).toBe(false);
    const shown = lines
      .map((line) => /^\[\d\d:\d\d:\d\d\] INFO: (.*)\n$/.exec(line)?.[1])
      .filter((text): text is string => text !== undefined && requestLine.test(text));
    expect(shown.map((text) => text.replace(/ \d+\.\d ms$/, ""))).toEqual(expected.map((request) => `${request.method} ${request.path} ${request.status}`));
    // A request line stands alone: no fields of the request follow it on lines of their own.
    expect(log).not.toMatch(/^\s+(req|res|responseTime|reqId):/m);
    expect(log).not.toMatch(/incoming request|request completed|not found/);
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
  }, 240_000);
});

describe("LOG_FORMAT", () => {
  it("is JSON unless the output is a terminal, where it is human, and LOG_FORMAT decides either way", () => {
    expect(loadConfig({}).logFormat).toBe("json");
    expect(loadConfig({}, { terminal: true }).logFormat).toBe("pretty");
    expect(loadConfig({ LOG_FORMAT: "json" }, { terminal: true }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "text" })).toThrow(/LOG_FORMAT: .*"json".*"pretty"/);
  });
});

describe("the built server's log", () => {
  it("says where to go once it listens, and then logs one human line per request", async () => {
    await buildServerBundle();
    const dir = await mkdtemp(path.join(tmpdir(), "jute-log-"));
    try {
      const server = await startServerProcess({ LOG_LEVEL: "info", LOG_FORMAT: "pretty", DATA_DIR: await pgliteFromTemplate(), SITE_DIR: path.join(dir, "no-site") });
      try {
        expect((await request(server.base, "GET", "/api/health?token=abc")).status).toBe(200);
        expect((await request(server.base, "GET", "/api/nowhere")).status).toBe(404);
        // The line is written as the reply goes out: give the pipe a moment.
        for (let attempt = 0; attempt < 50 && !server.output().includes("/api/nowhere"); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await server.stop();
      }
      const lines = server.output().split("\n");
      const start = lines.filter((line) => line.includes("The site is up"));
      expect(start).toEqual([expect.stringMatching(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: The site is up: open http://127\\.0\\.0\\.1:${server.port} \\(database: PGlite in `))]);
      expect(lines.filter((line) => / INFO: GET \/api\/nowhere 404 \d+\.\d ms$/.test(line))).toHaveLength(1);
      expect(server.output()).not.toMatch(/token=abc|^\{/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
