/**
 * Port fares with the price list's safety net (issue 25): a preview of the change with each
 * port, old and new fare and the percentage; the ±25% confirmation required by the server; a
 * save bound to its preview; an effective date in the mill's zone (scheduled, cancellable);
 * audit rows naming the fare `fare`; restore (undo); bad input refused naming the port; two
 * saves at once never cross.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryReply, auditReply, faresApplyReply, faresPreviewReply, faresReply, priceApplyReply, pricePreviewReply, staleFares, undoReply } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { exported, get, memberCost, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";
const CHATTOGRAM = "1";
const MONGLA = "2";

describe.each(engines)("port fares like prices, on %s", (engine) => {
  let server: TestServer;
  const clock = fixedClock(TODAY);
  let staff: string;
  let member: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    ({ token: staff } = await staffToken(server));
    member = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  // A yarn price is per tonne: a quote to Chattogram carries the fare whole.
  const yarn = { company_id: "1", sub_category_id: "1", count: "8", ply: "1", oil: "MOT" };
  const quote = async () => memberCost(server.app, member, yarn);
  const fares = async () => faresReply().parse((await get(server.app, "/api/staff/fares", staff)).json()).data;
  const fareOf = async (id: string) => (await fares()).fares.find((fare) => fare.truck_fare_id === id)?.fare ?? "";
  const auditLength = async () => auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data.length;
  const change = (entries: Record<string, string>, effectiveFrom = TODAY) => ({
    effective_from: effectiveFrom,
    fares: Object.entries(entries).map(([truck_fare_id, fare]) => ({ truck_fare_id, fare })),
  });
  const preview = async (body: ReturnType<typeof change>) => post(server.app, "/api/staff/fares/preview", body, staff);
  const previewed = async (body: ReturnType<typeof change>) => {
    const response = await preview(body);
    expect(response.statusCode, response.body).toBe(200);
    return faresPreviewReply().parse(response.json()).data;
  };
  const apply = async (body: ReturnType<typeof change>, extra: Record<string, unknown>) => post(server.app, "/api/staff/fares/apply", { ...body, ...extra }, staff);
  /** Sets fares the way the page does: preview, then save with the preview's id, confirming flags. */
  const setFares = async (body: ReturnType<typeof change>) => {
    const diff = await previewed(body);
    const response = await apply(body, { version: diff.version, preview_id: diff.preview_id, confirm_flagged: true });
    expect(response.statusCode, response.body).toBe(200);
    return faresApplyReply().parse(response.json()).data;
  };

  it("previews 1950 typed for 19.50: the port, old and new fare, the percentage, flagged; nothing changes", async () => {
    await setFares(change({ [CHATTOGRAM]: "19.50" }));
    const before = { quote: await quote(), audit: await auditLength() };
    const diff = await previewed(change({ [CHATTOGRAM]: "1950", [MONGLA]: await fareOf(MONGLA) }));
    expect(diff).toMatchObject({
      effective_from: TODAY,
      scheduled: false,
      counts: { changed: 1, unchanged: 1, flagged: 1 },
      changed: [{ truck_fare_id: CHATTOGRAM, location: "Chattogram Port", old_fare: "19.5", new_fare: "1950", percent: 9900, flagged: true }],
    });
    expect(diff.preview_id).toMatch(/^[0-9a-f]{64}$/);
    expect(await quote()).toBe(before.quote);
    expect(await auditLength()).toBe(before.audit);
  });

  it("requires the ±25% confirmation on the server: unconfirmed, refused on confirm_flagged and nothing saved; confirmed, every quote to the port follows", async () => {
    const body = change({ [CHATTOGRAM]: "1950" });
    const diff = await previewed(body);
    const before = { quote: await quote(), audit: await auditLength(), fare: await fareOf(CHATTOGRAM) };

    const unconfirmed = await apply(body, { version: diff.version, preview_id: diff.preview_id });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ success: false, code: "conflict", field: "confirm_flagged", msg: "1 fare moves beyond ±25%: confirm it to apply", flagged: 1 });
    expect(await quote()).toBe(before.quote);
    expect(await auditLength()).toBe(before.audit);

    const confirmed = await apply(body, { version: diff.version, preview_id: diff.preview_id, confirm_flagged: true });
    expect(confirmed.statusCode).toBe(200);
    expect(faresApplyReply().parse(confirmed.json()).data).toMatchObject({ effective_from: TODAY, scheduled: false, changed: 1, flagged: 1 });
    expect(await quote()).toBeCloseTo((before.quote ?? 0) + 1950 - Number(before.fare), 2);
    await setFares(change({ [CHATTOGRAM]: before.fare }));
  });

  it("refuses a save whose fares or date differ from the preview's (code conflict, field preview_id), and one without the preview's id", async () => {
    const body = change({ [CHATTOGRAM]: "20" });
    const diff = await previewed(body);
    const before = { quote: await quote(), audit: await auditLength() };
    for (const other of [change({ [CHATTOGRAM]: "21" }), change({ [CHATTOGRAM]: "20" }, TOMORROW), change({ [CHATTOGRAM]: "20", [MONGLA]: "40" })]) {
      const response = await apply(other, { version: diff.version, preview_id: diff.preview_id, confirm_flagged: true });
      expect(response.statusCode, JSON.stringify(other)).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: "conflict",
        field: "preview_id",
        msg: "The fares or the date differ from the ones previewed: preview the change again before saving",
      });
    }
    const missing = await apply(body, { version: diff.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: "invalid_input", field: "preview_id", msg: "Check the change again: the preview has expired or was made for another file, date or options" });
    expect(await quote()).toBe(before.quote);
    expect(await auditLength()).toBe(before.audit);
    // "20" and "20.00" are the same fare: the preview made with one saves the other.
    expect((await apply(change({ [CHATTOGRAM]: "20.00" }), { version: diff.version, preview_id: diff.preview_id })).statusCode).toBe(200);
  });

  it("refuses bad fares with a 400 naming the port and the field, never a 5xx", async () => {
    const cases: [string, string][] = [
      ["abc", 'Mongla Port: "abc" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)'],
      ["-3", 'Mongla Port: "-3" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)'],
      ["19,50", 'Mongla Port: "19,50" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)'],
      ["19.505", 'Mongla Port: "19.505" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)'],
      ["250000", "Mongla Port: 250000 is not a plausible fare: at most 10,000 US dollars per tonne"],
      [" ", "Mongla Port: the fare is empty: type a number of US dollars per tonne"],
    ];
    for (const [fare, msg] of cases) {
      for (const path of ["preview", "apply"]) {
        const body = { ...change({ [CHATTOGRAM]: "20", [MONGLA]: fare }), ...(path === "apply" ? { version: 1, preview_id: "a".repeat(64) } : {}) };
        const response = await post(server.app, `/api/staff/fares/${path}`, body, staff);
        expect(response.statusCode, `${path} ${fare}`).toBe(400);
        expect(response.json()).toEqual({ success: false, code: "invalid_input", field: "fares.1.fare", msg });
      }
    }
    const unknown = await preview(change({ "99": "20" }));
    expect(unknown.json()).toEqual({ success: false, code: "invalid_input", field: "fares.0.truck_fare_id", msg: "There is no such port: reload the page and type the fares again" });
    const twice = await preview({ effective_from: TODAY, fares: [{ truck_fare_id: "2", fare: "20" }, { truck_fare_id: "2", fare: "21" }] });
    expect(twice.json()).toEqual({ success: false, code: "invalid_input", field: "fares.1.truck_fare_id", msg: "Mongla Port is named twice: give each port one fare" });
    const yesterday = await preview(change({ [CHATTOGRAM]: "20" }, "2026-11-22"));
    expect(yesterday.json()).toEqual({ success: false, code: "invalid_input", field: "effective_from", msg: `Choose today (${TODAY}) or a later day for the change to take effect` });
    // Saving fares that are already in force says so.
    const same = change({ [CHATTOGRAM]: await fareOf(CHATTOGRAM) });
    const sameDiff = await previewed(same);
    expect(sameDiff.counts).toEqual({ changed: 0, unchanged: 1, flagged: 0 });
    const nothing = await apply(same, { version: sameDiff.version, preview_id: sameDiff.preview_id });
    expect(nothing.json()).toEqual({ success: false, code: "invalid_input", field: "fares", msg: `Nothing to save: every fare is the one in force on ${TODAY}` });
  });

  it("schedules a change for a later day in the mill's zone: quotes use the fare in force on their day; it can be cancelled until then", async () => {
    const now = { quote: await quote(), fare: await fareOf(CHATTOGRAM) };
    const scheduled = await setFares(change({ [CHATTOGRAM]: String(Number(now.fare) + 4) }, TOMORROW));
    expect(scheduled).toMatchObject({ scheduled: true, effective_from: TOMORROW, changed: 1 });
    expect(await quote()).toBe(now.quote);
    expect((await fares()).scheduled).toEqual([{ change_id: scheduled.change_id, truck_fare_id: CHATTOGRAM, location: "Chattogram Port", fare: String(Number(now.fare) + 4), effective_from: TOMORROW }]);
    // 17:59 UTC on the 23rd is 23:59 in Dhaka: still the 23rd there; 18:00 UTC is the 24th.
    clock.setInstant(`${TODAY}T17:59:00Z`);
    expect(await quote()).toBe(now.quote);
    clock.setInstant(`${TODAY}T18:00:00Z`);
    try {
      expect(await quote()).toBeCloseTo((now.quote ?? 0) + 4, 2);
    } finally {
      clock.set(TODAY);
    }
    // Undoing a scheduled change cancels it, and the audit log says so first.
    const offered = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data.find((entry) => entry.change_id === scheduled.change_id);
    expect(offered?.undo).toMatchObject({ can: true, action: "cancel", words: "This cancels the fares scheduled for 24 Nov 2026: 1 fare stays as it is today." });
    const cancelled = await post(server.app, "/api/staff/fares/cancel", { change_id: scheduled.change_id }, staff);
    expect(cancelled.json()).toMatchObject({ success: true, data: { change_id: scheduled.change_id, removed: 1 } });
    expect((await fares()).scheduled).toEqual([]);
    clock.set(TOMORROW);
    try {
      expect(await quote()).toBe(now.quote);
    } finally {
      clock.set(TODAY);
    }
    const again = await post(server.app, "/api/staff/fares/cancel", { change_id: scheduled.change_id }, staff);
    expect(again.statusCode).toBe(409);
    const audit = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
    expect(audit[0]).toMatchObject({ kind: "cancel", restores_change_id: scheduled.change_id, counts: { removed: 1 } });
    expect(audit.find((entry) => entry.change_id === scheduled.change_id)).toMatchObject({ kind: "fares", cancelled: true, effective_from: TOMORROW });
    // A fares change is not a price list: the price list's cancel does not know it.
    expect((await post(server.app, "/api/staff/prices/cancel", { change_id: scheduled.change_id }, staff)).statusCode).toBe(404);
  });

  it("audits each change with the fare named `fare`, and restores (undoes) a change in force as a new change", async () => {
    const before = { quote: await quote(), chattogram: await fareOf(CHATTOGRAM), mongla: await fareOf(MONGLA) };
    const saved = await setFares(change({ [CHATTOGRAM]: "30", [MONGLA]: "33.25" }));
    expect(saved).toMatchObject({ changed: 2 });
    const entry = auditEntryReply().parse((await get(server.app, `/api/staff/audit/${saved.change_id}`, staff)).json()).data;
    expect(entry).toMatchObject({ kind: "fares", effective_from: TODAY, counts: { changed: 2 } });
    expect(entry.rows_after.find((row) => row.truck_fare_id === MONGLA)).toEqual({ truck_fare_id: MONGLA, location: "Mongla Port", fare: "33.25" });
    expect(entry.rows_before.find((row) => row.truck_fare_id === MONGLA)).toEqual({ truck_fare_id: MONGLA, location: "Mongla Port", fare: before.mongla });
    for (const row of [...entry.rows_before, ...entry.rows_after]) expect(row).not.toHaveProperty("price");

    // Another port moves afterwards: the undo puts back only what change #saved changed.
    await setFares(change({ "3": "27" }));
    const restored = await post(server.app, "/api/staff/fares/restore", { change_id: saved.change_id }, staff);
    expect(restored.statusCode).toBe(200);
    expect(undoReply().parse(restored.json()).data).toMatchObject({ undone: saved.change_id, action: "put_back", effective_from: TODAY, count: 2 });
    expect(await fareOf(CHATTOGRAM)).toBe(before.chattogram);
    expect(await fareOf(MONGLA)).toBe(before.mongla);
    expect(await fareOf("3")).toBe("27");
    expect(await quote()).toBe(before.quote);
    const audit = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
    expect(audit[0]).toMatchObject({ kind: "fares", restores_change_id: saved.change_id, counts: { changed: 2 } });
    // Nothing left to undo, and no such change.
    expect((await post(server.app, "/api/staff/fares/restore", { change_id: saved.change_id }, staff)).statusCode).toBe(409);
    expect((await post(server.app, "/api/staff/fares/restore", { change_id: "99999" }, staff)).json()).toMatchObject({ code: "not_found", field: "change_id" });
    expect((await post(server.app, "/api/staff/fares/restore", { change_id: "x" }, staff)).json()).toMatchObject({ code: "invalid_input", field: "change_id" });
  });

  it("two saves of one preview at once: one is saved, the other is told the fares moved, with the fresh preview; a preview during a save sees one state", async () => {
    const original = await fareOf(MONGLA);
    const first = change({ [MONGLA]: String(Number(original) + 1) });
    const second = change({ [MONGLA]: String(Number(original) + 2) });
    const [a, b] = [await previewed(first), await previewed(second)];
    expect(a.version).toBe(b.version);
    const auditBefore = await auditLength();
    const [one, two, during] = await Promise.all([
      apply(first, { version: a.version, preview_id: a.preview_id }),
      apply(second, { version: b.version, preview_id: b.preview_id }),
      preview(change({ [MONGLA]: "50" })),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = one.statusCode === 200 ? [first, two] : [second, one];
    const fresh = staleFares().parse(lost.json());
    expect(fresh.msg).toBe("The fares changed since your preview: check the fresh preview below before saving");
    expect(fresh.diff.changed[0]?.old_fare).toBe(won.fares[0]?.fare);
    expect(await auditLength()).toBe(auditBefore + 1);
    expect(await fareOf(MONGLA)).toBe(won.fares[0]?.fare);
    // The preview made meanwhile read one state whole: the old fare with the old version, or the new with the new.
    const seen = faresPreviewReply().parse(during.json()).data;
    expect(seen.changed[0]?.old_fare).toBe(seen.version === a.version ? original : won.fares[0]?.fare);

    // The ±25% check holds at the moment of the write: a preview of +10% that a concurrent save
    // turned into +50% is refused with the fresh (flagged) preview, not saved unconfirmed.
    const base = Number(await fareOf(MONGLA));
    const small = change({ [MONGLA]: (base * 1.1).toFixed(2) });
    const smallDiff = await previewed(small);
    expect(smallDiff.counts.flagged).toBe(0);
    await setFares(change({ [MONGLA]: ((base * 1.1) / 1.5).toFixed(2) }));
    const stale = await apply(small, { version: smallDiff.version, preview_id: smallDiff.preview_id });
    expect(stale.statusCode).toBe(409);
    expect(staleFares().parse(stale.json()).diff.counts.flagged).toBe(1);
  });
  it("fares saved while a price list is checked do not refuse the list, nor a list applied meanwhile the fares; the same subject still does", async () => {
    const pricesUpload = (csv: string) => ({ file_name: "prices.csv", csv, effective_from: TODAY });
    const pricesPreview = async (csv: string) => {
      const response = await post(server.app, "/api/staff/prices/preview", pricesUpload(csv), staff);
      expect(response.statusCode, response.body).toBe(200);
      return pricePreviewReply().parse(response.json()).data;
    };
    const pricesApply = (csv: string, diff: { version: number; preview_id: string }) =>
      post(server.app, "/api/staff/prices/apply", { ...pricesUpload(csv), version: diff.version, preview_id: diff.preview_id, confirm_flagged: true }, staff);

    // A clerk checks a price list; another saves fares; the first applies what was checked.
    const list = withPriceTimes(await exported(server.app, staff), 3, 1.05);
    const checked = await pricesPreview(list.csv);
    const mongla = Number(await fareOf(MONGLA));
    await setFares(change({ [MONGLA]: (mongla + 1).toFixed(2) }));
    const applied = await pricesApply(list.csv, checked);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(priceApplyReply().parse(applied.json()).data.changed).toBe(1);

    // The other way round: fares previewed, a price list applied meanwhile, the fares saved.
    const fareChange = change({ [MONGLA]: (mongla + 2).toFixed(2) });
    const faresChecked = await previewed(fareChange);
    const second = withPriceTimes(await exported(server.app, staff), 4, 1.05);
    const applied2 = await pricesApply(second.csv, await pricesPreview(second.csv));
    expect(applied2.statusCode, applied2.body).toBe(200);
    const saved = await apply(fareChange, { version: faresChecked.version, preview_id: faresChecked.preview_id, confirm_flagged: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await fareOf(MONGLA)).toBe((mongla + 2).toFixed(2).replace(/\.?0+$/, ""));

    // A price list applied meanwhile still refuses a list checked before it.
    const third = withPriceTimes(await exported(server.app, staff), 5, 1.05);
    const thirdChecked = await pricesPreview(third.csv);
    const fourth = withPriceTimes(await exported(server.app, staff), 6, 1.05);
    expect((await pricesApply(fourth.csv, await pricesPreview(fourth.csv))).statusCode).toBe(200);
    const stale = await pricesApply(third.csv, thirdChecked);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ msg: "The price list changed since your preview: check the fresh diff below before applying" });
  });
});
