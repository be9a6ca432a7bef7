/**
 * Builds the real application for tests, on a fresh database: PGlite in memory by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL (CI starts one).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { openDatabase, type Database } from "../src/db/database";
import { loadConfig, type Config } from "../src/env";
import { migrationsFolder } from "../src/paths";
import type { Clock } from "../src/domain/clock";

export type Engine = "pglite" | "postgres";

/** The engines to run the suite against: PGlite always, PostgreSQL when one is provided. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Creates an empty database on the test PostgreSQL server and returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `jute_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
  const databaseUrl = options.databaseUrl ?? (engine === "postgres" ? await createPostgresDatabase() : undefined);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    LOGIN_LIMIT_PER_MINUTE: "10000",
    REGISTER_LIMIT_PER_HOUR: "10000",
    ENQUIRY_LIMIT_PER_HOUR: "10000",
    DATA_DIR: options.dataDir ?? "memory://",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  // loadConfig resolves DATA_DIR as a path; memory:// is PGlite's own scheme.
  const dataDir = options.dataDir ?? "memory://";
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, migrationsFolder });
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

/** Registers and logs in a new member; returns the token. */
export async function memberToken(app: FastifyInstance): Promise<string> {
  const member = newMember();
  const registered = await app.inject(json("POST", "/api/api_register", member));
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const login = await app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
  const token = (login.json() as { token?: string }).token;
  if (!token) throw new Error(`login failed: ${login.body}`);
  return token;
}
