/**
 * Limits on real sockets: an oversized body is refused with 413 (even when only its
 * Content-Length says so), an unsupported content type with 415, and a client that dribbles
 * its request is cut off by the request timeout while other clients are served normally; an
 * idle kept-alive connection stays open longer than a proxy keeps its own.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "../src/app";
import { buildTestServer, type TestServer } from "./helper";
import { postForm, postJson, request } from "./processes";

const TIMEOUT_MS = 1000;

describe("limits on a listening server", () => {
  let server: TestServer;
  let base: string;
  let port: number;

  beforeAll(async () => {
    server = await buildTestServer({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = (server.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => server.close());

  it("answers an oversized JSON body, form body, or announced length with a JSON 413", async () => {
    const big = await postJson(base, "api_register", { name: "x".repeat(17 * 1024), email: "a@example.com", password: "long-enough-1" });
    const bigForm = await postForm(base, { type: "list", pad: "y".repeat(17 * 1024) });
    for (const reply of [big, bigForm]) {
      expect(reply.status).toBe(413);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body)).toEqual({ success: false, msg: "The body is too large: at most 16 KiB", code: "too_large" });
    }

    // Only the header claims 50 MB: the server answers without waiting for (or reading) it.
    const announced = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write("POST /api/api_login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\n\r\n{");
      });
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
        if (received.includes("\r\n\r\n") && received.includes("}")) socket.destroy();
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.setTimeout(5000, () => socket.destroy());
    });
    expect(announced).toMatch(/^HTTP\/1\.1 413/);
    expect(announced).toContain('"success":false');
  });

  it("answers unsupported content types with a JSON 415 on every call", async () => {
    const types = ["text/plain", "application/xml", "multipart/form-data; boundary=x", "application/octet-stream", "text/html", "application/x-www-form-urlencoded-bogus"];
    for (const call of ["api_login", "api_register", "api_request", "api_logout"]) {
      for (const type of types) {
        const reply = await request(base, "POST", `/api/${call}`, { body: "type=list", headers: { "content-type": type } });
        expect(reply.status, `${call} ${type}`).toBe(415);
        expect(JSON.parse(reply.body)).toMatchObject({ success: false, msg: expect.stringMatching(/Unsupported content type/) });
      }
    }
  });

  it("cuts off a client that dribbles its request, while serving others normally", async () => {
    expect((await postForm(base, { type: "category" })).status).toBe(200); // warm
    const started = Date.now();
    // A slow-loris: valid headers, then one byte of the body every 150 ms, for up to 20 s.
    const slow = new Promise<{ received: string; closedAfterMs: number }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let received = "";
      let sent = 0;
      const body = JSON.stringify({ email: "slow@example.com", password: "x".repeat(200) });
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        socket.write(`POST /api/api_login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        timer = setInterval(() => {
          if (socket.destroyed || sent >= body.length) return;
          socket.write(body[sent] ?? "");
          sent += 1;
        }, 150);
      });
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ received, closedAfterMs: Date.now() - started });
      });
      setTimeout(() => socket.destroy(), 20_000).unref();
    });

    // Meanwhile, other clients are answered promptly.
    const served: number[] = [];
    const latencies: number[] = [];
    let slowClosed = false;
    void slow.then(() => (slowClosed = true));
    while (!slowClosed && Date.now() - started < 15_000) {
      const t0 = performance.now();
      const reply = await postForm(base, { type: "category" });
      latencies.push(performance.now() - t0);
      served.push(reply.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const outcome = await slow;
    console.log(`slow client closed after ${outcome.closedAfterMs} ms; meanwhile ${served.length} requests served, slowest ${Math.round(Math.max(...latencies))} ms`);
    expect(served.length).toBeGreaterThan(5);
    expect(served.every((status) => status === 200)).toBe(true);
    expect(Math.max(...latencies)).toBeLessThan(500);
    // Cut off after the timeout (plus the server's check interval), long before the body ended.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 30_000);

  it("cuts off a client that never finishes its headers", async () => {
    const started = Date.now();
    const closedAfterMs = await new Promise<number>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
        let index = 0;
        timer = setInterval(() => socket.write(`X-Pad-${(index += 1)}: y\r\n`), 150);
      });
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(timer);
        resolve(Date.now() - started);
      });
      setTimeout(() => socket.destroy(), 20_000).unref();
    });
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
    const health = await request(base, "GET", "/api/health");
    expect(health.status).toBe(200);
  }, 30_000);

  it("keeps an idle connection open past a proxy's 60 s, so a request sent on it after a pause is served", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const replies = async (count: number) => {
      for (let waited = 0; (received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length < count && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      return received;
    };
    const ask = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";
    socket.write(ask);
    const first = await replies(1);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    // The caller is told how long it may reuse the connection, and that is longer than 60 s.
    const hinted = Number(/^keep-alive: timeout=(\d+)/im.exec(first)?.[1]);
    expect(hinted).toBe(KEEP_ALIVE_TIMEOUT_MS / 1000);
    expect(hinted).toBeGreaterThan(60);
    // A pause longer than the old 5 s, which reset a CI test's next request on such a connection.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(socket.destroyed).toBe(false);
    socket.write(ask);
    const both = await replies(2);
    socket.destroy();
    expect(both.match(/HTTP\/1\.1 \d{3}/g)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
  }, 30_000);
});
