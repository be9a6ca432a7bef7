/**
 * The migrations can be trusted: drizzle-kit diffs the schema against the newest snapshot in
 * drizzle/meta, so `pnpm --filter @jute/server db:generate` on an unchanged schema must write
 * nothing. Each test runs drizzle-kit in a scratch copy of the package's drizzle folder, its
 * config and src/db/schema.ts (the files as committed are never touched).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const server = fileURLToPath(new URL("..", import.meta.url));
// The package's own drizzle-kit, as `db:generate` runs it (its bin beside its main module).
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs");
const scratches: string[] = [];

/** The package's drizzle folder, config and schema copied into a scratch directory. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "jute-migrations-"));
  scratches.push(dir);
  cpSync(path.join(server, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
  cpSync(path.join(server, "drizzle.config.ts"), path.join(dir, "drizzle.config.ts"));
  mkdirSync(path.join(dir, "src/db"), { recursive: true });
  cpSync(path.join(server, "src/db/schema.ts"), path.join(dir, "src/db/schema.ts"));
  symlinkSync(path.join(server, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Every file under dir (relative paths), node_modules aside. */
function filesOf(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("node_modules"))
    .sort();
}

async function generate(dir: string) {
  const { stdout } = await run(process.execPath, [drizzleKit, "generate"], { cwd: dir, env: { ...process.env, FORCE_COLOR: "0" } });
  return stdout;
}

afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("migrations", () => {
  it("db:generate on the unchanged schema writes nothing", async () => {
    const dir = scratchCopy();
    const before = filesOf(dir);
    const stdout = await generate(dir);
    expect(filesOf(dir)).toEqual(before);
    expect(stdout).toMatch(/No schema changes, nothing to migrate/);
    expect(readFileSync(path.join(dir, "drizzle/meta/_journal.json"), "utf8")).toBe(readFileSync(path.join(server, "drizzle/meta/_journal.json"), "utf8"));
  });

  it("db:generate after a schema change writes one migration of that change alone, numbered after the last", async () => {
    const dir = scratchCopy();
    const schemaFile = path.join(dir, "src/db/schema.ts");
    const schema = readFileSync(schemaFile, "utf8");
    const column = '    answerMessage: text("answer_message").notNull().default(""),\n';
    expect(schema).toContain(column);
    writeFileSync(schemaFile, schema.replace(column, `${column}    probeNote: text("probe_note"),\n`));
    const before = filesOf(dir);
    await generate(dir);
    const added = filesOf(dir).filter((file) => !before.includes(file));
    expect(added).toEqual([expect.stringMatching(/^drizzle\/0013_\w+\.sql$/), "drizzle/meta/0013_snapshot.json"]);
    const sql = readFileSync(path.join(dir, added[0] ?? ""), "utf8").trim();
    expect(sql).toBe('ALTER TABLE "offers" ADD COLUMN "probe_note" text;');
    // The new snapshot continues the chain from the newest one.
    const newest = JSON.parse(readFileSync(path.join(dir, "drizzle/meta/0012_snapshot.json"), "utf8")) as { id: string };
    const written = JSON.parse(readFileSync(path.join(dir, "drizzle/meta/0013_snapshot.json"), "utf8")) as { prevId: string };
    expect(written.prevId).toBe(newest.id);
  });

  it("keeps a consistent snapshot chain: each snapshot names the one before it, and the newest is the last migration's", () => {
    const meta = path.join(server, "drizzle/meta");
    const journal = JSON.parse(readFileSync(path.join(meta, "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
    // Each entry's idx is its file's number, so drizzle-kit numbers the next one after the last.
    for (const entry of journal.entries) expect(entry.idx).toBe(Number(entry.tag.slice(0, 4)));
    const snapshots = readdirSync(meta).filter((file) => file.endsWith("_snapshot.json")).sort();
    const tags = new Set(journal.entries.map((entry) => entry.tag.slice(0, 4)));
    for (const file of snapshots) expect(tags).toContain(file.slice(0, 4));
    expect(snapshots.at(-1)?.slice(0, 4)).toBe(journal.entries.at(-1)?.tag.slice(0, 4));
    let prevId = "00000000-0000-0000-0000-000000000000";
    for (const file of snapshots) {
      const snapshot = JSON.parse(readFileSync(path.join(meta, file), "utf8")) as { id: string; prevId: string };
      expect({ file, prevId: snapshot.prevId }).toEqual({ file, prevId });
      prevId = snapshot.id;
    }
  });
});
