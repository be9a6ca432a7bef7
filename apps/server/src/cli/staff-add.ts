/**
 * `pnpm staff:add EMAIL --password-stdin [--name NAME]`: creates a staff account (or sets a
 * new password on an existing one) on this machine's database, as the server finds it:
 * DATABASE_URL when set, else PGlite in DATA_DIR (default ./data). PGlite allows one process
 * at a time, so with the server running on that directory this refuses and says so.
 * The password is read from standard input (never from the command line, where `ps` and the
 * shell history would keep it) and must meet the sign-up policy.
 */
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { accountName, registerRequest, normaliseEmail } from "@jute/api/contract";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/database";
import { members } from "../db/schema";
import { ConfigError, loadConfig } from "../env";
import { migrationsFolder } from "../paths";
import { hashPassword } from "../domain/accounts/auth";
import { isCommonPassword } from "../domain/accounts/common-passwords";

const USAGE = "Usage: pnpm staff:add EMAIL --password-stdin [--name NAME]   (the password on standard input)";

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

export async function main(argv: string[]) {
  const args = argv.filter((arg) => arg !== "--");
  const email = args.find((arg) => !arg.startsWith("--") && args[args.indexOf(arg) - 1] !== "--name");
  const nameAt = args.indexOf("--name");
  const name = nameAt >= 0 ? (args[nameAt + 1] ?? "") : "Staff";
  if (!email || !args.includes("--password-stdin")) fail(USAGE, 2);
  if (process.stdin.isTTY) console.error("Type the password, then press Enter and Ctrl-D:");
  const password = await readStdin();

  // A member's name may not read as staff; a staff account's may.
  const checked = z.extend(registerRequest, { name: accountName }).safeParse({ name, email, password });
  if (!checked.success) fail(`Refused: ${checked.error.issues[0]?.message ?? "invalid input"}`, 2);
  if (isCommonPassword(password) || password.toLowerCase() === normaliseEmail(email)) {
    fail("Refused: this password is too easy to guess: choose one that is not a common password or the email", 2);
  }

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 2);
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`Refused: ${error.message}`, 3);
    fail(`The database could not be opened: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
  try {
    const address = normaliseEmail(email);
    const passwordHash = await hashPassword(password);
    const [existing] = await database.db.select({ id: members.id, role: members.role }).from(members).where(eq(members.email, address)).limit(1);
    if (existing && existing.role !== "staff") {
      fail(`Refused: ${address} is a member's account; staff accounts need an email of their own`, 4);
    }
    if (existing) {
      await database.db.update(members).set({ passwordHash, disabledAt: null }).where(eq(members.id, existing.id));
      console.log(`Staff account ${address} already existed: its password is now the one given.`);
    } else {
      await database.db.insert(members).values({ name: name.trim() || "Staff", email: address, passwordHash, role: "staff" });
      console.log(`Staff account ${address} created (${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"}). It logs in on /login and lands on /staff.`);
    }
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
