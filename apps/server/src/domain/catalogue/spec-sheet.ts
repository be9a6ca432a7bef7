/**
 * Spec sheets: one PDF per product page, made from the catalogue as it stands (sub-categories,
 * sizes, yarn counts, plies and oils on offer, what a unit weighs, container loads) and the
 * trade facts (HS heading, packing). A spec sheet never holds a price: the query below reads
 * no price column, only what a unit weighs and which specs exist.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { categories, prices, productSizes, subCategories } from "../../db/schema";
import { ApiError } from "../api-error";
import { today, type Clock } from "../clock";
import type { SpecSheet, SpecSheetItem } from "./spec-sheet-pdf";
import { createSpecSheetRenderer, SpecSheetWorkerGone } from "./spec-sheet-renderer";
import { productTradeFacts, tradeFactsOf } from "./trade-facts";

export interface SpecSheetQuery {
  categoryId: number;
  childCategoryId?: number;
  subCategoryId?: number;
}

const distinct = <T>(values: T[]) => [...new Set(values)];
/** "1.2000" -> "1.2", "1000.0000" -> "1000". */
const trim = (value: string) => value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
const thousands = (value: string) => {
  const [whole = "", fraction] = trim(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
};

/** The spec sheet's data, or null when no product matches the query. */
export async function specSheetData(db: Db, query: SpecSheetQuery): Promise<SpecSheet | null> {
  const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, query.categoryId));
  if (!category) return null;
  const filters: SQL[] = [eq(subCategories.categoryId, query.categoryId)];
  if (query.childCategoryId !== undefined) filters.push(eq(subCategories.childCategoryId, query.childCategoryId));
  if (query.subCategoryId !== undefined) filters.push(eq(subCategories.id, query.subCategoryId));
  const subs = await db.select().from(subCategories).where(and(...filters)).orderBy(asc(subCategories.position), asc(subCategories.id));
  if (subs.length === 0) return null;

  const items: SpecSheetItem[] = [];
  for (const sub of subs) {
    // Which specs exist and what a unit weighs: never the price columns.
    const specs = await db
      .selectDistinct({ sizeId: prices.productSizeId, yarnCount: prices.yarnCount, ply: prices.ply, oil: prices.oil, kg: prices.kgPerUnit })
      .from(prices)
      .where(and(eq(prices.subCategoryId, sub.id), eq(prices.retired, false)));
    // The sizes on offer: those some spec of this product names.
    const sizeIds = distinct(specs.flatMap((spec) => (spec.sizeId === null ? [] : [spec.sizeId])));
    const sizes =
      sizeIds.length === 0
        ? []
        : await db
            .select({ id: productSizes.id, size: productSizes.size, unit: productSizes.unit })
            .from(productSizes)
            .where(inArray(productSizes.id, sizeIds))
            .orderBy(asc(productSizes.id));
    items.push({
      name: sub.name,
      productName: sub.productName,
      unit: sub.unit,
      description: sub.description,
      specification: sub.specification,
      sizes: sizes.map((size) => ({
        size: size.size,
        unit: size.unit,
        kgPerUnit: distinct(specs.filter((spec) => spec.sizeId === size.id).map((spec) => trim(spec.kg))),
      })),
      yarnCounts: distinct(specs.flatMap((spec) => (spec.yarnCount === null ? [] : [trim(spec.yarnCount)]))).sort((a, b) => Number(a) - Number(b)),
      plies: distinct(specs.flatMap((spec) => (spec.ply === null ? [] : [spec.ply]))).sort(),
      oils: distinct(specs.flatMap((spec) => (spec.oil === null ? [] : [spec.oil]))).sort(),
      kgPerUnit: distinct(specs.map((spec) => trim(spec.kg))).sort((a, b) => Number(a) - Number(b)),
      fcl20: sub.fcl20 === null ? null : thousands(sub.fcl20),
      fcl40: sub.fcl40 === null ? null : thousands(sub.fcl40),
    });
  }
  const title = subs.length === 1 && subs[0] ? subs[0].productName || subs[0].name : category.name;
  return { title, category: category.name, facts: query.subCategoryId === undefined ? tradeFactsOf(query.categoryId) : productTradeFacts(query.categoryId, query.subCategoryId), items };
}

/** A made sheet: its title, its PDF and the PDF's entity tag. */
export interface MadeSheet {
  title: string;
  pdf: Buffer;
  etag: string;
}

/** Most bytes of PDFs kept (a sheet is 20 to 40 kB: the whole catalogue's sheets fit many times over). */
export const SPEC_SHEET_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The spec sheets of the product pages, each made once per catalogue version (`version()`:
 * the mill's day and the catalogue's version, so a change or a new day makes it anew) and then
 * served from memory. Making one costs 100 to 600 ms of CPU, spent in a worker thread
 * (spec-sheet-renderer.ts) so that the event loop stays free; the data is read here. So:
 * - requests for a sheet being made wait for that one making (never a second);
 * - sheets are read one at a time and made one at a time, in the worker, while health checks,
 *   logins and accepts go on;
 * - what is kept is bounded (`maxBytes`, least recently used out first; an older version's
 *   sheets are dropped when the version moves).
 * `close()` ends the worker (the server's close).
 */
export function createSpecSheetService(db: Db, options: { clock: Clock; version: () => Promise<string>; maxBytes?: number; idleMs?: number }) {
  const maxBytes = options.maxBytes ?? SPEC_SHEET_CACHE_BYTES;
  const renderer = createSpecSheetRenderer(options.idleMs === undefined ? {} : { idleMs: options.idleMs });
  const made = new Map<string, MadeSheet>();
  const making = new Map<string, Promise<MadeSheet | null>>();
  let keptVersion = "";
  let bytes = 0;

  const keep = (key: string, sheet: MadeSheet) => {
    made.set(key, sheet);
    bytes += sheet.pdf.length;
    for (const [oldest, entry] of made) {
      if (bytes <= maxBytes) break;
      made.delete(oldest);
      bytes -= entry.pdf.length;
    }
  };

  let reading: Promise<unknown> = Promise.resolve();
  /**
   * Reads the sheet's data after the sheets asked for before it (one reading at a time: on
   * PGlite every query waits in one line, a health check's too, and runs on this thread), then
   * has the worker make its PDF while the next one's data is read.
   */
  const make = async (query: SpecSheetQuery): Promise<MadeSheet | null> => {
    let spent = 0;
    const read = reading.then(async () => {
      const started = performance.now();
      try {
        return await specSheetData(db, query);
      } finally {
        spent = performance.now() - started;
      }
    });
    // As long again with the event loop free before the next reading (a category's sheet reads
    // a dozen products, and the first readings load the tables): a request arriving meanwhile,
    // which needs several turns of the loop, is not starved. The worker needs far longer per
    // sheet than this, so it never waits for the data.
    reading = read.catch(() => undefined).then(() => new Promise((resolve) => setTimeout(resolve, Math.min(spent, 1000))));
    const sheet = await read;
    if (!sheet) return null;
    const pdf = await renderer.render(sheet, { generatedOn: today(options.clock) }).catch((error: unknown) => {
      // The worker died twice over (or the server is stopping): say so, and let the client retry.
      if (error instanceof SpecSheetWorkerGone) throw new ApiError(503, "The spec sheet cannot be made at the moment; please try again shortly", { code: "unavailable", retryAfterSeconds: 5 });
      throw error;
    });
    return { title: sheet.title, pdf, etag: `"${createHash("sha256").update(pdf).digest("base64url").slice(0, 27)}"` };
  };

  return {
    /** The sheet of the product the ids name, dated the mill's today; null when they name none. */
    async sheetFor(query: SpecSheetQuery): Promise<MadeSheet | null> {
      const version = await options.version();
      if (version !== keptVersion) {
        made.clear();
        bytes = 0;
        keptVersion = version;
      }
      const key = `${version}|${query.categoryId}|${query.childCategoryId ?? ""}|${query.subCategoryId ?? ""}`;
      const kept = made.get(key);
      if (kept) {
        // Least recently used goes first: this one is now the most recent.
        made.delete(key);
        made.set(key, kept);
        return kept;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make(query).then((sheet) => {
          if (sheet && keptVersion === version) keep(key, sheet);
          return sheet;
        });
        making.set(key, pending);
        const done = () => making.delete(key);
        pending.then(done, done);
      }
      return pending;
    },
    /** Ends the worker that makes the PDFs (the server is closing). */
    close: () => renderer.close(),
  };
}

export type SpecSheetService = ReturnType<typeof createSpecSheetService>;
