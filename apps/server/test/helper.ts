/**
 * Builds the real application for tests, on a fresh database: a copy of the run's migrated and
 * seeded PGlite data directory (test/global-setup.ts) by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI starts one). Which files run on which
 * engine: test/README.md.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { inject } from "vitest";
import { testServerEnv } from "../../../scripts/lib/test-server-env.mjs";
import { buildApp } from "../src/app";
import { openDatabase, type Database } from "../src/db/database";
import { loadConfig, type Config } from "../src/env";
import { members } from "../src/db/schema";
import { migrationsFolder } from "../src/paths";
import type { Clock } from "../src/domain/clock";
import { createPostgresDatabase } from "./postgres";

export type Engine = "pglite" | "postgres";

/**
 * The engines of a file that covers engine-specific code (the rule: test/README.md): PGlite
 * always, PostgreSQL when one is provided.
 */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The engines of every other file: PGlite, or both with TEST_ALL_ENGINES=1 (`pnpm
 * test:engines`, the full run before a release).
 */
export const defaultEngines: Engine[] = process.env.TEST_ALL_ENGINES === "1" ? engines : ["pglite"];
if (process.env.TEST_ALL_ENGINES === "1" && !process.env.TEST_DATABASE_URL) {
  throw new Error("TEST_ALL_ENGINES=1 runs every server test on PostgreSQL too: set TEST_DATABASE_URL to a PostgreSQL server");
}

export { createPostgresDatabase } from "./postgres";

/**
 * A fresh PGlite data directory holding the run's template (migrated and seeded by
 * openDatabase in test/global-setup.ts), beside it; removed by the server's close.
 */
export async function pgliteFromTemplate(): Promise<string> {
  const template = inject("pgliteTemplate");
  const dataDir = await mkdtemp(path.join(path.dirname(template), "server-"));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function buildTestServer(
  options: { engine?: Engine; env?: Record<string, string>; dataDir?: string; databaseUrl?: string; logStream?: { write(line: string): void }; clock?: Clock } = {},
): Promise<TestServer> {
  const engine = options.engine ?? "pglite";
  const databaseUrl =
    options.databaseUrl ?? (engine === "postgres" ? await createPostgresDatabase({ template: inject("postgresTemplate") }) : undefined);
  // A data directory of the test's own (a restart) is used as it is; else a copy of the template.
  const copiedDir = engine === "pglite" && !options.dataDir ? await pgliteFromTemplate() : undefined;
  // PostgreSQL ignores it; loadConfig resolves DATA_DIR as a path, memory:// is PGlite's own scheme.
  const dataDir = options.dataDir ?? copiedDir ?? "memory://";
  const config = loadConfig(
    // In-process servers log nothing unless a test asks (LOG_LEVEL, logStream).
    testServerEnv({ LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...options.env }),
  );
  const removeCopy = async () => {
    if (copiedDir) await rm(copiedDir, { recursive: true, force: true });
  };
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, migrationsFolder });
  } catch (error) {
    await removeCopy();
    throw error;
  }
  const app = await buildApp({ ...config, dataDir }, database, {
    // Every reply of every test is checked against the contract; a mismatch is a 500.
    strictReplies: true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await removeCopy();
    },
  };
}

export const json = (method: "POST" | "GET", url: string, payload?: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method,
  url,
  headers: { "content-type": "application/json", ...headers },
  ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
});

export const form = (fields: Record<string, string>, headers: Record<string, string> = {}): InjectOptions => ({
  method: "POST",
  url: "/api/api_request",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  payload: new URLSearchParams(fields).toString(),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique, valid new member. */
export function newMember(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Test Buyer ${counter}`,
    email: `buyer${counter}.${randomBytes(3).toString("hex")}@example.com`,
    password: `golden-fibre-${counter}-${randomBytes(3).toString("hex")}`,
    ...overrides,
  };
}

/**
 * Registers `member` (a new one by default) and, when the server sent a confirmation link (mail
 * on), marks the address proven as opening the link would: the one way every test that is not
 * about the link itself gets an account that can log in (test/address-links.test.ts opens links).
 */
export async function registerMember(server: TestServer, member = newMember()) {
  const registered = await server.app.inject(json("POST", "/api/api_register", member));
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const sentTo = (registered.json() as { confirm_sent_to?: string }).confirm_sent_to;
  if (sentTo) await server.database.db.update(members).set({ provenAt: new Date() }).where(eq(members.email, sentTo));
  return member;
}

/** Registers and logs in a new member; returns the token (pass the TestServer when mail is on). */
export async function memberToken(target: FastifyInstance | TestServer): Promise<string> {
  const app = "app" in target ? target.app : target;
  const member = "app" in target ? await registerMember(target) : newMember();
  if (!("app" in target)) {
    const registered = await app.inject(json("POST", "/api/api_register", member));
    if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
    if ((registered.json() as { confirm_sent_to?: string }).confirm_sent_to) throw new Error("mail is on: pass memberToken the TestServer, so that the address is confirmed");
  }
  const login = await app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
  const token = (login.json() as { token?: string }).token;
  if (!token) throw new Error(`login failed: ${login.body}`);
  return token;
}
