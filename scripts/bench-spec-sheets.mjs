#!/usr/bin/env node
// `pnpm bench:spec-sheets`: starts the real (built) server on a fresh database and measures
// GET /api/health (one request every 20 ms) while 50 spec sheets are asked for at once, from
// one client: first cold (every product's and category's sheet, made once each), then warm
// (served from the cache). Prints the health check's p50/p99/max for each phase and at rest.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerUnlessSkipped, freshServerEnv, startBuiltServer, waitReady } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const AT_ONCE = 50;

buildServerUnlessSkipped(root);
const { stop } = startBuiltServer(root, freshServerEnv(port));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Health latencies sampled every 20 ms while `work` runs (or for `ms` when there is none). */
async function healthDuring(work, ms = 2000) {
  const samples = [];
  let done = false;
  const running = (work ? work() : new Promise((resolve) => setTimeout(resolve, ms))).finally(() => (done = true));
  const probes = [];
  while (!done) {
    const asked = performance.now();
    // A connection of its own (agent: false): never queued behind a sheet in the client's pool.
    probes.push(
      new Promise((resolve, reject) => {
        http.get(`${base}/api/health`, { agent: false }, (reply) => {
          reply.resume();
          reply.on("end", () => resolve(samples.push(performance.now() - asked)));
        }).on("error", reject);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await running;
  await Promise.all(probes);
  return { result, samples };
}

try {
  await waitReady(base);
  const ask = async (body) => (await (await fetch(`${base}/api/api_request`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body })).json()).data ?? [];
  const categories = await ask("type=category");
  const subs = (await Promise.all(categories.map((category) => ask(`type=sub_category&category_id=${category.category_id}`)))).flat();
  if (subs.length === 0) throw new Error("the catalogue has no products");
  const urls = [...new Set(subs.flatMap((sub) => [`/api/api_spec_sheet?category_id=${sub.category_id}`, `/api/api_spec_sheet?category_id=${sub.category_id}&sub_category_id=${sub.sub_category_id}`]))];
  const batch = Array.from({ length: AT_ONCE }, (_, index) => urls[index % urls.length]);
  // All from 127.0.0.1: PDF_LIMIT_PER_MINUTE is lifted by testServerEnv, so every sheet is made.
  const fetchAll = () => Promise.all(batch.map((url) => fetch(`${base}${url}`, { headers: process.env.BENCH_IDENTITY ? { "accept-encoding": "identity" } : {} }).then(async (reply) => ({ status: reply.status, bytes: (await reply.arrayBuffer()).byteLength }))));
  const rows = [];
  console.info(`${urls.length} distinct sheets in the catalogue`);
  const phase = async (name, work) => {
    const started = performance.now();
    const { result, samples } = await healthDuring(work);
    const statuses = result ? [...new Set(result.map((reply) => reply.status))].join(",") : "-";
    rows.push({ phase: name, "sheets (status)": statuses, "took ms": Math.round(performance.now() - started), "health n": samples.length, "p50 ms": Math.round(percentile(samples, 50)), "p99 ms": Math.round(percentile(samples, 99)), "max ms": Math.round(Math.max(...samples)) });
  };
  await phase("at rest", undefined);
  await phase(`${AT_ONCE} sheets at once, cold (${Math.min(AT_ONCE, urls.length)} distinct)`, fetchAll);
  await phase(`${AT_ONCE} sheets at once, warm`, fetchAll);
  console.table(rows);
} finally {
  stop();
}
