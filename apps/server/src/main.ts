/**
 * Starts the production server: reads the configuration, opens (and on first start migrates
 * and seeds) the database, serves the API and the built site on one port, and shuts down
 * gracefully on SIGTERM and SIGINT, finishing the requests in flight.
 */
import { spawn } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { buildApp } from "./app";
import { isNewPgliteDataDir, openDatabase } from "./db/database";
import { ConfigError, loadConfig, type Config } from "./env";
import { defaultSiteDir, migrationsFolder } from "./paths";

const PREPARE_FLAG = "--prepare-data-dir";

/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept, in
 * percent. Left to itself on a machine with gigabytes, V8 grows it by up to 4 times, so under
 * load the heap filled with garbage from 50 to 150-190 MB before a full collection (the
 * largest part of the embedded server's peak: docs/benchmarks.md, "Memory"); 30 % (1.3 times,
 * the factor V8 itself uses on a small device) collects sooner and keeps the peak near the
 * live size. V8 reads it at each collection, so it is set here, in the process, for every
 * way the server is started; it costs more frequent full collections, each of a small heap.
 */
export const HEAP_GROWING_PERCENT = 30;

/** Runs this program with PREPARE_FLAG in a child process, with the same environment. */
function prepareInChildProcess(): Promise<void> {
  const script = process.argv[1];
  if (!script) throw new Error("cannot tell which program to run to prepare the data directory");
  const child = spawn(process.execPath, [...process.execArgv, script, PREPARE_FLAG], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      // The child has said why already; exit as it did.
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig(process.env, { siteDir: defaultSiteDir, terminal: process.stdout.isTTY === true });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const databaseOptions = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder };
  if (process.argv.includes(PREPARE_FLAG)) {
    // The short-lived process below: make the directory, then exit.
    await (await openDatabase(databaseOptions)).close();
    return;
  }
  // A new PGlite directory (initdb, every migration, the seed) leaves about 500 MB resident
  // in the process that made it, for its life: a short-lived copy of this process makes it,
  // and the server opens it as it would on any later start (docs/benchmarks.md, "Memory").
  if (isNewPgliteDataDir(databaseOptions)) await prepareInChildProcess();
  const database = await openDatabase(databaseOptions);
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // Fastify names each address it listens on (every interface's, for 0.0.0.0); then one line
  // says where to go, in either log format.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `listening on ${address}` });
  app.log.info(startLine(config, database.kind));
}

/** The line a person starting the server reads: the address to open, and what it runs on. */
function startLine(config: Pick<Config, "host" | "port" | "publicUrl" | "dataDir" | "siteDir">, kind: "pglite" | "postgres"): string {
  const local = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const address = config.publicUrl ?? `http://${local}:${config.port}`;
  const database = kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  return `The site is up: open ${address} (database: ${database}; site: ${config.siteDir ?? "none, the API alone"})`;
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
