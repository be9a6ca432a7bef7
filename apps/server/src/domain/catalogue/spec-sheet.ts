/**
 * Spec sheets: one PDF per product page, made from the catalogue as it stands (sub-categories,
 * sizes, yarn counts, plies and oils on offer, what a unit weighs, container loads) and the
 * trade facts (HS heading, packing). A spec sheet never holds a price: the query below reads
 * no price column, only what a unit weighs and which specs exist.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { particulars } from "@jute/api/company";
import type { Db } from "../../db/database";
import { categories, prices, productSizes, subCategories, type SpecLine } from "../../db/schema";
import { today, type Clock } from "../clock";
import { millPdf } from "../pdf";
import { productTradeFacts, tradeFactsOf, type TradeFacts } from "./trade-facts";


export interface SpecSheetQuery {
  categoryId: number;
  childCategoryId?: number;
  subCategoryId?: number;
}

export interface SpecSheetItem {
  name: string;
  productName: string;
  unit: string;
  description: string;
  specification: SpecLine[];
  sizes: { size: string; unit: string; kgPerUnit: string[] }[];
  yarnCounts: string[];
  plies: number[];
  oils: string[];
  kgPerUnit: string[];
  fcl20: string | null;
  fcl40: string | null;
}

export interface SpecSheet {
  title: string;
  category: string;
  facts: TradeFacts | null;
  items: SpecSheetItem[];
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

const unitLabel = (unit: string) => (unit === "MT" ? "tonne (MT)" : unit);

/** The spec sheet as an A4 PDF with its fonts embedded. */
export function renderSpecSheet(sheet: SpecSheet, options: { generatedOn: string }): Promise<Buffer> {
  const { doc, finished } = millPdf({ Title: `Spec sheet: ${sheet.title}` });

  const line = (label: string, value: string) => {
    doc.font("bold").fontSize(9.5).text(`${label}: `, { continued: true }).font("body").text(value);
  };

  doc.font("bold").fontSize(10).text(particulars.groupName);
  doc.font("body").fontSize(8.5).text(particulars.mills.map((mill) => mill.registeredName).join(" · "));
  doc.text(`${particulars.headOffice.join(", ")} · ${particulars.phone} · ${particulars.salesEmail}`);
  doc.moveDown(1);
  doc.font("bold").fontSize(18).text(`Spec sheet: ${sheet.title}`);
  doc.font("body").fontSize(9).text(`${sheet.category} · made from our catalogue on ${options.generatedOn} · no prices: members see them on the site, and a proforma invoice confirms them`);
  doc.moveDown(0.8);
  if (sheet.facts) {
    line("HS code", `${sheet.facts.hsCode} (${sheet.facts.hsDescription})`);
    line("Packing", sheet.facts.packing);
    doc.moveDown(0.6);
  }

  for (const item of sheet.items) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.font("bold").fontSize(13).text(item.productName && item.productName !== item.name ? `${item.name}: ${item.productName}` : item.name);
    doc.font("body").fontSize(9.5);
    if (item.description) doc.text(item.description);
    doc.moveDown(0.3);
    line("Sold by", unitLabel(item.unit));
    for (const spec of item.specification) line(spec.label, spec.value);
    if (item.yarnCounts.length > 0) line("Yarn counts (lbs/spyndle)", item.yarnCounts.join(", "));
    if (item.plies.length > 0) line("Ply", item.plies.join(", "));
    if (item.oils.length > 0) line("Batching oil", item.oils.map((oil) => (oil === "VOT" ? "VOT (vegetable oil, food grade)" : "MOT (mineral oil)")).join(", "));
    if (item.sizes.length > 0) {
      line(
        "Sizes",
        item.sizes
          .map((size) => {
            const weight = size.kgPerUnit.length > 0 ? ` (${size.kgPerUnit.join(" / ")} kg per ${item.unit === "MT" ? "MT" : item.unit})` : "";
            return `${size.size}${size.unit && !size.size.endsWith(size.unit) ? ` ${size.unit}` : ""}${weight}`;
          })
          .join("; "),
      );
    } else if (item.kgPerUnit.length > 0 && item.unit !== "MT") {
      line(`Weight per ${item.unit}`, `${item.kgPerUnit.join(" / ")} kg`);
    }
    if (item.fcl20 || item.fcl40) {
      line("Container load", `${item.fcl20 ?? "-"} ${item.unit} in a 20' container, ${item.fcl40 ?? "-"} ${item.unit} in a 40' container (indicative)`);
    }
    doc.moveDown(0.8);
  }
  doc.end();
  return finished;
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
 * served from memory. Making one costs 100 to 600 ms of CPU that nothing else runs during, so:
 * - requests for a sheet being made wait for that one making (never a second);
 * - sheets are made one at a time, the event loop free between them for as long as the last
 *   one took (health checks, logins and accepts wait about one sheet, never fifty);
 * - what is kept is bounded (`maxBytes`, least recently used out first; an older version's
 *   sheets are dropped when the version moves).
 */
export function createSpecSheetService(db: Db, options: { clock: Clock; version: () => Promise<string>; maxBytes?: number }) {
  const maxBytes = options.maxBytes ?? SPEC_SHEET_CACHE_BYTES;
  const made = new Map<string, MadeSheet>();
  const making = new Map<string, Promise<MadeSheet | null>>();
  let keptVersion = "";
  let bytes = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const keep = (key: string, sheet: MadeSheet) => {
    made.set(key, sheet);
    bytes += sheet.pdf.length;
    for (const [oldest, entry] of made) {
      if (bytes <= maxBytes) break;
      made.delete(oldest);
      bytes -= entry.pdf.length;
    }
  };

  /** Makes a sheet after the ones queued before it, with a turn of the event loop in between. */
  const makeInTurn = (query: SpecSheetQuery): Promise<MadeSheet | null> => {
    let spent = 0;
    const turn = queue.then(async () => {
      const started = performance.now();
      try {
        const sheet = await specSheetData(db, query);
        if (!sheet) return null;
        const pdf = await renderSpecSheet(sheet, { generatedOn: today(options.clock) });
        return { title: sheet.title, pdf, etag: `"${createHash("sha256").update(pdf).digest("base64url").slice(0, 27)}"` };
      } finally {
        spent = performance.now() - started;
      }
    });
    // As long again with the event loop free before the next making (at most half the CPU goes
    // to sheets): a request arriving meanwhile, which needs several turns of the loop (accept,
    // read, answer), is not starved by one sheet after another.
    queue = turn.catch(() => undefined).then(() => new Promise((resolve) => setTimeout(resolve, Math.min(spent, 1000))));
    return turn;
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
        pending = makeInTurn(query).then((sheet) => {
          if (sheet && keptVersion === version) keep(key, sheet);
          return sheet;
        });
        making.set(key, pending);
        const done = () => making.delete(key);
        pending.then(done, done);
      }
      return pending;
    },
  };
}

export type SpecSheetService = ReturnType<typeof createSpecSheetService>;
