import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginReply } from "@jute/api/contract";
import { seedPriceRows } from "../src/db/seed";
import { migrationsFolder } from "../src/paths";
import { buildTestServer, createPostgresDatabase, engines, json, newMember } from "./helper";

describe.each(engines)("a restart on %s", { timeout: 180_000 }, (engine) => {
  it("keeps members and the catalogue, and seeds and migrates only once", async () => {
    const dataDir = engine === "pglite" ? await mkdtemp(path.join(tmpdir(), "jute-data-")) : undefined;
    const databaseUrl = engine === "postgres" ? await createPostgresDatabase() : undefined;
    const start = () => buildTestServer({ engine, ...(dataDir ? { dataDir } : {}), ...(databaseUrl ? { databaseUrl } : {}) });
    const member = newMember();

    const first = await start();
    expect((await first.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    await first.close();

    const second = await start();
    try {
      const login = await second.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
      expect(login.statusCode).toBe(200);
      expect(loginReply().parse(login.json()).data.email).toBe(member.email);
      const counts = (await second.database.db.execute(
        sql`select (select count(*) from categories)::int as categories, (select count(*) from prices)::int as prices,
                   (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
      )) as unknown as { rows: { categories: number; prices: number; migrations: number }[] };
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
      expect(counts.rows[0]).toEqual({ categories: 7, prices: seedPriceRows().length, migrations: journal.entries.length });
    } finally {
      await second.close();
    }
  });
});
