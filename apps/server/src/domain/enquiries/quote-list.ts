/**
 * A member's quote list (issue 35): lines gathered while looking up prices, kept by account id
 * (another device and a logout keep it), priced in force at each read, and sent as ONE quote
 * request (`submitQuoteLines`) that empties the list in the same transaction.
 *
 * Two devices at once (the rule is the contract's, quote-list.ts): the list's row is locked for
 * every edit (`FOR UPDATE`) and its version counts edits; each line keeps the version it was
 * added or last changed at. An add never conflicts; a change or removal conflicts only with a
 * change of the same line since the version the device saw; a send conflicts with any change
 * since. A conflict is refused with 409 saying what changed, with the list as it now is: both
 * devices keep their changes when they touch different lines, and nothing is lost silently.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  containerLoads,
  formatMoney,
  formatNumber,
  formatQuantity,
  LIST_CHANGED_ELSEWHERE,
  linesTotal,
  QUOTE_LINES_MAX,
  readQuantity,
  type ParsedQuoteLine,
  type QuoteList,
  type QuoteListLine,
  type QuoteListSent,
} from "@jute/api/contract";
import type { Db, Tx } from "../../db/handle";
import { quoteListLines, quoteLists, type QuoteListSpec } from "../../db/schema";
import { ApiError, conflict, invalid } from "../api-error";
import type { CatalogueService } from "../catalogue/catalogue";
import type { Clock } from "../clock";
import type { EnquiryService } from "./enquiries";
import { costQuote } from "./quote-costing";

export interface QuoteListService {
  read(memberId: number): Promise<QuoteList>;
  add(memberId: number, line: ParsedQuoteLine): Promise<QuoteList>;
  change(memberId: number, edit: { version: number; line_id: string; quantity: number; note?: string | undefined }): Promise<QuoteList>;
  remove(memberId: number, edit: { version: number; line_id: string }): Promise<QuoteList>;
  send(memberId: number, input: { version: number; message?: string | undefined }): Promise<QuoteListSent>;
}

type LineRow = typeof quoteListLines.$inferSelect;

/** An edit made on a version of the list that has since changed: what changed, for the 409. */
class StaleEdit extends Error {}

const named = (row: LineRow) => (row.added.spec ? `${row.added.product}, ${row.added.spec}` : row.added.product);

/** "Sacking bag, 112 x 67 cm now reads 60,000 pieces, with the note "...": a line as it now is. */
const lineNow = (row: LineRow) => `${named(row)} now reads ${formatQuantity(row.quantity, row.added.unit)}${row.note ? `, with the note "${row.note}"` : ""}`;

const specOf = (line: ParsedQuoteLine): QuoteListSpec => ({
  sub_category_id: line.sub_category_id,
  company_id: line.company_id,
  truck_fare_id: line.truck_fare_id,
  ...(line.product_size_id !== undefined ? { product_size_id: line.product_size_id } : {}),
  ...(line.count !== undefined ? { count: line.count } : {}),
  ...(line.ply !== undefined ? { ply: line.ply } : {}),
  ...(line.oil !== undefined ? { oil: line.oil } : {}),
});

/** The spec as the costing takes it again. */
const asLine = (row: LineRow): ParsedQuoteLine => ({ ...(row.spec as ParsedQuoteLine), quantity: row.quantity, note: row.note });

export function createQuoteListService(db: Db, options: { catalogue: CatalogueService; enquiries: EnquiryService; clock: Clock }): QuoteListService {
  const { catalogue, enquiries, clock } = options;

  const rowsOf = (executor: Db, memberId: number) =>
    executor.select().from(quoteListLines).where(eq(quoteListLines.memberId, memberId)).orderBy(asc(quoteListLines.id));

  async function versionOf(executor: Db, memberId: number): Promise<number> {
    const [list] = await executor.select({ version: quoteLists.version }).from(quoteLists).where(eq(quoteLists.memberId, memberId));
    return list?.version ?? 0;
  }

  /** One line priced in force now, beside its price when added. */
  async function priced(row: LineRow): Promise<QuoteListLine> {
    const { added } = row;
    let now: { unitPrice: number; effectiveFrom: string; total: number } | null = null;
    let missing = "";
    try {
      const { snapshot } = await costQuote(catalogue, asLine(row));
      now = { unitPrice: snapshot.unitPriceUsd, effectiveFrom: snapshot.effectiveFrom, total: snapshot.totalUsd };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      missing = error.message;
    }
    const changed = now === null || now.unitPrice !== added.unitPriceUsd;
    const words =
      now === null
        ? `No price is in force for this line now: ${missing}`
        : changed
          ? `The price changed since you added it: ${formatMoney(added.unitPriceUsd)} then, ${formatMoney(now.unitPrice)} now (in force from ${now.effectiveFrom})`
          : "";
    // The container loads as the line was added with (the estimate of the mix sums the same).
    const { fcl20, fcl40 } = added;
    return {
      id: String(row.id),
      product: added.product,
      spec: added.spec,
      company: added.company,
      port: added.port,
      unit: added.unit,
      quantity: row.quantity,
      note: row.note,
      unit_price: now?.unitPrice ?? null,
      effective_from: now?.effectiveFrom ?? null,
      total: now?.total ?? null,
      added_unit_price: added.unitPriceUsd,
      added_effective_from: added.effectiveFrom,
      price_changed: changed,
      price_words: words,
      fcl_20: fcl20 && fcl40 ? containerLoads(row.quantity, fcl20) : null,
      fcl_40: fcl20 && fcl40 ? containerLoads(row.quantity, fcl40) : null,
    };
  }

  async function view(memberId: number): Promise<QuoteList> {
    const [rows, version] = await Promise.all([rowsOf(db, memberId), versionOf(db, memberId)]);
    const lines = await Promise.all(rows.map(priced));
    return { version, lines, total: linesTotal(lines.map((line) => ({ total: line.total ?? 0 }))), containers: containersOf(rows) };
  }

  /** The container estimate of the mix: each line's share of a 20' and a 40' load, summed. */
  function containersOf(rows: LineRow[]): QuoteList["containers"] {
    const counted = rows.filter((row) => row.added.fcl20 && row.added.fcl40);
    const sum = (per: (row: LineRow) => number) => Math.round(counted.reduce((total, row) => total + row.quantity / per(row), 0) * 10) / 10;
    const fcl20 = sum((row) => row.added.fcl20 ?? 1);
    const fcl40 = sum((row) => row.added.fcl40 ?? 1);
    const left = rows.length - counted.length;
    const leftWords = left === 0 ? "" : ` (${left} ${left === 1 ? "line has" : "lines have"} no container loads in the catalogue and ${left === 1 ? "is" : "are"} not counted)`;
    const words =
      rows.length === 0 ? "" : counted.length === 0 ? "No container estimate: these products have no container loads in the catalogue" : `about ${formatNumber(fcl20, 1)} x 20' FCL or ${formatNumber(fcl40, 1)} x 40' FCL${leftWords}`;
    return { fcl_20: fcl20, fcl_40: fcl40, words };
  }

  /** Runs `work` with the member's list locked (made if it was not there) and its version. */
  function locked<T>(memberId: number, work: (tx: Tx, version: number) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.insert(quoteLists).values({ memberId, updatedAt: clock.now() }).onConflictDoNothing();
      return work(tx, await lockedVersion(tx, memberId));
    });
  }

  async function lockedVersion(tx: Tx, memberId: number): Promise<number> {
    const [list] = await tx.select({ version: quoteLists.version }).from(quoteLists).where(eq(quoteLists.memberId, memberId)).for("update");
    if (!list) throw new Error("the quote list was not there under its lock");
    return list.version;
  }

  async function bump(tx: Tx, memberId: number): Promise<number> {
    const [list] = await tx
      .update(quoteLists)
      .set({ version: sql`${quoteLists.version} + 1`, updatedAt: clock.now() })
      .where(eq(quoteLists.memberId, memberId))
      .returning({ version: quoteLists.version });
    if (!list) throw new Error("the quote list was not there under its lock");
    return list.version;
  }

  /** A stale edit refused with 409: what changed, and the list as it now is. */
  async function refusingStale<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StaleEdit)) throw error;
      throw conflict(`${LIST_CHANGED_ELSEWHERE}: ${error.message}`, { list: await view(memberId) });
    }
  }

  const lineOf = async (tx: Tx, memberId: number, lineId: string) =>
    (await tx.select().from(quoteListLines).where(and(eq(quoteListLines.id, Number(lineId)), eq(quoteListLines.memberId, memberId))))[0];

  return {
    read: view,

    async add(memberId, line) {
      // Costed first: a spec the catalogue does not hold is refused (400 or 404) before anything is stored.
      const { snapshot } = await costQuote(catalogue, line);
      const { note: _note, ...added } = snapshot;
      await locked(memberId, async (tx) => {
        const [held] = await tx.select({ count: sql<number>`count(*)::int` }).from(quoteListLines).where(eq(quoteListLines.memberId, memberId));
        if ((held?.count ?? 0) >= QUOTE_LINES_MAX) {
          throw invalid(`Your quote list holds at most ${QUOTE_LINES_MAX} lines: send it, then start another`);
        }
        const version = await bump(tx, memberId);
        await tx.insert(quoteListLines).values({ memberId, version, spec: specOf(line), quantity: line.quantity, note: line.note ?? "", added, createdAt: clock.now() });
      });
      return view(memberId);
    },

    async change(memberId, edit) {
      await refusingStale(memberId, () =>
        locked(memberId, async (tx) => {
          const row = await lineOf(tx, memberId, edit.line_id);
          if (!row) throw new StaleEdit("this line was removed from it, so your change was not made");
          if (row.version > edit.version) throw new StaleEdit(`${lineNow(row)}. Your change was not made: make it again if you still want it`);
          // The quantity in the product's unit (95.5 pieces is refused), as when it was added.
          const read = readQuantity(edit.quantity, row.added.unit);
          if (!read.ok) throw invalid(read.message, "quantity");
          const version = await bump(tx, memberId);
          await tx
            .update(quoteListLines)
            .set({ version, quantity: edit.quantity, note: edit.note ?? "" })
            .where(eq(quoteListLines.id, row.id));
        }),
      );
      return view(memberId);
    },

    async remove(memberId, edit) {
      await refusingStale(memberId, () =>
        locked(memberId, async (tx) => {
          const row = await lineOf(tx, memberId, edit.line_id);
          // Gone already (removed on another device): what was asked is done.
          if (!row) return;
          if (row.version > edit.version) throw new StaleEdit(`${lineNow(row)}. It was not removed: remove it again if you still want to`);
          await bump(tx, memberId);
          await tx.delete(quoteListLines).where(eq(quoteListLines.id, row.id));
        }),
      );
      return view(memberId);
    },

    async send(memberId, input) {
      const receipt = await refusingStale(memberId, async () => {
        const [rows, version] = await Promise.all([rowsOf(db, memberId), versionOf(db, memberId)]);
        if (version !== input.version) throw new StaleEdit(changesSince(rows, input.version));
        if (rows.length === 0) throw invalid("Your quote list is empty: add products to it from the price pages first");
        const lines = rows.map(asLine);
        return enquiries.submitQuoteLines(
          memberId,
          { lines, ...(input.message !== undefined ? { message: input.message } : {}) },
          {
            // Emptied in the request's own transaction, if the list is still the one costed.
            within: async (tx) => {
              const locked = await lockedVersion(tx, memberId);
              if (locked !== input.version) throw new StaleEdit(changesSince(await rowsOf(tx, memberId), input.version));
              await tx.delete(quoteListLines).where(and(eq(quoteListLines.memberId, memberId), inArray(quoteListLines.id, rows.map((row) => row.id))));
              await bump(tx, memberId);
            },
          },
        );
      });
      return { reference: receipt.reference, total: receipt.total, lines: receipt.lines.length, list: await view(memberId) };
    },
  };
}

/** What changed on the list since `version`: the lines added or changed since, named. */
function changesSince(rows: LineRow[], version: number): string {
  const touched = rows.filter((row) => row.version > version).map(named);
  const what = touched.length === 0 ? "a line was removed" : `${touched.join("; ")} ${touched.length === 1 ? "was" : "were"} added or changed`;
  return `${what}. Nothing was sent: check the list and send it again`;
}
