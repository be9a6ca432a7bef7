import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "./index";

const servers: Server[] = [];

/** A throwaway HTTP server answering every request with `handler`; returns the API base. */
async function fakeServer(handler: (request: IncomingMessage, body: string, response: ServerResponse) => void): Promise<string> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => handler(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

const reply = (response: ServerResponse, status: number, body: unknown, type = "application/json") => {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
};

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the API client", () => {
  it("sends the catalogue calls form-encoded with the service credentials and the member's token", async () => {
    const seen: { url?: string; type?: string; auth?: string; body?: string }[] = [];
    const baseURL = await fakeServer((request, body, response) => {
      seen.push({ url: request.url, type: request.headers["content-type"], auth: request.headers.authorization, body });
      reply(response, 200, { success: true, msg: "Data Found", data: [] });
    });
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "pw" }, getToken: () => "t0ken-t0ken-t0ken-t0ken" });
    const result = await client.lookupPrices({ sub_category_id: "1", count: "8", ply: "", oil: undefined });
    expect(result).toEqual({ kind: "ok", data: [], msg: "Data Found" });
    expect(seen[0]?.url).toBe("/api/api_request");
    expect(seen[0]?.type).toMatch(/application\/x-www-form-urlencoded/);
    expect(seen[0]?.auth).toBe("Bearer t0ken-t0ken-t0ken-t0ken");
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ type: "list", user_id: "site", password: "pw", sub_category_id: "1", count: "8", ply: "" });
  });

  it("sends login as JSON and sends no Authorization header for a visitor", async () => {
    const seen: { auth?: string; body?: string; type?: string }[] = [];
    const baseURL = await fakeServer((request, body, response) => {
      seen.push({ auth: request.headers.authorization, body, type: request.headers["content-type"] });
      reply(response, 200, { success: true, msg: "Login successful", data: { id: "1", name: "Ayesha", email: "a@example.com" }, token: "tok" });
    });
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "pw" }, getToken: () => null });
    const result = await client.login({ email: "a@example.com", password: "secret-secret" });
    expect(result).toEqual({ kind: "ok", msg: "Login successful", data: { user: { id: "1", name: "Ayesha", email: "a@example.com" }, token: "tok" } });
    expect(seen[0]?.auth).toBeUndefined();
    expect(seen[0]?.type).toMatch(/application\/json/);
    expect(JSON.parse(seen[0]?.body ?? "{}")).toEqual({ api_user: "site", api_password: "pw", email: "a@example.com", password: "secret-secret" });
  });

  it("turns a {success: false, msg} reply into `refused` with the server's words, status and Retry-After", async () => {
    const baseURL = await fakeServer((_request, _body, response) => {
      response.writeHead(429, { "content-type": "application/json", "retry-after": "42" });
      response.end(JSON.stringify({ success: false, msg: "Too many requests" }));
    });
    const result = await createApiClient({ baseURL }).login({ email: "a@example.com", password: "x" });
    expect(result).toEqual({ kind: "refused", msg: "Too many requests", code: "rate_limited", status: 429, retryAfterSeconds: 42 });
  });

  it("passes on the field and the code a refusal names, and keeps them out of the details", async () => {
    const baseURL = await fakeServer((_request, _body, response) =>
      reply(response, 409, { success: false, msg: "An account with this email already exists", field: "email", code: "conflict" }),
    );
    const result = await createApiClient({ baseURL }).registerMember({ name: "A", email: "a@example.com", password: "long-enough-1" });
    expect(result).toEqual({ kind: "refused", msg: "An account with this email already exists", field: "email", code: "conflict", status: 409 });
  });

  it("treats a 200 with success false as a refusal too, as the original server sends them", async () => {
    const baseURL = await fakeServer((_request, _body, response) => reply(response, 200, { success: false, msg: "No data found" }));
    expect(await createApiClient({ baseURL }).getCategories()).toEqual({ kind: "refused", msg: "No data found", code: "refused", status: 200 });
  });

  it("reads a reply without msg as the original does: an empty msg on success, \"Error\" on a refusal", async () => {
    const ok = await fakeServer((_request, _body, response) => reply(response, 200, { success: true }));
    expect(await createApiClient({ baseURL: ok }).registerMember({ name: "A", email: "a@example.com", password: "x" })).toEqual({ kind: "ok", data: null, msg: "" });
    const refused = await fakeServer((_request, _body, response) => reply(response, 400, { success: false }));
    expect(await createApiClient({ baseURL: refused }).registerMember({ name: "A", email: "a@example.com", password: "x" })).toEqual({ kind: "refused", msg: "Error", code: "invalid_input", status: 400 });
  });

  it("passes on the server's word that the token sent is no longer valid (session_ended), and only then", async () => {
    const ended = await fakeServer((_request, _body, response) => reply(response, 200, { success: true, msg: "No data found", data: [], session_ended: true }));
    expect(await createApiClient({ baseURL: ended, getToken: () => "old" }).lookupPrices({})).toEqual({ kind: "ok", data: [], msg: "No data found", sessionEnded: true });
    const visitor = await fakeServer((_request, _body, response) => reply(response, 200, { success: true, msg: "No data found", data: [] }));
    expect(await createApiClient({ baseURL: visitor }).lookupPrices({})).toEqual({ kind: "ok", data: [], msg: "No data found" });
  });

  it("reports an unreadable reply (HTML, or JSON of the wrong shape) as `failed`", async () => {
    const html = await fakeServer((_request, _body, response) => reply(response, 502, "<html>Bad gateway</html>", "text/html"));
    expect(await createApiClient({ baseURL: html }).getPorts()).toMatchObject({ kind: "failed", reason: "unreadable", status: 502 });
    const wrongShape = await fakeServer((_request, _body, response) => reply(response, 200, { success: true, msg: "ok", data: [{ nope: 1 }] }));
    expect(await createApiClient({ baseURL: wrongShape }).getPorts()).toMatchObject({ kind: "failed", reason: "unreadable" });
  });

  it("reports an unreachable server as a network failure", async () => {
    const baseURL = await fakeServer(() => undefined);
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    expect(await createApiClient({ baseURL }).getCategories()).toEqual({ kind: "failed", reason: "network", msg: "The server could not be reached" });
  });

  it("gives up on a server that never answers after the timeout", async () => {
    const baseURL = await fakeServer(() => undefined); // accepts, then stays silent
    const started = Date.now();
    const result = await createApiClient({ baseURL, timeoutMs: 300 }).getCategories();
    expect(result).toEqual({ kind: "failed", reason: "timeout", msg: "The server took too long to answer" });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
