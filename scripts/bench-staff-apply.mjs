#!/usr/bin/env node
// `pnpm bench:staff-apply`: the built server on a fresh PGlite database, a staff account made
// with the staff:add command, then the whole price list (as downloaded, every price raised) previewed
// and applied through the API while a member's price lookups run without pause. (A list of 5,000
// reachable prices cannot exist: every row must be a spec a member can choose, and the catalogue
// has about 560; a file of invented yarn counts is refused.) Prints the time of the preview and of
// the apply (the goal: under 5 s), and the lookups served during the apply with their worst
// latency (the goal: lookups keep being served). BENCH_RUNS (default 3) applies in a row,
// each raising every price by 1%.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testServerEnv } from "./lib/test-server-env.mjs";
import { startBuiltServer, waitReady } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4391);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;

if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync("pnpm", ["--filter", "@jute/server", "run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "jute-bench-staff-")), "data");
const env = { ...process.env, ...testServerEnv({ PORT: String(port), DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "none") }) };
const staff = { email: "bench.staff@mill.example", password: "bench-staff-golden-fibre" };
// The command creates (migrates and seeds) the database, then the server opens it.
const added = spawnSync(process.execPath, [path.join(root, "scripts/staff-add.mjs"), staff.email, "--password-stdin"], { cwd: root, env, input: `${staff.password}\n`, encoding: "utf8" });
if (added.status !== 0) {
  console.error(added.stderr);
  process.exit(1);
}

const { stop } = startBuiltServer(root, env);

const json = { "content-type": "application/json" };
async function login(account) {
  const reply = await (await fetch(`${base}/api/api_login`, { method: "POST", headers: json, body: JSON.stringify(account) })).json();
  if (!reply.token) throw new Error(`login failed: ${JSON.stringify(reply)}`);
  return reply.token;
}

/** The exported list with every price (its last cell) multiplied by `factor`. */
function priceList(exported, factor) {
  return exported
    .trim()
    .split("\r\n")
    .map((line, index) => (index === 0 ? line : line.replace(/,([\d.]+)$/, (_match, price) => `,${Math.round(Number(price) * factor * 10_000) / 10_000}`)))
    .join("\n");
}

try {
  await waitReady(base);
  const member = { name: "Bench Buyer", email: `bench-${Date.now()}@example.com`, password: "bench-golden-fibre" };
  await fetch(`${base}/api/api_register`, { method: "POST", headers: json, body: JSON.stringify(member) });
  const memberToken = await login(member);
  const staffToken = await login(staff);
  const staffHeaders = { ...json, authorization: `Bearer ${staffToken}` };
  const list = await (await fetch(`${base}/api/staff/prices`, { headers: staffHeaders })).json();
  // The mill's today (MILL_TIME_ZONE), not the UTC date.
  const today = list.data.today;
  const exported = (await (await fetch(`${base}/api/staff/prices/export`, { headers: staffHeaders })).json()).data.csv;
  const rowsWanted = exported.trim().split("\r\n").length - 1;
  const lookupBody = "type=list&sub_category_id=1&count=8&ply=2&oil=VOT&company_id=2&truck_fare_id=1";

  console.log(`Applying a ${rowsWanted}-row price list on PGlite, ${runs} run(s); load average ${(await import("node:os")).loadavg()[0].toFixed(2)}`);
  for (let run = 1; run <= runs; run += 1) {
    const csv = priceList(exported, 1 + run / 100);
    const body = { file_name: `bench-${run}.csv`, csv, effective_from: today, retire_missing: false };
    let started = performance.now();
    const preview = await (await fetch(`${base}/api/staff/prices/preview`, { method: "POST", headers: staffHeaders, body: JSON.stringify(body) })).json();
    const previewMs = performance.now() - started;
    if (!preview.success) throw new Error(`preview failed: ${preview.msg}`);

    // Lookups without pause while the apply runs (the first one, before it, loads the
    // catalogue the last apply changed, as any buyer's lookup after a change would).
    await fetch(`${base}/api/api_request`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${memberToken}` }, body: lookupBody });
    let applying = true;
    const latencies = [];
    let firstAfter = 0;
    const lookups = (async () => {
      while (applying) {
        const at = performance.now();
        const response = await fetch(`${base}/api/api_request`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${memberToken}` }, body: lookupBody });
        const reply = await response.json();
        if (!reply.success || typeof reply.data?.[0]?.cost !== "number") throw new Error(`lookup failed during the apply: ${JSON.stringify(reply).slice(0, 200)}`);
        if (applying) latencies.push(performance.now() - at);
        else firstAfter = performance.now() - at;
      }
    })();
    started = performance.now();
    const applied = await (await fetch(`${base}/api/staff/prices/apply`, { method: "POST", headers: staffHeaders, body: JSON.stringify({ ...body, version: preview.data.version, preview_id: preview.data.preview_id, confirm_flagged: true }) })).json();
    const applyMs = performance.now() - started;
    applying = false;
    await lookups;
    // The first lookup after the change waits for the catalogue to be reloaded (never stale).
    const reloadAt = performance.now();
    await fetch(`${base}/api/api_request`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${memberToken}` }, body: lookupBody });
    const afterMs = Math.max(firstAfter, performance.now() - reloadAt);
    if (!applied.success) throw new Error(`apply failed: ${applied.msg}`);
    latencies.sort((a, b) => a - b);
    const worst = latencies.at(-1) ?? 0;
    const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
    console.log(
      `run ${run}: preview ${previewMs.toFixed(0)} ms (added ${preview.data.counts.added}, changed ${preview.data.counts.changed}); ` +
        `apply ${applyMs.toFixed(0)} ms ${applyMs < 5000 ? "(< 5 s)" : "(OVER 5 s)"}; ` +
        `${latencies.length} lookups answered during the apply, median ${median.toFixed(1)} ms, worst ${worst.toFixed(0)} ms; ` +
        `first lookup after it (catalogue reload) ${afterMs.toFixed(0)} ms`,
    );
  }
} finally {
  stop();
}
