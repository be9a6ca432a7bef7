import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestServer, form, json, type TestServer } from "./helper";

/** Each malformed request, with the status and the words its reply must carry. */
const cases: [string, InjectOptions, number, RegExp][] = [
  ["junk JSON", { method: "POST", url: "/api/api_login", headers: { "content-type": "application/json" }, payload: "{email: nope" }, 400, /not valid JSON/],
  ["an empty JSON body", { method: "POST", url: "/api/api_login", headers: { "content-type": "application/json" }, payload: "" }, 400, /empty/],
  ["a JSON array", json("POST", "/api/api_login", [1, 2]), 400, /JSON object/],
  ["a JSON string", json("POST", "/api/api_register", "hello"), 400, /JSON object/],
  ["JSON null", json("POST", "/api/api_register", null), 400, /JSON object/],
  ["text/plain", { method: "POST", url: "/api/api_login", headers: { "content-type": "text/plain" }, payload: "email=a" }, 415, /Unsupported content type/],
  ["XML", { method: "POST", url: "/api/api_request", headers: { "content-type": "application/xml" }, payload: "<type>list</type>" }, 415, /Unsupported content type/],
  ["an oversized body", json("POST", "/api/api_register", { name: "x".repeat(20_000), email: "a@example.com", password: "long-enough-1" }), 413, /too large/],
  ["an oversized form", form({ type: "list", padding: "y".repeat(20_000) }), 413, /too large/],
  ["no type", form({}), 400, /^Choose what to look up/],
  ["an unknown type", form({ type: "prices" }), 400, /^Choose what to look up/],
  ["a non-numeric id", form({ type: "list", category_id: "one" }), 400, /^Choose the category from the list$/],
  ["a negative id", form({ type: "list", sub_category_id: "-3" }), 400, /^Choose the product from the list$/],
  ["an SQL fragment", form({ type: "list", sub_category_id: "1 or 1=1" }), 400, /^Choose the product from the list$/],
  ["a bad count", form({ type: "list", count: "8lb" }), 400, /^Enter the yarn count as a number/],
  ["a bad ply", form({ type: "list", ply: "3" }), 400, /^Choose the ply from the list$/],
  ["a bad oil", form({ type: "list", oil: "olive" }), 400, /^Choose the oil type from the list$/],
  ["a bad company", form({ type: "list", company_id: "9" }), 400, /^Choose the mill from the list$/],
  ["disagreeing counts", form({ type: "list", count: "8", cost_count: "9" }), 400, /yarn count is given twice/],
  ["sizes without a category", form({ type: "product_size" }), 400, /^Choose a category first$/],
  ["children without a category", form({ type: "child_category" }), 400, /^Choose a category first$/],
  ["sub-categories without a category", form({ type: "sub_category" }), 400, /^Choose a category \(or a product\) first$/],
  ["a repeated form field", { method: "POST", url: "/api/api_request", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "type=list&type=category" }, 400, /^Choose what to look up/],
  ["a JSON body with a numeric type", json("POST", "/api/api_request", { type: 5 }), 400, /^Choose what to look up/],
  ["a login with an object for email", json("POST", "/api/api_login", { email: { $ne: "" }, password: "x" }), 400, /email/],
  ["a login without password", json("POST", "/api/api_login", { email: "a@example.com" }), 400, /^Enter your password$/],
  ["GET on a POST call", { method: "GET", url: "/api/api_login" }, 404, /No such API call/],
  ["an unknown API path", json("POST", "/api/api_prices", {}), 404, /No such API call/],
  ["a lying Content-Length", { method: "POST", url: "/api/api_login", headers: { "content-type": "application/json", "content-length": "5000" }, payload: "{}" }, 400, /Content-Length/],
];

describe("malformed requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => server.close());

  it.each(cases)("answers %s with a JSON 4xx that says what is wrong", async (_name, request, status, message) => {
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(message);
    expect(response.body).not.toMatch(/at .+\.(ts|js|mjs):\d+/); // no stack trace
  });

  it("answers a barrage of a few hundred malformed requests with 4xx only, and keeps serving", async () => {
    const junk = ["", "{", "[]", "null", "\u0000\u0001", "%%%", "a".repeat(500), '{"type":"list","category_id":{"a":1}}', "type=list&count=NaN"];
    const contentTypes = ["application/json", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream", "multipart/form-data; boundary=x"];
    const urls = ["/api/api_login", "/api/api_register", "/api/api_request", "/api/api_logout"];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const url of urls) {
      for (const contentType of contentTypes) {
        for (const payload of junk) {
          const response = await server.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${url} ${contentType} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json().success).toBe(false);
        }
      }
    }
    expect(sent).toBe(180);
    for (let index = 0; index < 120; index += 1) {
      const response = await server.app.inject(form({ type: "list", category_id: String.fromCharCode(33 + (index % 90)), ply: String(index) }));
      expect(response.statusCode).toBe(400);
    }
    const health = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", database: "ready" });
    const categories = await server.app.inject(form({ type: "category" }));
    expect(categories.json().data).toHaveLength(7);
  });
});
