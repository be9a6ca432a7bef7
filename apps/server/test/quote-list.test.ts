/**
 * The member's quote list (issue 35, item 1) through the API: lines kept by account id and
 * seen from another device, priced in force at each read (with the price when added, the
 * totals and the container estimate), every bad input refused with a 4xx storing nothing, at
 * most QUOTE_LINES_MAX lines, sent as one request with one reference that empties the list in
 * the same transaction, in the data export and gone with the account. Over `engines`: two
 * devices editing at once (the list's row lock) and one member never reaching another's list.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_CHANGED_ELSEWHERE, myDataReply, QUOTE_LINES_MAX, quoteListPaths, quoteListReply, quoteListSentReply, type QuoteList } from "@jute/api/contract";
import { enquiries, outbox, quoteListLines, quoteLists } from "../src/db/schema";
import { bearer, buildTestServer, defaultEngines, engines, json, newMember, registerMember, type TestServer } from "./helper";

// OJML's CRX yarn, count 8, 2 ply, VOT (13 MT a 20' load, 26 a 40'), and SJSML's B-Twill bag of one size
// (pieces: 24,000 a 20' load, 40,000 a 40'), to Chattogram Port, as the seed holds them.
const YARN = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const BAG = { sub_category_id: "7", product_size_id: "2", company_id: "1", truck_fare_id: "1" };

/** A member logged in on two devices (two logins, two tokens), and their address. */
async function twoDevices(server: TestServer): Promise<{ a: string; b: string; email: string }> {
  const member = await registerMember(server, newMember());
  const login = async () => (await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }))).json().token as string;
  return { a: await login(), b: await login(), email: member.email };
}

function calls(server: TestServer) {
  const post = (path: string, body: unknown, token?: string) => server.app.inject(json("POST", `/api/${path}`, body, token ? bearer(token) : {}));
  const list = async (token: string): Promise<QuoteList> => {
    const response = await server.app.inject(json("GET", `/api/${quoteListPaths.list}`, undefined, bearer(token)));
    expect(response.statusCode).toBe(200);
    return quoteListReply().parse(response.json()).data;
  };
  const add = async (token: string, body: Record<string, unknown>): Promise<QuoteList> => {
    const response = await post(quoteListPaths.add, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return quoteListReply().parse(response.json()).data;
  };
  return { post, list, add };
}

describe.each(defaultEngines)("the quote list (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
    api = calls(server);
  });
  afterAll(async () => server.close());

  const lineCount = async () => (await server.database.db.select({ n: count() }).from(quoteListLines))[0]?.n ?? 0;

  it("is for members only: every call refused to a visitor with 401", async () => {
    expect((await server.app.inject(json("GET", `/api/${quoteListPaths.list}`))).statusCode).toBe(401);
    for (const path of [quoteListPaths.add, quoteListPaths.change, quoteListPaths.remove, quoteListPaths.send]) {
      const response = await api.post(path, { ...YARN, quantity: "1", version: 0, line_id: "1" });
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual({ success: false, msg: "Log in to keep a quote list", code: "unauthenticated" });
    }
  });

  it("keeps the lines by account: another device reads them priced now, with totals per line and overall and the container estimate", async () => {
    const { a, b } = await twoDevices(server);
    expect(await api.list(a)).toEqual({ version: 0, lines: [], total: 0, containers: { fcl_20: 0, fcl_40: 0, words: "" } });
    await api.add(a, { ...YARN, quantity: "25.5", note: "Loading in March" });
    // The quantity as people type it, in the product's unit.
    const added = await api.add(a, { ...BAG, quantity: "55,000" });
    const seen = await api.list(b);
    expect(seen).toEqual(added);
    expect(seen.version).toBe(2);
    const [yarn, bag] = seen.lines;
    expect(yarn).toMatchObject({ product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", port: "Chattogram Port", unit: "MT", quantity: 25.5, note: "Loading in March", price_changed: false, price_words: "", fcl_20: 2, fcl_40: 1 });
    expect(bag).toMatchObject({ product: "B-Twill Sacking Bag", company: "SJSML", unit: "piece", quantity: 55_000, note: "", price_changed: false, fcl_20: 2.3, fcl_40: 1.4 });
    expect(yarn?.unit_price).toBe(yarn?.added_unit_price);
    expect(yarn?.effective_from).toBe(yarn?.added_effective_from);
    // The indicative total per line and overall, in cents.
    expect(yarn?.total).toBeCloseTo((yarn?.unit_price ?? 0) * 25.5, 2);
    expect(seen.total).toBeCloseTo((yarn?.total ?? 0) + (bag?.total ?? 0), 2);
    // The container estimate of the mix: each line's share of a load, summed.
    // 25.5 / 13 + 55,000 / 24,000 = 4.25; 25.5 / 26 + 55,000 / 40,000 = 2.36.
    expect(seen.containers).toEqual({ fcl_20: 4.3, fcl_40: 2.4, words: "about 4.3 x 20' FCL or 2.4 x 40' FCL" });
  });

  it("refuses bad input with a 4xx naming the field and stores nothing", async () => {
    const { a } = await twoDevices(server);
    const [first] = (await api.add(a, { ...YARN, quantity: "10" })).lines;
    const before = await lineCount();
    const cases: [string, Record<string, unknown>, number, string, string | undefined][] = [
      [quoteListPaths.add, { ...YARN, quantity: "95.000" }, 400, "Did you mean 95,000", "quantity"],
      [quoteListPaths.add, { ...BAG, quantity: "95.5" }, 400, "Pieces are counted in whole numbers", "quantity"],
      [quoteListPaths.add, { ...YARN, quantity: "" }, 400, "Enter a quantity", "quantity"],
      [quoteListPaths.add, { ...YARN, quantity: "10", note: "x".repeat(501) }, 400, "The note can be at most 500 characters", "note"],
      [quoteListPaths.add, { ...YARN, truck_fare_id: "999", quantity: "10" }, 400, "There is no such port", "truck_fare_id"],
      [quoteListPaths.add, { ...BAG, product_size_id: "999", quantity: "10" }, 400, "This product has no such size", "product_size_id"],
      [quoteListPaths.change, { version: 1, line_id: first?.id, quantity: "ten" }, 400, "Enter the quantity as a number", "quantity"],
      [quoteListPaths.change, { version: "one", line_id: first?.id, quantity: "5" }, 400, "Reload the list", "version"],
      [quoteListPaths.remove, { version: 1, line_id: "../1" }, 400, "There is no such line in your list", "line_id"],
      [quoteListPaths.send, { version: 1, message: "a\u0007b" }, 400, "Remove the special (control) characters", "message"],
    ];
    for (const [path, body, status, words, field] of cases) {
      const response = await api.post(path, body, a);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.json()).toMatchObject({ success: false, msg: expect.stringContaining(words), ...(field ? { field } : {}) });
    }
    expect(await lineCount()).toBe(before);
    expect((await api.list(a)).lines).toEqual([expect.objectContaining({ quantity: 10 })]);
  });

  it("says when a line's price changed since it was added: then and now, and the totals in today's price", async () => {
    const { a } = await twoDevices(server);
    const [line] = (await api.add(a, { ...YARN, quantity: "2" })).lines;
    // Added when the price was a dollar less.
    const then = (line?.unit_price ?? 0) - 1;
    await server.database.db
      .update(quoteListLines)
      .set({ added: sql`jsonb_set(${quoteListLines.added}, '{unitPriceUsd}', ${String(then)}::jsonb)` })
      .where(eq(quoteListLines.id, Number(line?.id)));
    const [changed] = (await api.list(a)).lines;
    expect(changed).toMatchObject({ price_changed: true, added_unit_price: then, unit_price: line?.unit_price, total: line?.total });
    expect(changed?.price_words).toBe(
      `The price changed since you added it: $${then.toLocaleString("en-US", { minimumFractionDigits: 2 })} then, $${(line?.unit_price ?? 0).toLocaleString("en-US", { minimumFractionDigits: 2 })} now (in force from ${line?.effective_from})`,
    );
  });

  it(`holds at most ${QUOTE_LINES_MAX} lines: one more is refused with 400 and the list kept`, async () => {
    const { a } = await twoDevices(server);
    for (let n = 1; n <= QUOTE_LINES_MAX; n += 1) await api.add(a, { ...YARN, quantity: String(n) });
    const response = await api.post(quoteListPaths.add, { ...BAG, quantity: "1" }, a);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(`Your quote list holds at most ${QUOTE_LINES_MAX} lines: send it, then start another`);
    expect((await api.list(a)).lines).toHaveLength(QUOTE_LINES_MAX);
  });

  it("sends the list as one request with one reference and its notes, mails once each way, and empties the list in the same step", async () => {
    const { a, b } = await twoDevices(server);
    await api.add(a, { ...YARN, quantity: "25", note: "Bales of 180 kg" });
    const { version } = await api.add(a, { ...BAG, quantity: "10,000" });
    const response = await api.post(quoteListPaths.send, { version, message: "One letter of credit for both" }, a);
    expect(response.statusCode).toBe(201);
    const sent = quoteListSentReply().parse(response.json()).data;
    expect(sent).toMatchObject({ reference: expect.stringMatching(/^E-\d{4}-\d{6}$/), lines: 2, list: { version: version + 1, lines: [], total: 0 } });
    const [stored] = await server.database.db.select().from(enquiries).where(eq(enquiries.reference, sent.reference));
    expect(stored?.message).toBe("One letter of credit for both");
    expect(stored?.lines?.map((line) => [line.product, line.quantity, line.note])).toEqual([
      ["CRX Jute Yarn", 25, "Bales of 180 kg"],
      [expect.any(String), 10_000, ""],
    ]);
    expect(stored?.subject).toMatch(/^Quote request: CRX Jute Yarn, count 8, 2 ply, VOT and 1 more$/);
    const mails = await server.database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.reference, sent.reference)).orderBy(outbox.kind);
    expect(mails.map((mail) => mail.kind)).toEqual(["quote-ack", "quote-mill"]);
    // The other device sees it gone.
    expect((await api.list(b)).lines).toEqual([]);
    // An empty list is not sent.
    const empty = await api.post(quoteListPaths.send, { version: version + 1 }, a);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe("Your quote list is empty: add products to it from the price pages first");
  });

  it("keeps the list when a line can no longer be costed at sending, saying which line", async () => {
    const { a } = await twoDevices(server);
    await api.add(a, { ...YARN, quantity: "5" });
    const { version, lines } = await api.add(a, { ...YARN, quantity: "6" });
    // The port of the second line is no longer in the catalogue's list (as if retired).
    await server.database.db.update(quoteListLines).set({ spec: { ...YARN, truck_fare_id: "999" } }).where(eq(quoteListLines.id, Number(lines[1]?.id)));
    const stored = (await server.database.db.select({ n: count() }).from(enquiries))[0]?.n;
    const response = await api.post(quoteListPaths.send, { version }, a);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: "Line 2: There is no such port: look the price up again", field: "lines.1.truck_fare_id" });
    expect((await server.database.db.select({ n: count() }).from(enquiries))[0]?.n).toBe(stored);
    const kept = await api.list(a);
    expect(kept.lines).toHaveLength(2);
    expect(kept.lines[1]).toMatchObject({ unit_price: null, total: null, price_changed: true, price_words: "No price is in force for this line now: There is no such port: look the price up again" });
  });

  it("is in the member's data export, and goes with the account", async () => {
    const { a, email } = await twoDevices(server);
    await api.add(a, { ...YARN, quantity: "3", note: "For the Antwerp order" });
    const exported = myDataReply().parse((await server.app.inject(json("GET", "/api/api_account_export", undefined, bearer(a)))).json()).data;
    expect(exported.quote_list).toEqual([
      expect.objectContaining({ product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", port: "Chattogram Port", unit: "MT", quantity: 3, note: "For the Antwerp order" }),
    ]);
    const [owner] = await server.database.db.select({ memberId: quoteLists.memberId }).from(quoteLists).innerJoin(quoteListLines, eq(quoteListLines.memberId, quoteLists.memberId)).where(eq(quoteListLines.note, "For the Antwerp order"));
    expect((await api.post("api_account_delete", { email }, a)).statusCode).toBe(200);
    const left = await server.database.db.select({ n: count() }).from(quoteListLines).where(eq(quoteListLines.memberId, owner?.memberId ?? 0));
    const lists = await server.database.db.select({ n: count() }).from(quoteLists).where(eq(quoteLists.memberId, owner?.memberId ?? 0));
    expect([left[0]?.n, lists[0]?.n]).toEqual([0, 0]);
  });
});

describe.each(engines)("the quote list on two devices, and between members (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
    api = calls(server);
  });
  afterAll(async () => server.close());

  const change = (token: string, version: number, lineId: string | undefined, quantity: string, note = "") => api.post(quoteListPaths.change, { version, line_id: lineId, quantity, note }, token);
  const remove = (token: string, version: number, lineId: string | undefined) => api.post(quoteListPaths.remove, { version, line_id: lineId }, token);

  it("keeps both devices' edits of different lines and their new lines; refuses a stale edit of the same line with 409 saying what changed", async () => {
    const { a, b } = await twoDevices(server);
    await api.add(a, { ...YARN, quantity: "10" });
    const opened = await api.add(a, { ...BAG, quantity: "1,000" });
    const [yarn, bag] = opened.lines;
    // Both devices show the list at the same version.
    expect((await api.list(b)).version).toBe(opened.version);

    expect((await change(a, opened.version, yarn?.id, "30")).statusCode).toBe(200);
    // B edits another line and adds one, on the version it saw: both kept.
    expect((await change(b, opened.version, bag?.id, "2,000", "Printed both sides")).statusCode).toBe(200);
    await api.add(b, { ...YARN, company_id: "2", quantity: "4" });
    const merged = await api.list(a);
    expect(merged.lines.map((line) => [line.quantity, line.note])).toEqual([
      [30, ""],
      [2000, "Printed both sides"],
      [4, ""],
    ]);

    // B changes the yarn line as it saw it: refused, with what it now reads and the list as it is.
    const stale = await change(b, opened.version, yarn?.id, "12");
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      code: "conflict",
      msg: `${LIST_CHANGED_ELSEWHERE}: CRX Jute Yarn, count 8, 2 ply, VOT now reads 30 MT. Your change was not made: make it again if you still want it`,
      list: { version: merged.version, lines: merged.lines },
    });
    // A stale removal of it too: the change made on A is not lost.
    const staleRemove = await remove(b, opened.version, yarn?.id);
    expect(staleRemove.statusCode).toBe(409);
    expect(staleRemove.json().msg).toContain("It was not removed: remove it again if you still want to");
    expect((await api.list(a)).lines[0]?.quantity).toBe(30);

    // A sends the list as A last saw it (before B's edits): refused, naming what changed, nothing sent.
    const requests = (await server.database.db.select({ n: count() }).from(enquiries))[0]?.n;
    const staleSend = await api.post(quoteListPaths.send, { version: opened.version + 1 }, a);
    expect(staleSend.statusCode).toBe(409);
    expect(staleSend.json().msg).toMatch(new RegExp(`^${LIST_CHANGED_ELSEWHERE}: .+ were added or changed\\. Nothing was sent: check the list and send it again$`));
    expect((await server.database.db.select({ n: count() }).from(enquiries))[0]?.n).toBe(requests);

    // Removing a line already removed on the other device is done, not refused.
    const now = await api.list(a);
    expect((await remove(a, now.version, bag?.id)).statusCode).toBe(200);
    expect((await remove(b, now.version, bag?.id)).statusCode).toBe(200);
    expect((await api.list(b)).lines).toHaveLength(2);
  });

  it("lets exactly one of two edits of the same line at once through, and one of a send and an edit at once", async () => {
    const { a, b } = await twoDevices(server);
    const { version, lines } = await api.add(a, { ...YARN, quantity: "10" });
    const [line] = lines;
    const both = await Promise.all([change(a, version, line?.id, "11"), change(b, version, line?.id, "12")]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((response) => response.statusCode === 200);
    expect((await api.list(a)).lines[0]?.quantity).toBe(winner === both[0] ? 11 : 12);

    // Five adds at once from both devices: all kept, each its own version.
    const adds = await Promise.all([1, 2, 3, 4, 5].map((n) => api.post(quoteListPaths.add, { ...YARN, quantity: String(n) }, n % 2 ? a : b)));
    expect(adds.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const full = await api.list(b);
    expect(full.lines).toHaveLength(6);
    expect(full.version).toBe(version + 6);

    // A send and an edit at once: either the edit is refused (the line went with the request) or the send is.
    const [sent, edited] = await Promise.all([api.post(quoteListPaths.send, { version: full.version }, a), change(b, full.version, full.lines[0]?.id, "99")]);
    expect([sent.statusCode, edited.statusCode]).toEqual(sent.statusCode === 201 ? [201, 409] : [409, 200]);
    const after = await api.list(a);
    if (sent.statusCode === 201) {
      expect(after.lines).toEqual([]);
      const [stored] = await server.database.db.select().from(enquiries).where(eq(enquiries.reference, quoteListSentReply().parse(sent.json()).data.reference));
      expect(stored?.lines?.[0]?.quantity).not.toBe(99);
    } else {
      expect(after.lines[0]?.quantity).toBe(99);
      expect(after.lines).toHaveLength(6);
    }
  });

  it("never shows or edits another member's list", async () => {
    const owner = await twoDevices(server);
    const other = await twoDevices(server);
    const { version, lines } = await api.add(owner.a, { ...YARN, quantity: "7", note: "Owner's note" });
    expect((await api.list(other.a)).lines).toEqual([]);
    // The other member's edits by the owner's line id reach nothing of the owner's.
    const changed = await change(other.a, version, lines[0]?.id, "70");
    expect(changed.statusCode).toBe(409);
    expect(changed.json().list.lines).toEqual([]);
    expect((await remove(other.a, version, lines[0]?.id)).statusCode).toBe(200);
    const sent = await api.post(quoteListPaths.send, { version: 0 }, other.a);
    expect(sent.statusCode).toBe(400);
    const kept = await api.list(owner.b);
    expect(kept.lines).toEqual([expect.objectContaining({ quantity: 7, note: "Owner's note" })]);
    expect(kept.version).toBe(version);
    const rows = await server.database.db.select({ n: count() }).from(quoteListLines).where(and(eq(quoteListLines.note, "Owner's note")));
    expect(rows[0]?.n).toBe(1);
  });
});
