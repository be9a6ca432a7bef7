/**
 * Measures a member's login during a burst of failed logins from many addresses, with the
 * hashing cap as configured (HASH_CONCURRENCY / HASH_QUEUE, defaults sized to the machine)
 * and with it lifted (HASH_QUEUE=10000: every hash waits its turn, as before the cap).
 * The built-in app on a fresh PGlite, requests through app.inject (no sockets), so the
 * figures are the server's own. Figures and how to read them: docs/reliability.md.
 *
 *   pnpm --filter @jute/server exec tsx scripts/login-flood.ts [rounds=5] [burst=100]
 */
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type { FastifyInstance } from "fastify";
import { testServerEnv } from "../../../scripts/lib/test-server-env.mjs";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/database";
import { loadConfig } from "../src/env";
import { migrationsFolder } from "../src/paths";

const rounds = Number(process.argv[2] ?? 5);
const burst = Number(process.argv[3] ?? 100);

const post = (app: FastifyInstance, body: unknown, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/api_login", headers: { "content-type": "application/json" }, payload: JSON.stringify(body), remoteAddress });

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

async function measure(label: string, env: Record<string, string>) {
  const config = loadConfig(testServerEnv({ LOG_LEVEL: "silent", DATA_DIR: "memory://", ...env }));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: "memory://", migrationsFolder });
  const app = await buildApp({ ...config, dataDir: "memory://" }, database);
  await app.ready();
  const member = { name: "Flood Member", email: `member.${randomBytes(3).toString("hex")}@example.com`, password: `golden-fibre-${randomBytes(4).toString("hex")}` };
  await app.inject({ method: "POST", url: "/api/api_register", headers: { "content-type": "application/json" }, payload: JSON.stringify(member) });
  const login = () => post(app, { email: member.email, password: member.password }, "192.0.2.10");

  const quiet: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const t0 = performance.now();
    await login();
    quiet.push(performance.now() - t0);
  }

  const during: { ms: number; status: number }[] = [];
  const burstDone: number[] = [];
  const refused: number[] = [];
  const untilIn: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const t0 = performance.now();
    const flood = Array.from({ length: burst }, (_unused, index) =>
      post(app, { email: `victim${index % 10}.${round}@example.com`, password: `guess-${index}` }, `10.${round}.${index}.1`).then((reply) => reply.statusCode),
    );
    // The member's login arrives while the burst is being handled.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const m0 = performance.now();
    let reply = await login();
    during.push({ ms: performance.now() - m0, status: reply.statusCode });
    // A member's client that honours Retry-After tries again once.
    while (reply.statusCode === 503) {
      await new Promise((resolve) => setTimeout(resolve, Number(reply.headers["retry-after"]) * 1000));
      reply = await login();
    }
    untilIn.push(performance.now() - m0);
    const statuses = await Promise.all(flood);
    burstDone.push(performance.now() - t0);
    refused.push(statuses.filter((status) => status === 503).length);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await app.close();
  await database.close();
  const served = during.filter((entry) => entry.status === 200);
  console.log(
    `${label} (HASH_CONCURRENCY=${config.hashConcurrency}, HASH_QUEUE=${config.hashQueue}): quiet login median ${median(quiet).toFixed(0)} ms; ` +
      `during a burst of ${burst}: member ${during.map((entry) => `${entry.status} in ${entry.ms.toFixed(0)} ms`).join(", ")}` +
      ` (median of the 200s ${served.length ? median(served.map((entry) => entry.ms)).toFixed(0) : "-"} ms); ` +
      `logged in, retrying after Retry-After: ${untilIn.map((ms) => ms.toFixed(0)).join(", ")} ms; ` +
      `burst answered in full after median ${median(burstDone).toFixed(0)} ms, ${median(refused)} of ${burst} refused 503`,
  );
}

console.log(`${availableParallelism()} cores; ${rounds} rounds`);
await measure("no cap", { HASH_QUEUE: "10000", HASH_CONCURRENCY: "4" });
await measure("with the cap", {});
