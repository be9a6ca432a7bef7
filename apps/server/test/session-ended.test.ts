/**
 * The price list tells a client whose token is no longer accepted (revoked, expired, unknown)
 * that its session ended (`session_ended: true`), so the site can forget the token and say so.
 * A visitor's reply (no token) and a member's reply do not carry the field.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply, loginReply } from "@jute/api/contract";
import { sessions } from "../src/db/schema";
import { hashToken } from "../src/domain/accounts/auth";
import { bearer, buildTestServer, engines, form, json, newMember, type TestServer } from "./helper";

const rope = { type: "list", category_id: "2", sub_category_id: "11", company_id: "1", truck_fare_id: "1" };

describe.each(engines)("the ended-session signal on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  const list = async (headers: Record<string, string> = {}) => {
    const response = await server.app.inject(form(rope, headers));
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  async function memberToken(): Promise<string> {
    const member = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    const reply = await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
    return loginReply().parse(reply.json()).token;
  }

  it("leaves a visitor's reply and a member's reply as they were", async () => {
    const visitor = await list();
    expect(Object.keys(visitor).sort()).toEqual(["data", "msg", "success"]);
    expect(costListReply().parse(visitor).data.every((row) => row.cost === null)).toBe(true);
    const member = await list(bearer(await memberToken()));
    expect(Object.keys(member).sort()).toEqual(["data", "msg", "success"]);
    expect(costListReply().parse(member).data.every((row) => typeof row.cost === "number")).toBe(true);
  });

  it("says session_ended for a revoked token, with a visitor's quotes", async () => {
    const token = await memberToken();
    expect((await server.app.inject(json("POST", "/api/api_logout", {}, bearer(token)))).statusCode).toBe(200);
    const reply = costListReply().parse(await list(bearer(token)));
    expect(reply.session_ended).toBe(true);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.every((row) => row.cost === null)).toBe(true);
  });

  it("says session_ended for an expired token and for a token it never issued", async () => {
    const token = await memberToken();
    await server.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(token)));
    expect(costListReply().parse(await list(bearer(token))).session_ended).toBe(true);
    expect(costListReply().parse(await list(bearer("not-a-token-we-issued"))).session_ended).toBe(true);
  });
});
