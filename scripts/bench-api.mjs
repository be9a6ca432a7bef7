#!/usr/bin/env node
// `pnpm bench:api`: starts the real (built) server on a fresh database and measures, side by
// side in one run with autocannon, GET /api/health (the trivial route), the category call and
// a member's type=list price lookup; then the lookup's latency at half of its peak rate.
// Figures on a shared machine vary between runs: compare the ratios within one run.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerUnlessSkipped, freshServerEnv, startBuiltServer, waitReady } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const autocannon = require("autocannon");

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;

buildServerUnlessSkipped(root);
const { stop } = startBuiltServer(root, freshServerEnv(port));

const run = (options) =>
  new Promise((resolve, reject) => {
    const { path: route, ...rest } = options;
    autocannon({ url: `${base}${route}`, connections, duration: seconds, ...rest }, (error, result) => (error ? reject(error) : resolve(result)));
  });

try {
  await waitReady(base);
  const member = { name: "Bench Buyer", email: `bench-${Date.now()}@example.com`, password: "bench-golden-fibre" };
  const json = { "content-type": "application/json" };
  await fetch(`${base}/api/api_register`, { method: "POST", headers: json, body: JSON.stringify(member) });
  const login = await (await fetch(`${base}/api/api_login`, { method: "POST", headers: json, body: JSON.stringify(member) })).json();
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);

  const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
  const lookup = "type=list&category_id=1&sub_category_id=1&count=8&ply=2&oil=VOT&company_id=2&truck_fare_id=1";
  const check = await (await fetch(`${base}/api/api_request`, { method: "POST", headers: { ...formHeaders, authorization: `Bearer ${login.token}` }, body: lookup })).json();
  if (typeof check.data?.[0]?.cost !== "number") throw new Error(`the lookup returned no price: ${JSON.stringify(check)}`);

  const routes = [
    { name: "GET /api/health (trivial)", options: { method: "GET", path: "/api/health" } },
    { name: "category call", options: { method: "POST", path: "/api/api_request", headers: formHeaders, body: "type=category" } },
    { name: "type=list lookup (member)", options: { method: "POST", path: "/api/api_request", headers: { ...formHeaders, authorization: `Bearer ${login.token}` }, body: lookup } },
  ];

  // Warm up every route, then measure each for the same time, one after the other.
  for (const route of routes) await run({ ...route.options, duration: 2 });
  const results = [];
  for (const route of routes) {
    const result = await run(route.options);
    results.push({ name: route.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const trivial = results[0]?.rps ?? 1;
  const lookupPeak = results[2]?.rps ?? 0;
  const half = await run({ ...routes[2].options, overallRate: Math.max(1, Math.floor(lookupPeak / 2)) });

  console.log(`\nAPI benchmark: ${connections} connections, ${seconds} s per route, node ${process.version}, ${new Date().toISOString()}`);
  console.log("| route | requests/s | p50 ms | p99 ms | errors | ratio to trivial |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of results) console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / trivial).toFixed(2)} |`);
  console.log(`\nLookup at half its peak (${Math.floor(lookupPeak / 2)} req/s): p50 ${half.latency.p50} ms, p99 ${half.latency.p99} ms, errors ${half.errors + half.non2xx}`);
  const ratio = lookupPeak / trivial;
  console.log(`Goal: lookup >= 50% of trivial: ${(ratio * 100).toFixed(0)}% ${ratio >= 0.5 ? "MET" : "NOT MET"}; p99 < 20 ms at half load: ${half.latency.p99 < 20 ? "MET" : "NOT MET"}`);
} finally {
  stop();
}
