/**
 * Generated bodies for every member account call, with and without a live token: each reply
 * is JSON with a status the call may give (never a 5xx), a failure is `{success: false, msg}`,
 * and the server answers normally afterwards.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureReply } from "@jute/api/contract";
import { bearer, buildTestServer, json, newMember, type TestServer } from "./helper";

const ALLOWED: Record<string, number[]> = {
  "/api/api_password_forgot": [200, 400, 429],
  "/api/api_password_reset": [200, 400, 410],
  "/api/api_account_name": [200, 400, 401],
  "/api/api_account_password": [200, 400, 401, 429],
  // 400: a body the JSON parser refuses (a __proto__ key).
  "/api/api_logout_everywhere": [200, 400, 401],
  "/api/api_account_delete": [200, 400, 401],
};
const FIELDS = ["email", "token", "password", "current_password", "name", "api_user", "api_password", "__proto__", "constructor"];
const value = fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.emailAddress(), fc.object({ maxDepth: 1 }));

describe("the member account calls under generated input", () => {
  let server: TestServer;
  let token = "";
  const member = newMember();
  const logIn = async () => {
    token = (await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }))).json().token as string;
  };
  beforeAll(async () => {
    server = await buildTestServer({ env: { RESET_LIMIT_PER_HOUR: "100000", ACCOUNT_FAILURES_BEFORE_LOCK: "1000" } });
    await server.app.inject(json("POST", "/api/api_register", member));
    await logIn();
  });
  afterAll(async () => server.close());

  it("never answers 5xx and always in the API's shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(ALLOWED)),
        fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }),
        fc.boolean(),
        async (url, body, withToken) => {
          // Never the real email: a generated body must not delete the member under test.
          const reply = await server.app.inject(json("POST", url, body, withToken ? bearer(token) : {}));
          expect(ALLOWED[url], `${url} ${JSON.stringify(body)} -> ${reply.statusCode} ${reply.body}`).toContain(reply.statusCode);
          const parsed: unknown = reply.json();
          if (reply.statusCode >= 400) expect(failureReply().safeParse(parsed).success, reply.body).toBe(true);
          // Logged out everywhere (or the password changed): the next runs get a live token again.
          if (withToken && reply.statusCode === 200 && url !== "/api/api_password_forgot" && url !== "/api/api_account_name") await logIn();
        },
      ),
      { numRuns: 300 },
    );
    await server.app.backgroundJobs.settled();
    expect((await server.app.inject(json("GET", "/api/api_account", undefined, bearer(token)))).statusCode).toBe(200);
  });
});
