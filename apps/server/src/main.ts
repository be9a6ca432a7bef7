/**
 * Starts the production server: reads the configuration, opens (and on first start migrates
 * and seeds) the database, serves the API and the built site on one port, and shuts down
 * gracefully on SIGTERM and SIGINT, finishing the requests in flight.
 */
import { buildApp } from "./app";
import { openDatabase } from "./db/database";
import { ConfigError, loadConfig } from "./env";
import { defaultSiteDir, migrationsFolder } from "./paths";

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { siteDir: defaultSiteDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"}; site: ${config.siteDir ?? "none"}`);
  // A person at a terminal gets one plain line saying where to go; the JSON log stays for machines.
  if (process.stdout.isTTY) {
    const local = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`\nThe site is up: open ${config.publicUrl ?? `http://${local}:${config.port}`} in a browser (Ctrl+C stops the server).\n`);
  }
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
