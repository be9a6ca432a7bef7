/**
 * Databases on the test PostgreSQL server named by TEST_DATABASE_URL (CI starts one): each
 * test server gets a database of its own, empty or copied from the run's migrated and seeded
 * template (test/global-setup.ts).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Runs one statement on the server's admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the test server. */
function postgresUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database on the test PostgreSQL server and returns its URL: empty, or a copy of
 * `template` (which no session may hold open while it is copied: a copy started while another
 * is being made waits and tries again).
 */
export async function createPostgresDatabase(options: { template?: string } = {}): Promise<string> {
  const name = `jute_test_${randomBytes(6).toString("hex")}`;
  const statement = `create database ${name}${options.template ? ` template ${options.template}` : ""}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(statement);
      return postgresUrl(name);
    } catch (error) {
      // 55006: "source database is being accessed by other users".
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
