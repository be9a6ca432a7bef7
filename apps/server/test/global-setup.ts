/**
 * Once per run of the server project (vitest.workspace.ts `globalSetup`): the PGlite data
 * directory every test server starts from, made by the production path itself (openDatabase:
 * initdb, every migration, the seed) and copied for each server by test/helper.ts. A fresh
 * PGlite costs seconds of initdb and migrations; a copy of this one opens in about one.
 * The copies live beside it and go when the run ends.
 */
import { statfsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database";
import { migrationsFolder } from "../src/paths";
import { adminQuery, createPostgresDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated and seeded PGlite data directory test servers are copied from. */
    pgliteTemplate: string;
    /** The migrated and seeded database on TEST_DATABASE_URL's server, "" without one. */
    postgresTemplate: string;
  }
}

/** RAM-backed /dev/shm when it has room (each copy is about 40 MB), else the temp folder. */
function scratchRoot(): string {
  try {
    const shm = statfsSync("/dev/shm");
    if (shm.bavail * shm.bsize > 2 * 1024 ** 3) return "/dev/shm";
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}

/** The same on PostgreSQL: a database test databases are created from (CREATE DATABASE … TEMPLATE). */
async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const databaseUrl = await createPostgresDatabase();
  const name = new URL(databaseUrl).pathname.slice(1);
  const database = await openDatabase({ databaseUrl, dataDir: "", migrationsFolder });
  await database.close();
  return { name, drop: () => adminQuery(`drop database if exists ${name}`) };
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(scratchRoot(), "jute-server-tests-"));
  const template = path.join(root, "template");
  const database = await openDatabase({ dataDir: template, migrationsFolder });
  await database.close();
  project.provide("pgliteTemplate", template);
  const postgres = process.env.TEST_DATABASE_URL ? await postgresTemplate() : undefined;
  project.provide("postgresTemplate", postgres?.name ?? "");
  return async () => {
    await rm(root, { recursive: true, force: true });
    await postgres?.drop();
  };
}
