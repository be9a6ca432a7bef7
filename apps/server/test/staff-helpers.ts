/** Helpers of the staff tests: a staff account, its token, and the calls of the console. */
import type { FastifyInstance } from "fastify";
import { costListReply, loginReply } from "@jute/api/contract";
import { members } from "../src/db/schema";
import { hashPassword } from "../src/domain/accounts/auth";
import { bearer, form, json, newMember, type TestServer } from "./helper";

/** Creates a staff account straight in the database (as `pnpm staff:add` does) and logs in. */
export async function staffToken(server: TestServer): Promise<{ token: string; email: string }> {
  const staff = newMember();
  await server.database.db.insert(members).values({ name: "Staff", email: staff.email, passwordHash: await hashPassword(staff.password), role: "staff" });
  const login = await server.app.inject(json("POST", "/api/api_login", { email: staff.email, password: staff.password }));
  const reply = loginReply().parse(login.json());
  if (reply.data.role !== "staff") throw new Error("not staff");
  return { token: reply.token, email: staff.email };
}

export const get = (app: FastifyInstance, url: string, token?: string) => app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
export const post = (app: FastifyInstance, url: string, body: unknown, token?: string) => app.inject(json("POST", url, body, token ? bearer(token) : {}));

/** The list in force as the export gives it. */
export async function exported(app: FastifyInstance, token: string): Promise<string> {
  const response = await get(app, "/api/staff/prices/export", token);
  return (response.json() as { data: { csv: string } }).data.csv;
}

/** The first quote's cost for a member. */
export async function memberCost(app: FastifyInstance, token: string, filters: Record<string, string>): Promise<number | null | undefined> {
  const response = await app.inject(form({ type: "list", truck_fare_id: "1", ...filters }, bearer(token)));
  return costListReply().parse(response.json()).data[0]?.cost;
}

/** The CSV with the ex-mill price of its line `line` (1 is the header) multiplied by `factor`. */
export function withPriceTimes(csv: string, line: number, factor: number): { csv: string; before: string; after: string } {
  const lines = csv.split("\r\n");
  const cells = (lines[line - 1] ?? "").split(",");
  const before = cells[cells.length - 1] ?? "";
  const after = String(Math.round(Number(before) * factor * 10_000) / 10_000);
  cells[cells.length - 1] = after;
  lines[line - 1] = cells.join(",");
  return { csv: lines.join("\r\n"), before, after };
}
