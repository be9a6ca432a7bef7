/**
 * Cancel and undo, one module for the price list and the fares (src/domain/changes/undo.ts):
 * the same rules and the same race outcomes on both subjects, each change known only to its own
 * subject's calls, and every cancel recorded once. Then undo as the clerk meets it in the audit
 * log (issue 34): each pair of change kinds in order, what the audit log says undoing does, and
 * after each step the price list page's reply and the prices a member sees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditReply, faresApplyReply, faresPreviewReply, faresReply, priceApplyReply, priceListReply, pricePreviewReply, undoReply } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { exported, get, memberCost, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";
const MONGLA = "2";

describe.each(engines)("one cancel and restore for prices and fares, on %s", (engine) => {
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

  const audit = async () => auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
  const fareOf = async (id: string) => faresReply().parse((await get(server.app, "/api/staff/fares", staff)).json()).data.fares.find((fare) => fare.truck_fare_id === id)?.fare ?? "";

  /** A price list change: the exported list with line `line`'s price times `factor` (line 2 up 5%), previewed then applied. */
  async function priceChange(effectiveFrom: string, factor = 1.05, line = 2) {
    const { csv } = withPriceTimes(await exported(server.app, staff), line, factor);
    const body = { file_name: "prices.csv", csv, effective_from: effectiveFrom };
    const diff = pricePreviewReply().parse((await post(server.app, "/api/staff/prices/preview", body, staff)).json()).data;
    const applied = await post(server.app, "/api/staff/prices/apply", { ...body, version: diff.version, preview_id: diff.preview_id }, staff);
    expect(applied.statusCode, applied.body).toBe(200);
    return priceApplyReply().parse(applied.json()).data.change_id;
  }

  /** A fares change: Mongla's fare up by `dollars` (one), previewed then saved. */
  async function fareChange(effectiveFrom: string, dollars = 1) {
    const body = { effective_from: effectiveFrom, fares: [{ truck_fare_id: MONGLA, fare: String(Number(await fareOf(MONGLA)) + dollars) }] };
    const diff = faresPreviewReply().parse((await post(server.app, "/api/staff/fares/preview", body, staff)).json()).data;
    const saved = await post(server.app, "/api/staff/fares/apply", { ...body, version: diff.version, preview_id: diff.preview_id }, staff);
    expect(saved.statusCode, saved.body).toBe(200);
    return faresApplyReply().parse(saved.json()).data.change_id;
  }

  const subjects = [
    { name: "price list", path: "prices", change: (day: string) => priceChange(day), undoInstead: "undo it in the audit log" },
    { name: "fares", path: "fares", change: (day: string) => fareChange(day), undoInstead: "undo it in the audit log" },
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

  it("fares: an undo and a cancel of one scheduled change at once: one cancels it, the other is told it was cancelled; one cancel in the audit; Mongla keeps its fare", async () => {
    const fare = await fareOf(MONGLA);
    const changeId = await fareChange(TOMORROW);
    const [undo, cancel] = await Promise.all([
      post(server.app, "/api/staff/fares/restore", { change_id: changeId }, staff),
      post(server.app, "/api/staff/fares/cancel", { change_id: changeId }, staff),
    ]);
    expect([undo.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    // Either order: the undo cancels it and the cancel finds it cancelled, or the other way round.
    expect([`Change ${changeId} was already cancelled`, `Change #${changeId} was cancelled: there is nothing to undo.`]).toContain((undo.statusCode === 409 ? undo : cancel).json().msg);
    expect((await audit()).filter((entry) => entry.kind === "cancel" && entry.restores_change_id === changeId)).toHaveLength(1);
    clock.set(TOMORROW);
    try {
      expect(await fareOf(MONGLA)).toBe(fare);
    } finally {
      clock.set(TODAY);
    }
  });

  it("fares: two undos of one change in force at once: one puts the fare back, the other is told the fare moved since", async () => {
    const fare = await fareOf(MONGLA);
    const changeId = await fareChange(TODAY);
    const undo = () => post(server.app, "/api/staff/fares/restore", { change_id: changeId }, staff);
    const [one, two] = await Promise.all([undo(), undo()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = one.statusCode === 200 ? [one, two] : [two, one];
    const undone = undoReply().parse(won.json()).data;
    expect(undone).toMatchObject({ undone: changeId, action: "put_back", count: 1, effective_from: TODAY });
    expect(lost.json()).toMatchObject({ code: "conflict", msg: `Change #${changeId} cannot be undone: change #${undone.change_id} has since moved 1 fare of it. Undo change #${undone.change_id} first.` });
    expect(await fareOf(MONGLA)).toBe(fare);
    expect((await audit()).filter((entry) => entry.restores_change_id === changeId)).toHaveLength(1);
  });

  describe("undo as the audit log says (issue 34)", () => {
    // Each test on a day of its own, after every change of the tests above (all in force by then).
    const YARN = { company_id: "1", sub_category_id: "1", count: "6", ply: "1", oil: "MOT" };
    const later = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    async function onDay(day: string, work: () => Promise<void>) {
      clock.set(day);
      try {
        await work();
      } finally {
        clock.set(TODAY);
      }
    }
    const offerOf = async (changeId: string) => {
      const entry = (await audit()).find((found) => found.change_id === changeId);
      if (!entry) throw new Error(`change ${changeId} is not in the audit log`);
      return entry.undo;
    };
    /** "Yes, undo change #N": the words the audit log shows for it, then the undo sent with their version. */
    async function undoAsShown(path: "prices" | "fares", changeId: string) {
      const offer = await offerOf(changeId);
      return { offer, response: await post(server.app, `/api/staff/${path}/restore`, { change_id: changeId, version: offer.version }, staff) };
    }
    /** What the clerk and a member see: the first two prices of the price list page, its scheduled lists, a member's cost of the first (a yarn). */
    async function seen() {
      const page = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
      return {
        prices: page.prices.slice(0, 2).map((line) => line.price),
        scheduled: page.scheduled.map((list) => `#${list.change_id} from ${list.effective_from}: ${list.total}`),
        cost: await memberCost(server.app, member, YARN),
      };
    }
    const refusedBy = (changeId: string, by: string, how: "moved" | "scheduled", noun = "price") =>
      how === "moved"
        ? `Change #${changeId} cannot be undone: change #${by} has since moved 1 ${noun} of it. Undo change #${by} first.`
        : `Change #${changeId} cannot be undone: change #${by}, scheduled after it, replaces 1 ${noun} of it. Undo change #${by} first.`;
    const PUT_BACK = "This puts back the price it replaced, from today.";
    async function expectDone(undo: Awaited<ReturnType<typeof undoAsShown>>, words: string) {
      expect(undo.offer).toMatchObject({ can: true, words });
      expect(undo.response.statusCode, undo.response.body).toBe(200);
      return undoReply().parse(undo.response.json()).data;
    }
    async function expectRefused(undo: Awaited<ReturnType<typeof undoAsShown>>, words: string) {
      expect(undo.offer).toEqual({ can: false, action: "none", words, version: undo.offer.version });
      expect(undo.response.statusCode).toBe(409);
      expect(undo.response.json()).toMatchObject({ success: false, code: "conflict", field: "change_id", msg: words });
    }

    it("issue 34: undoing a list scheduled for a later day cancels it, as the audit log says first; it never goes live", async () => {
      const day = "2026-12-01";
      await onDay(day, async () => {
        const start = await seen();
        expect(start.scheduled).toEqual([]);
        const scheduled = await priceChange(later(day, 7), 1.1);
        expect(await seen()).toEqual({ ...start, scheduled: [`#${scheduled} from 2026-12-08: 1`] });
        const done = await expectDone(await undoAsShown("prices", scheduled), "This cancels the list scheduled for 8 Dec 2026: 1 price stays as it is today.");
        expect(done).toMatchObject({ undone: scheduled, action: "cancel", count: 1, effective_from: "2026-12-08" });
        expect(await seen()).toEqual(start);
        expect(await offerOf(scheduled)).toMatchObject({ can: false, words: `Change #${scheduled} was cancelled: there is nothing to undo.` });
        clock.set("2026-12-08");
        expect(await seen()).toEqual(start);
      });
    });

    it("issue 34: with #1 applied, #6 scheduled and #7 undoing #1, undoing #6 cancels #6 and brings back nothing of #1", async () => {
      const day = "2026-12-11";
      await onDay(day, async () => {
        const start = await seen();
        const first = await priceChange(day, 1.1);
        const raised = await seen();
        expect(raised.prices[0]).not.toBe(start.prices[0]);
        expect(raised.cost).not.toBe(start.cost);
        const sixth = await priceChange(later(day, 1), 1.1, 3);
        const seventh = await expectDone(await undoAsShown("prices", first), PUT_BACK);
        expect(seventh).toMatchObject({ undone: first, action: "put_back", count: 1, effective_from: day });
        expect(await seen()).toEqual({ ...start, scheduled: [`#${sixth} from 2026-12-12: 1`] });
        await expectDone(await undoAsShown("prices", sixth), "This cancels the list scheduled for 12 Dec 2026: 1 price stays as it is today.");
        expect(await seen()).toEqual(start);
        clock.set(later(day, 1));
        expect(await seen()).toEqual(start);
      });
    });

    it("apply, then apply: the first is refused until the second is undone; each undo puts back what it replaced, never an older list", async () => {
      const day = "2026-12-21";
      await onDay(day, async () => {
        const start = await seen();
        const one = await priceChange(day, 1.1);
        const afterOne = await seen();
        const two = await priceChange(day, 1.1);
        const afterTwo = await seen();
        expect(afterTwo.prices[0]).not.toBe(afterOne.prices[0]);
        await expectRefused(await undoAsShown("prices", one), refusedBy(one, two, "moved"));
        expect(await seen()).toEqual(afterTwo);
        await expectDone(await undoAsShown("prices", two), PUT_BACK);
        expect(await seen()).toEqual(afterOne);
        await expectDone(await undoAsShown("prices", one), PUT_BACK);
        expect(await seen()).toEqual(start);
      });
    });

    it("apply, then schedule: the applied list is refused while the scheduled one replaces its price; cancel that, then the applied one comes off", async () => {
      const day = "2027-01-01";
      await onDay(day, async () => {
        const start = await seen();
        const applied = await priceChange(day, 1.1);
        const afterApplied = await seen();
        const scheduled = await priceChange(later(day, 1), 1.1);
        expect(await seen()).toEqual({ ...afterApplied, scheduled: [`#${scheduled} from 2027-01-02: 1`] });
        await expectRefused(await undoAsShown("prices", applied), refusedBy(applied, scheduled, "scheduled"));
        await expectDone(await undoAsShown("prices", scheduled), "This cancels the list scheduled for 2 Jan 2027: 1 price stays as it is today.");
        expect(await seen()).toEqual(afterApplied);
        await expectDone(await undoAsShown("prices", applied), PUT_BACK);
        expect(await seen()).toEqual(start);
        clock.set(later(day, 1));
        expect(await seen()).toEqual(start);
      });
    });

    it("schedule, then apply: the scheduled list is cancelled, the applied one stays; once live, a list is undone by putting back its prices", async () => {
      const day = "2027-01-11";
      await onDay(day, async () => {
        const start = await seen();
        const scheduled = await priceChange(later(day, 2), 1.1);
        const applied = await priceChange(day, 1.2);
        const afterApplied = await seen();
        expect(afterApplied).toMatchObject({ scheduled: [`#${scheduled} from 2027-01-13: 1`] });
        await expectDone(await undoAsShown("prices", scheduled), "This cancels the list scheduled for 13 Jan 2027: 1 price stays as it is today.");
        expect(await seen()).toEqual({ ...afterApplied, scheduled: [] });
        // Scheduled again, and live two days on: its undo puts back the applied list's price.
        const again = await priceChange(later(day, 2), 1.1);
        clock.set(later(day, 2));
        const live = await seen();
        expect(live.prices[0]).not.toBe(afterApplied.prices[0]);
        await expectDone(await undoAsShown("prices", again), PUT_BACK);
        expect(await seen()).toEqual({ ...afterApplied, scheduled: [] });
        await expectDone(await undoAsShown("prices", applied), PUT_BACK);
        expect(await seen()).toEqual(start);
      });
    });

    it("schedule, then schedule: the first is refused while the second replaces its price; they come off in order", async () => {
      const day = "2027-01-21";
      await onDay(day, async () => {
        const start = await seen();
        const first = await priceChange(later(day, 1), 1.1);
        const second = await priceChange(later(day, 2), 1.2);
        await expectRefused(await undoAsShown("prices", first), refusedBy(first, second, "scheduled"));
        expect(await seen()).toEqual({ ...start, scheduled: [`#${first} from 2027-01-22: 1`, `#${second} from 2027-01-23: 1`] });
        await expectDone(await undoAsShown("prices", second), "This cancels the list scheduled for 23 Jan 2027: 1 price stays as it is today.");
        await expectDone(await undoAsShown("prices", first), "This cancels the list scheduled for 22 Jan 2027: 1 price stays as it is today.");
        expect(await seen()).toEqual(start);
        clock.set(later(day, 2));
        expect(await seen()).toEqual(start);
      });
    });

    it("undo of an undo puts the change back; an undo sent with the version of words since outdated is refused and changes nothing", async () => {
      const day = "2027-02-01";
      await onDay(day, async () => {
        const start = await seen();
        const change = await priceChange(day, 1.1);
        const afterChange = await seen();
        const undone = await expectDone(await undoAsShown("prices", change), PUT_BACK);
        expect(await seen()).toEqual(start);
        await expectRefused(await undoAsShown("prices", change), refusedBy(change, undone.change_id, "moved"));
        await expectDone(await undoAsShown("prices", undone.change_id), PUT_BACK);
        expect(await seen()).toEqual(afterChange);

        // Words read, then another list applied: the undo is refused, to be read again.
        const redone = (await audit())[0]?.change_id ?? "";
        const words = await offerOf(redone);
        await priceChange(day, 1.1, 3);
        const afterOther = await seen();
        const stale = await post(server.app, "/api/staff/prices/restore", { change_id: redone, version: words.version }, staff);
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({ code: "conflict", field: "version" });
        expect(await seen()).toEqual(afterOther);
      });
    });

    it("fares: apply then schedule, refused until the scheduled fares are cancelled; undo of an undo; the member's cost follows", async () => {
      const day = "2027-02-11";
      await onDay(day, async () => {
        const fares = async () => faresReply().parse((await get(server.app, "/api/staff/fares", staff)).json()).data;
        const cost = () => memberCost(server.app, member, { ...YARN, truck_fare_id: MONGLA });
        const start = { fare: await fareOf(MONGLA), cost: await cost() };
        const applied = await fareChange(day, 1);
        const afterApplied = { fare: await fareOf(MONGLA), cost: await cost() };
        expect(afterApplied.cost).not.toBe(start.cost);
        const scheduled = await fareChange(later(day, 1), 1);
        await expectRefused(await undoAsShown("fares", applied), refusedBy(applied, scheduled, "scheduled", "fare"));
        await expectDone(await undoAsShown("fares", scheduled), "This cancels the fares scheduled for 12 Feb 2027: 1 fare stays as it is today.");
        expect((await fares()).scheduled).toEqual([]);
        const undone = await expectDone(await undoAsShown("fares", applied), "This puts back the fare it replaced, from today.");
        expect({ fare: await fareOf(MONGLA), cost: await cost() }).toEqual(start);
        await expectRefused(await undoAsShown("fares", applied), refusedBy(applied, undone.change_id, "moved", "fare"));
        await expectDone(await undoAsShown("fares", undone.change_id), "This puts back the fare it replaced, from today.");
        expect({ fare: await fareOf(MONGLA), cost: await cost() }).toEqual(afterApplied);
        clock.set(later(day, 1));
        expect({ fare: await fareOf(MONGLA), cost: await cost() }).toEqual(afterApplied);
      });
    });
  });
});
