/**
 * Cancel and restore, one module for the price list and the fares (src/domain/changes/undo.ts):
 * the same rules and the same race outcomes on both subjects, each change known only to its own
 * subject's calls, and every cancel recorded once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditReply, faresApplyReply, faresPreviewReply, faresReply, priceApplyReply, pricePreviewReply } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, type TestServer } from "./helper";
import { exported, get, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";
const MONGLA = "2";

describe.each(engines)("one cancel and restore for prices and fares, on %s", (engine) => {
  let server: TestServer;
  const clock = fixedClock(TODAY);
  let staff: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    ({ token: staff } = await staffToken(server));
  });
  afterAll(async () => server.close());

  const audit = async () => auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
  const fareOf = async (id: string) => faresReply().parse((await get(server.app, "/api/staff/fares", staff)).json()).data.fares.find((fare) => fare.truck_fare_id === id)?.fare ?? "";

  /** A price list change: the exported list with line 2's price up 5%, previewed then applied. */
  async function priceChange(effectiveFrom: string) {
    const { csv } = withPriceTimes(await exported(server.app, staff), 2, 1.05);
    const body = { file_name: "prices.csv", csv, effective_from: effectiveFrom };
    const diff = pricePreviewReply().parse((await post(server.app, "/api/staff/prices/preview", body, staff)).json()).data;
    const applied = await post(server.app, "/api/staff/prices/apply", { ...body, version: diff.version, preview_id: diff.preview_id }, staff);
    expect(applied.statusCode, applied.body).toBe(200);
    return priceApplyReply().parse(applied.json()).data.change_id;
  }

  /** A fares change: Mongla's fare up by one dollar, previewed then saved. */
  async function fareChange(effectiveFrom: string) {
    const body = { effective_from: effectiveFrom, fares: [{ truck_fare_id: MONGLA, fare: String(Number(await fareOf(MONGLA)) + 1) }] };
    const diff = faresPreviewReply().parse((await post(server.app, "/api/staff/fares/preview", body, staff)).json()).data;
    const saved = await post(server.app, "/api/staff/fares/apply", { ...body, version: diff.version, preview_id: diff.preview_id }, staff);
    expect(saved.statusCode, saved.body).toBe(200);
    return faresApplyReply().parse(saved.json()).data.change_id;
  }

  const subjects = [
    { name: "price list", path: "prices", change: priceChange, undoInstead: "restore an earlier version" },
    { name: "fares", path: "fares", change: fareChange, undoInstead: "restore the fares before it" },
  ] as const;

  for (const subject of subjects) {
    it(`${subject.name}: two cancels of one scheduled change at once: one cancels, the other is told it was already cancelled; one audit row`, async () => {
      const changeId = await subject.change(TOMORROW);
      const cancel = () => post(server.app, `/api/staff/${subject.path}/cancel`, { change_id: changeId }, staff);
      const [one, two] = await Promise.all([cancel(), cancel()]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const [won, lost] = one.statusCode === 200 ? [one, two] : [two, one];
      expect(won.json()).toMatchObject({ success: true, data: { change_id: changeId, removed: 1 } });
      expect(lost.json()).toEqual({ success: false, code: "conflict", msg: `Change ${changeId} was already cancelled` });
      const entries = await audit();
      expect(entries.filter((entry) => entry.kind === "cancel" && entry.restores_change_id === changeId)).toHaveLength(1);
      expect(entries.find((entry) => entry.change_id === changeId)).toMatchObject({ cancelled: true });
    });

    it(`${subject.name}: a change in force is not cancelled (restore it instead); a change of the other subject is not found`, async () => {
      const changeId = await subject.change(TODAY);
      const refused = await post(server.app, `/api/staff/${subject.path}/cancel`, { change_id: changeId }, staff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, code: "conflict", msg: `Change ${changeId} took effect on ${TODAY}: ${subject.undoInstead} instead` });
      const other = subject.path === "prices" ? "fares" : "prices";
      for (const action of ["cancel", "restore"]) {
        const response = await post(server.app, `/api/staff/${other}/${action}`, { change_id: changeId }, staff);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "not_found", field: "change_id" });
      }
    });
  }

  it("fares: a restore and a cancel of one scheduled change at once: the cancel wins, the restore says to cancel instead, Mongla keeps its fare", async () => {
    const fare = await fareOf(MONGLA);
    const changeId = await fareChange(TOMORROW);
    const [restore, cancel] = await Promise.all([
      post(server.app, "/api/staff/fares/restore", { change_id: changeId }, staff),
      post(server.app, "/api/staff/fares/cancel", { change_id: changeId }, staff),
    ]);
    expect(cancel.statusCode).toBe(200);
    expect(restore.statusCode).toBe(409);
    // Either order: before the cancel it is not in force yet; after, it is cancelled.
    expect([`Change ${changeId} takes effect on ${TOMORROW}: cancel it instead`, `Change ${changeId} was cancelled: there is nothing to undo`]).toContain(restore.json().msg);
    clock.set(TOMORROW);
    try {
      expect(await fareOf(MONGLA)).toBe(fare);
    } finally {
      clock.set(TODAY);
    }
  });

  it("fares: two restores of one change in force at once: one undoes it, the other finds nothing to undo", async () => {
    const fare = await fareOf(MONGLA);
    const changeId = await fareChange(TODAY);
    const restore = () => post(server.app, "/api/staff/fares/restore", { change_id: changeId }, staff);
    const [one, two] = await Promise.all([restore(), restore()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const lost = one.statusCode === 409 ? one : two;
    expect(lost.json()).toMatchObject({ code: "conflict", msg: `Nothing to undo: the fares change ${changeId} changed are already back to their fares before it` });
    expect(await fareOf(MONGLA)).toBe(fare);
    expect((await audit()).filter((entry) => entry.restores_change_id === changeId)).toHaveLength(1);
  });

  it("price list: any version can be restored, a cancelled one too (the list before it comes back from today)", async () => {
    const before = await exported(server.app, staff);
    const changeId = await priceChange(TOMORROW);
    expect((await post(server.app, "/api/staff/prices/cancel", { change_id: changeId }, staff)).statusCode).toBe(200);
    await priceChange(TODAY);
    const restored = await post(server.app, "/api/staff/prices/restore", { change_id: changeId }, staff);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(priceApplyReply().parse(restored.json()).data).toMatchObject({ effective_from: TODAY, scheduled: false, changed: 1 });
    expect(await exported(server.app, staff)).toBe(before);
  });
});
