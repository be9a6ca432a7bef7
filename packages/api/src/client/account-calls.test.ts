import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./index";

/** Every request the fake server saw: method, path, token and JSON body. */
const seen: { method?: string; url?: string; auth?: string; body: unknown }[] = [];
const member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };
let server: Server;
let baseURL = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method, url: request.url, auth: request.headers.authorization, body: body ? JSON.parse(body) : undefined });
      const withMember = request.url === "/api/api_account" || request.url === "/api/api_account_name";
      const status = request.url === "/api/api_password_reset" ? 410 : 200;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        JSON.stringify(status === 410 ? { success: false, msg: "This reset link cannot be used" } : { success: true, msg: "Done", ...(withMember ? { data: member } : {}) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the account calls of the client", () => {
  it("sends each call to its path with its body and the member's token, and reads each reply", async () => {
    const client = createApiClient({ baseURL, getToken: () => "member-token-member-token" });
    expect(await client.requestPasswordReset({ email: "ayesha@example.com" })).toEqual({ kind: "ok", data: null, msg: "Done" });
    expect(await client.resetPassword({ token: "tok", password: "new-secret-1" })).toEqual({ kind: "refused", msg: "This reset link cannot be used", code: "gone", status: 410 });
    expect(await client.getAccount()).toEqual({ kind: "ok", data: member, msg: "Done" });
    expect(await client.renameAccount({ name: "Ayesha Rahman" })).toEqual({ kind: "ok", data: member, msg: "Done" });
    expect(await client.changePassword({ currentPassword: "old-secret", password: "new-secret-1" })).toEqual({ kind: "ok", data: null, msg: "Done" });
    expect(await client.logoutEverywhere()).toEqual({ kind: "ok", data: null, msg: "Done" });
    expect(await client.deleteAccount({ email: "ayesha@example.com" })).toEqual({ kind: "ok", data: null, msg: "Done" });
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ["POST", "/api/api_password_forgot", { email: "ayesha@example.com" }],
      ["POST", "/api/api_password_reset", { token: "tok", password: "new-secret-1" }],
      ["GET", "/api/api_account", undefined],
      ["POST", "/api/api_account_name", { name: "Ayesha Rahman" }],
      ["POST", "/api/api_account_password", { current_password: "old-secret", password: "new-secret-1" }],
      ["POST", "/api/api_logout_everywhere", {}],
      ["POST", "/api/api_account_delete", { email: "ayesha@example.com" }],
    ]);
    expect(seen.every((request) => request.auth === "Bearer member-token-member-token")).toBe(true);
  });
});
