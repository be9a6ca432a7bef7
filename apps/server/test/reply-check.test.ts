/**
 * Replies are checked against the contract on the server: a route answering outside its
 * schema in packages/api is caught (a 500 in strict mode, which every test's app runs in), a
 * route without a schema does not start, and failures are checked against the one failure
 * shape. The real app runs strict in every server test (test/helper.ts), so each test of a
 * route also checks its replies.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { failureSchema, healthReply, loginReply } from "@jute/api/contract";
import { ApiError } from "../src/domain/api-error";
import { registerErrorHandling } from "../src/http/plugins/errors";
import { registerReplyCheck } from "../src/http/reply-check";
import { buildTestServer } from "./helper";

async function appWith(strict: boolean, lines: string[] = []) {
  const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => lines.push(line) } } });
  registerErrorHandling(app, { bodyLimit: 1024 });
  registerReplyCheck(app, { strict });
  // A login reply without its token: outside the contract.
  app.post("/wrong", { config: { reply: loginReply() } }, async () => ({ success: true, msg: "Login successful", data: { id: "1", name: "A", email: "a@example.com" } }));
  app.get("/right", { config: { reply: healthReply() } }, async () => ({ success: true, msg: "ok", status: "ok", database: "ready" }));
  app.get("/refused", { config: { reply: healthReply() } }, async () => {
    throw new ApiError(409, "Taken", { code: "conflict", field: "email" });
  });
  await app.ready();
  return app;
}

describe("replies checked against the contract", () => {
  it("refuses a reply outside its schema with a 500 in strict mode, and logs what did not match", async () => {
    const lines: string[] = [];
    const app = await appWith(true, lines);
    const wrong = await app.inject({ method: "POST", url: "/wrong" });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toEqual({ success: false, msg: "Something went wrong on our side; please try again", code: "internal" });
    expect(lines.join("\n")).toMatch(/POST \/wrong answered 200 outside the contract: token/);
    await app.close();
  });

  it("lets a matching reply and a failure in the failure shape through", async () => {
    const app = await appWith(true);
    const right = await app.inject({ method: "GET", url: "/right" });
    expect(right.statusCode).toBe(200);
    expect(healthReply().parse(right.json()).status).toBe("ok");
    const refused = await app.inject({ method: "GET", url: "/refused" });
    expect(refused.statusCode).toBe(409);
    expect(failureSchema().parse(refused.json())).toEqual({ success: false, msg: "Taken", field: "email", code: "conflict" });
    await app.close();
  });

  it("only logs a mismatch when not strict (production answers as before)", async () => {
    const lines: string[] = [];
    const app = await appWith(false, lines);
    const wrong = await app.inject({ method: "POST", url: "/wrong" });
    expect(wrong.statusCode).toBe(200);
    expect(lines.join("\n")).toMatch(/outside the contract/);
    await app.close();
  });

  it("refuses to start a strict app with a route that names no reply schema", async () => {
    const app = Fastify();
    registerReplyCheck(app, { strict: true });
    expect(() => app.get("/unchecked", async () => ({ success: true }))).toThrow(/GET \/unchecked has no reply schema/);
    await app.close();
  });

  it("runs the real app strict: its replies, success and failure, match the contract", async () => {
    const server = await buildTestServer();
    try {
      const health = await server.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const bad = await server.app.inject({ method: "POST", url: "/api/api_login", headers: { "content-type": "application/json" }, payload: "{}" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, msg: "Enter your email address", field: "email", code: "invalid_input" });
    } finally {
      await server.close();
    }
  });
});
