#!/usr/bin/env node
// The soak: a mixed load on the BUILT server (apps/server/dist/main.mjs serving apps/site/dist)
// for several minutes: page views, catalogue calls, price lookups (members and visitors) and
// logins. It runs on a fresh PGlite data directory and then, when a PostgreSQL is named, on
// PostgreSQL, and passes when on each there was no error, no 5xx, the server's memory (RSS)
// stayed flat after warm-up, and on PGlite its peak stayed under SOAK_RSS_LIMIT_MB.
// It ends with each engine's resident memory at rest (started, a few requests), at the
// start of the load and at its peak. `pnpm test:soak` builds first; see docs/reliability.md
// and docs/benchmarks.md for the figures.
//
//   SOAK_SECONDS      how long the load runs on each engine (default 180)
//   SOAK_CONCURRENCY  concurrent client loops (default 8)
//   SOAK_WARMUP       seconds of warm-up excluded from the memory check (default 30)
//   SOAK_DATABASE_URL also run on this PostgreSQL (default: TEST_DATABASE_URL; "" for none)
//   SOAK_ENGINES      "pglite,postgres" (default), or one of them
//   SOAK_RSS_LIMIT_MB the most the PGlite server may hold resident at any sample (default 300)
//   SOAK_PORT         the port (default: a free one)
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testServerEnv } from "./lib/test-server-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 8);
const warmupSeconds = Math.min(Number(process.env.SOAK_WARMUP ?? 30), seconds / 3);
const sampleEveryMs = 2000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const databaseUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
const rssLimitMb = Number(process.env.SOAK_RSS_LIMIT_MB ?? 300);
const engines = (process.env.SOAK_ENGINES ?? "pglite,postgres").split(",").filter((engine) => engine === "pglite" || (engine === "postgres" && databaseUrl));

/** The resident memory of a process, in MB (undefined when /proc cannot tell). */
const residentMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
  } catch {
    return undefined;
  }
};

const results = [];
for (const engine of engines) results.push(await soak(engine));

console.log("\nResident memory (RSS, MB)      at rest   load start   peak");
for (const result of results) {
  console.log(`  ${result.engine.padEnd(28)} ${result.atRest.toFixed(0).padStart(7)} ${result.loadStart.toFixed(0).padStart(12)} ${result.peak.toFixed(0).padStart(6)}`);
}
const ok = results.length > 0 && results.every((result) => result.ok);
console.log(ok ? `\nSOAK PASSED: zero errors, zero 5xx, memory flat after warm-up, PGlite under ${rssLimitMb} MB` : "\nSOAK FAILED");
process.exit(ok ? 0 : 1);

async function soak(engine) {
  const port = Number(process.env.SOAK_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const dataRoot = mkdtempSync(path.join(tmpdir(), "jute-soak-"));
  // A snapshot of the built site, so that a rebuild during the soak cannot change what it serves.
  const siteDir = path.join(dataRoot, "site");
  cpSync(path.join(root, "apps/site/dist"), siteDir, { recursive: true });
  const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    // One client address makes every request: the per-address limits are lifted (testServerEnv).
    env: {
      ...process.env,
      ...testServerEnv({
        PORT: String(port),
        DATA_DIR: path.join(dataRoot, "data"),
        SITE_DIR: siteDir,
        DATABASE_URL: engine === "postgres" ? databaseUrl : "",
      }),
    },
  });
  const stopServer = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  const onSignal = () => {
    stopServer();
    process.exit(130);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, onSignal);

  // A server that cannot start (its port taken) must not leave the load to whatever answers there.
  let exited = false;
  server.once("exit", () => (exited = true));
  for (let attempt = 0; ; attempt += 1) {
    if (exited) {
      console.error("The server exited before it served");
      process.exit(1);
    }
    const ready = await fetch(`${base}/api/health`).then((reply) => reply.ok, () => false);
    if (ready) await new Promise((resolve) => setTimeout(resolve, 500));
    if (ready && !exited) break;
    if (attempt > 1200 || server.exitCode !== null) {
      console.error("The server did not start");
      stopServer();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // At rest: started, a few pages and catalogue calls answered, then a moment of quiet.
  for (let index = 0; index < 10; index += 1) {
    await fetch(`${base}/`).then((reply) => reply.arrayBuffer());
    await fetch(`${base}/api/api_request`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "type=category" }).then((reply) => reply.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const atRest = residentMb(server.pid) ?? Number.NaN;

  // ---------------------------------------------------------------- fixtures
  const routes = JSON.parse(readFileSync(path.join(siteDir, "routes.json"), "utf8")).map((route) => route.replace(":id", "26"));
  const members = [];
  for (let index = 0; index < 5; index += 1) {
    const member = { name: `Soak Buyer ${index}`, email: `soak-${index}-${process.pid}@example.com`, password: `golden-fibre-soak-${index}` };
    const registered = await fetch(`${base}/api/api_register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(member) });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
    const login = await fetch(`${base}/api/api_login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(member) });
    members.push({ ...member, token: (await login.json()).token });
  }
  const form = (fields) => new URLSearchParams(fields).toString();
  const formHeaders = (token) => ({ "content-type": "application/x-www-form-urlencoded", ...(token ? { authorization: `Bearer ${token}` } : {}) });

  // Each kind: how to send it, and the statuses it should get. Weights make the mix.
  let counter = 0;
  const kinds = {
    page: { weight: 30, expect: [200], send: (i) => fetch(`${base}${routes[i % routes.length]}`) },
    catalogue: {
      weight: 30,
      expect: [200],
      send: (i) => {
        const bodies = [{ type: "category" }, { type: "sub_category", category_id: String(1 + (i % 6)) }, { type: "truck_fare" }, { type: "product_size", category_id: "3" }, { type: "child_category", category_id: "4" }];
        return fetch(`${base}/api/api_request`, { method: "POST", headers: formHeaders(), body: form(bodies[i % bodies.length]) });
      },
    },
    price: {
      weight: 30,
      expect: [200],
      send: (i) => {
        const member = i % 3 === 0 ? undefined : members[i % members.length];
        const fields = { type: "list", sub_category_id: String(1 + (i % 26)), truck_fare_id: String(1 + (i % 5)) };
        return fetch(`${base}/api/api_request`, { method: "POST", headers: formHeaders(member?.token), body: form(fields) });
      },
    },
    login: {
      weight: 10,
      expect: [200, 401],
      send: (i) => {
        const member = members[i % members.length];
        // One in four is a failed login for an unknown email (401), the rest succeed.
        const body = i % 4 === 0 ? { email: `nobody-${(counter += 1)}@example.com`, password: "not-the-password" } : { email: member.email, password: member.password };
        return fetch(`${base}/api/api_login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      },
    },
  };
  const wheel = Object.entries(kinds).flatMap(([name, kind]) => Array(kind.weight).fill(name));

  // ---------------------------------------------------------------- load and sampling
  const stats = Object.fromEntries(Object.keys(kinds).map((name) => [name, { count: 0, latencies: [], statuses: {} }]));
  const failures = [];
  let fivexx = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;

  const rssSamples = [];
  const sampleRss = () => {
    const mb = residentMb(server.pid);
    if (mb !== undefined && Number.isFinite(mb)) rssSamples.push({ t: (Date.now() - started) / 1000, mb });
  };
  sampleRss();
  const sampler = setInterval(sampleRss, sampleEveryMs);
  let lastReport = started;

  async function loop(offset) {
    for (let i = offset; Date.now() < deadline && !exited; i += concurrency) {
      const name = wheel[(i * 7919) % wheel.length];
      const kind = kinds[name];
      const t0 = performance.now();
      try {
        const reply = await kind.send(i);
        await reply.arrayBuffer();
        const entry = stats[name];
        entry.count += 1;
        entry.latencies.push(performance.now() - t0);
        entry.statuses[reply.status] = (entry.statuses[reply.status] ?? 0) + 1;
        if (reply.status >= 500) fivexx += 1;
        if (!kind.expect.includes(reply.status) && failures.length < 20) failures.push(`${name} ${reply.status}`);
        if (!kind.expect.includes(reply.status)) stats[name].unexpected = (stats[name].unexpected ?? 0) + 1;
      } catch (error) {
        stats[name].errors = (stats[name].errors ?? 0) + 1;
        if (failures.length < 20) failures.push(`${name} ${error.message}`);
      }
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        const done = Object.values(stats).reduce((sum, entry) => sum + entry.count, 0);
        console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${done} requests, RSS ${rssSamples.at(-1)?.mb.toFixed(1)} MB`);
      }
    }
  }

  console.log(`Soak: ${seconds} s, ${concurrency} concurrent loops, against ${base} (${engine === "postgres" ? "PostgreSQL" : "PGlite"})`);
  await Promise.all(Array.from({ length: concurrency }, (_unused, index) => loop(index)));
  clearInterval(sampler);
  sampleRss();
  const elapsed = (Date.now() - started) / 1000;

  // ---------------------------------------------------------------- report
  const percentile = (values, p) => {
    if (values.length === 0) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  const median = (values) => percentile(values, 50);
  const total = Object.values(stats).reduce((sum, entry) => sum + entry.count, 0);
  const errors = Object.values(stats).reduce((sum, entry) => sum + (entry.errors ?? 0) + (entry.unexpected ?? 0), 0);

  const after = rssSamples.filter((sample) => sample.t >= warmupSeconds);
  const windowSeconds = Math.min(30, (seconds - warmupSeconds) / 3);
  const early = after.filter((sample) => sample.t < warmupSeconds + windowSeconds).map((sample) => sample.mb);
  const late = after.filter((sample) => sample.t > elapsed - windowSeconds).map((sample) => sample.mb);
  const rssAfterWarmup = median(early);
  const rssEnd = median(late);
  // Least-squares slope of RSS after warm-up, in MB per minute.
  const n = after.length;
  const meanT = after.reduce((sum, sample) => sum + sample.t, 0) / n;
  const meanM = after.reduce((sum, sample) => sum + sample.mb, 0) / n;
  const slope = (after.reduce((sum, sample) => sum + (sample.t - meanT) * (sample.mb - meanM), 0) / after.reduce((sum, sample) => sum + (sample.t - meanT) ** 2, 0)) * 60;
  const growth = rssEnd - rssAfterWarmup;
  const flat = Number.isFinite(growth) && growth < Math.max(20, rssAfterWarmup * 0.1);

  console.log(`\nSoak results (${elapsed.toFixed(0)} s, ${concurrency} loops, Node ${process.version}):`);
  console.log(`  requests: ${total} (${(total / elapsed).toFixed(0)}/s), errors: ${errors}, 5xx: ${fivexx}`);
  console.log("  kind       count   per s   p50 ms   p95 ms   p99 ms   statuses");
  for (const [name, entry] of Object.entries(stats)) {
    console.log(
      `  ${name.padEnd(10)} ${String(entry.count).padStart(6)} ${(entry.count / elapsed).toFixed(1).padStart(7)} ${median(entry.latencies).toFixed(1).padStart(8)} ${percentile(entry.latencies, 95).toFixed(1).padStart(8)} ${percentile(entry.latencies, 99).toFixed(1).padStart(8)}   ${JSON.stringify(entry.statuses)}`,
    );
  }
  const peak = Math.max(...rssSamples.map((sample) => sample.mb));
  console.log(`  RSS: at rest ${atRest.toFixed(1)} MB, start ${rssSamples[0]?.mb.toFixed(1)} MB, after ${warmupSeconds} s warm-up ${rssAfterWarmup.toFixed(1)} MB, end ${rssEnd.toFixed(1)} MB (growth ${growth.toFixed(1)} MB; slope ${slope.toFixed(2)} MB/min; peak ${peak.toFixed(1)} MB)`);
  const windows = [];
  for (let from = 0; from < elapsed; from += 30) {
    const inWindow = rssSamples.filter((sample) => sample.t >= from && sample.t < from + 30).map((sample) => sample.mb);
    if (inWindow.length > 0) windows.push(`${from}-${Math.min(from + 30, Math.round(elapsed))} s: ${median(inWindow).toFixed(0)}`);
  }
  console.log(`  RSS median per 30 s (MB): ${windows.join(", ")}`);
  if (failures.length > 0) console.log(`  first failures: ${failures.join("; ")}`);

  const diedUnderLoad = exited;
  stopServer();
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  for (const signal of ["SIGINT", "SIGTERM"]) process.off(signal, onSignal);
  rmSync(dataRoot, { recursive: true, force: true });

  const small = engine !== "pglite" || (peak < rssLimitMb && atRest < rssLimitMb);
  if (!small) console.log(`  PGlite held more than ${rssLimitMb} MB resident`);
  if (!flat) console.log("  memory grew after warm-up");
  if (diedUnderLoad) console.log("  the server exited during the load");
  return { engine: engine === "postgres" ? "PostgreSQL" : "PGlite", atRest, loadStart: rssSamples[0]?.mb ?? Number.NaN, peak, ok: !diedUnderLoad && errors === 0 && fivexx === 0 && flat && small && total > 0 };
}
