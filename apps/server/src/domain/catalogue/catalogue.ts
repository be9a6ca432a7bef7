/**
 * Reads of the catalogue and the price list, shaped as the original's replies.
 *
 * The catalogue is small and read far more than written, so the server keeps a snapshot of
 * it in memory: every category, size and port, and every quote in force today (price row x
 * port, costed by `unitPrice` of @jute/api's pricing module: the ex-mill price in force plus
 * the truck fare for what one unit weighs, rounded to cents). Requests filter the snapshot; every filter given narrows the
 * result and filters left empty are ignored.
 *
 * Never stale: the snapshot is reloaded when the catalogue version moves (triggers bump it on
 * any change) or the day turns. With PGlite the change is notified in-process as it commits;
 * with a shared PostgreSQL each request reads the version (one indexed row) first.
 * Never to a visitor: the reply is built with `cost: null` unless the caller is a member.
 * The quote service asks `costOf(spec)`: what one spec costs at one mill, delivered to one port.
 */
import { sql } from "drizzle-orm";
import type {
  Category,
  ChildCategory,
  CostResult,
  ParsedCatalogueRequest,
  ProductSize,
  SubCategory,
  TruckFare,
} from "@jute/api/contract";
import { unitPrice } from "@jute/api/contract";
import type { Database, Db } from "../../db/database";
import type { QuoteListSpec } from "../../db/schema";
import { today, type Clock } from "../clock";
import { faresInForce, pricesInForce } from "./prices-in-force";

/** Most rows one list reply carries; a wider search is told to narrow down. */
export const LIST_LIMIT = 500;

type Row = Record<string, unknown>;

const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Numeric columns come back as strings: show 8.00 as "8" and 11.50 as "11.5". */
const trimNumber = (value: unknown) => (value === null || value === undefined ? "" : String(Number(value)));

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** A quote with the numbers its filters compare. */
interface Quote {
  result: CostResult;
  categoryId: number;
  childCategoryId: number | null;
  subCategoryId: number;
  companyId: number;
  productSizeId: number | null;
  yarnCount: number | null;
  ply: number | null;
  oil: string | null;
  truckFareId: number;
}

interface Snapshot {
  day: string;
  categories: Category[];
  childCategories: ChildCategory[];
  subCategories: (SubCategory & { childId: number | null; subId: number; categoryNumber: number })[];
  truckFares: TruckFare[];
  sizes: (ProductSize & { categoryNumber: number; subNumber: number | null })[];
  quotesBySubCategory: Map<number, Quote[]>;
  quotes: Quote[];
}

/** A spec as a quote request names it (the type lives with the quote list's column that stores one). */
export type Spec = QuoteListSpec;

/** What `quotesMatching` filters by; undefined matches anything. */
interface Filters {
  category?: number | undefined;
  child?: number | undefined;
  sub?: number | undefined;
  company?: number | undefined;
  size?: number | undefined;
  count?: number | undefined;
  ply?: number | undefined;
  oil?: string | undefined;
  port?: number | undefined;
}

/** An id or a number from the wire; empty or absent means "any". */
const wanted = (value: string | undefined) => (value ? Number(value) : undefined);

function quotesMatching(loaded: Snapshot, filters: Filters): Quote[] {
  const candidates = filters.sub !== undefined ? (loaded.quotesBySubCategory.get(filters.sub) ?? []) : loaded.quotes;
  return candidates.filter(
    (quote) =>
      (filters.category === undefined || quote.categoryId === filters.category) &&
      (filters.child === undefined || quote.childCategoryId === filters.child) &&
      (filters.company === undefined || quote.companyId === filters.company) &&
      (filters.size === undefined || quote.productSizeId === filters.size) &&
      (filters.count === undefined || quote.yarnCount === filters.count) &&
      (filters.ply === undefined || quote.ply === filters.ply) &&
      (filters.oil === undefined || quote.oil === filters.oil) &&
      (filters.port === undefined || quote.truckFareId === filters.port),
  );
}

export interface CatalogueService {
  /** Which catalogue is in force: the mill's day and the catalogue's version ("2026-11-25#7"); moves with any change. */
  version(): Promise<string>;
  categories(): Promise<Category[]>;
  subCategories(query: ParsedCatalogueRequest): Promise<SubCategory[]>;
  childCategories(query: ParsedCatalogueRequest): Promise<ChildCategory[]>;
  truckFares(): Promise<TruckFare[]>;
  productSizes(query: ParsedCatalogueRequest): Promise<ProductSize[]>;
  /** Quotes; `total` counts all matches when more than LIST_LIMIT were found. */
  list(query: ParsedCatalogueRequest, withCost: boolean): Promise<{ data: CostResult[]; total: number }>;
  /** One sub-category (a product) by its id. */
  subCategory(id: number): Promise<SubCategory | undefined>;
  /** The sizes a product comes in: its own and its category's. */
  sizesOf(product: { categoryId: number; subCategoryId: number }): Promise<ProductSize[]>;
  /** What a spec costs, with the cost: every quote in force that it matches (one when the spec is complete). */
  costOf(spec: Spec): Promise<CostResult[]>;
}

export function createCatalogueService(database: Database, options: { clock: Clock }): CatalogueService {
  const { db } = database;
  // The day turns by the injected clock (tests move it): a scheduled list takes effect then.
  const { clock } = options;
  const utcDay = () => today(clock);
  let snapshot: (Snapshot & { key: string }) | undefined;
  let loading: { key: string; promise: Promise<Snapshot & { key: string }> } | undefined;
  // In-process databases: a change bumps the generation as it commits.
  let generation = 0;
  const listening =
    database.consistency === "in-process"
      ? database.listen("catalogue_changed", () => {
          generation += 1;
        })
      : Promise.resolve();

  async function currentKey(): Promise<string> {
    if (database.consistency === "in-process") {
      await listening;
      return `${utcDay()}#${generation}`;
    }
    const [found] = await rows(db, sql`select version from catalogue_version where id = 1`);
    return `${utcDay()}#${str(found?.version)}`;
  }

  async function current(): Promise<Snapshot> {
    // The key is read before the data, so a change during a load makes the next call reload.
    const key = await currentKey();
    if (snapshot?.key === key) return snapshot;
    if (loading?.key !== key) {
      const promise = load(db, key.slice(0, 10)).then((loaded) => {
        const next = { ...loaded, key };
        snapshot = next;
        return next;
      });
      loading = { key, promise };
      promise.then(
        () => (loading = loading?.promise === promise ? undefined : loading),
        () => (loading = loading?.promise === promise ? undefined : loading),
      );
    }
    return loading.promise;
  }

  return {
    version: currentKey,

    async categories() {
      return (await current()).categories;
    },

    async subCategories(query) {
      const { subCategories } = await current();
      return subCategories
        .filter(
          (sub) =>
            (!query.category_id || sub.categoryNumber === Number(query.category_id)) &&
            (!query.child_category_id || sub.childId === Number(query.child_category_id)) &&
            (!query.sub_category_id || sub.subId === Number(query.sub_category_id)),
        )
        .map(({ childId: _child, subId: _sub, categoryNumber: _category, ...sub }) => sub);
    },

    async childCategories(query) {
      return (await current()).childCategories.filter((child) => child.category_id === String(Number(query.category_id)));
    },

    async truckFares() {
      return (await current()).truckFares;
    },

    async productSizes(query) {
      const category = Number(query.category_id);
      const sub = query.sub_category_id ? Number(query.sub_category_id) : undefined;
      return (await current()).sizes
        // Category-wide sizes (rope diameters) apply to every sub-category of the category.
        .filter((size) => size.categoryNumber === category && (sub === undefined || size.subNumber === sub || size.subNumber === null))
        .map(({ categoryNumber: _category, subNumber: _sub, ...size }) => size);
    },

    async list(query, withCost) {
      const count = query.count ?? query.cost_count;
      const matches = quotesMatching(await current(), {
        category: wanted(query.category_id),
        child: wanted(query.child_category_id),
        sub: wanted(query.sub_category_id),
        company: wanted(query.company_id),
        size: wanted(query.product_size_id),
        count: wanted(count),
        ply: wanted(query.ply),
        oil: query.oil,
        port: wanted(query.truck_fare_id),
      });
      const data = matches.slice(0, LIST_LIMIT).map((quote) => (withCost ? quote.result : { ...quote.result, cost: null }));
      return { data, total: matches.length };
    },

    async subCategory(id) {
      const found = (await current()).subCategories.find((sub) => sub.subId === id);
      if (!found) return undefined;
      const { childId: _child, subId: _sub, categoryNumber: _category, ...sub } = found;
      return sub;
    },

    async sizesOf(product) {
      const { sizes } = await current();
      return sizes
        .filter((size) => size.categoryNumber === product.categoryId && (size.subNumber === product.subCategoryId || size.subNumber === null))
        .map(({ categoryNumber: _category, subNumber: _sub, ...size }) => size);
    },

    async costOf(spec) {
      const matches = quotesMatching(await current(), {
        sub: wanted(spec.sub_category_id),
        company: wanted(spec.company_id),
        port: wanted(spec.truck_fare_id),
        size: wanted(spec.product_size_id),
        count: wanted(spec.count),
        ply: wanted(spec.ply),
        oil: spec.oil,
      });
      return matches.map((quote) => quote.result);
    },
  };
}

/** Reads the whole catalogue in one transaction, so that its parts agree with each other. */
function load(db: Db, day: string): Promise<Snapshot> {
  return db.transaction((tx) => readSnapshot(tx, day), { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function readSnapshot(db: Db, day: string): Promise<Snapshot> {
  const [categoryRows, childRows, subRows, fareRows, sizeRows, quoteRows] = [
    await rows(db, sql`select id, name, img from categories order by position, id`),
    await rows(db, sql`select category_id, id, name, img from child_categories order by category_id, id`),
    await rows(
      db,
      sql`select s.id, s.category_id, c.name as category_name, s.child_category_id, cc.name as child_category_name,
                 s.name, s.img, s.unit, s.description, s.specification, s.fcl20, s.fcl40
          from sub_categories s
          join categories c on c.id = s.category_id
          left join child_categories cc on cc.category_id = s.category_id and cc.id = s.child_category_id
          order by s.position, s.id`,
    ),
    await rows(db, sql`select id, location from truck_fares order by id`),
    await rows(db, sql`select id, category_id, sub_category_id, size, unit from product_sizes order by id`),
    await rows(
      db,
      sql`with cur as (${pricesInForce(day)}), fare as (${faresInForce(day)})
          select cur.id, cur.company_id, co.code as company, cur.sub_category_id, s.category_id, s.child_category_id,
                 s.name as sub_category, s.product_name, s.img, s.unit, c.name as category,
                 cur.product_size_id, z.size, z.unit as size_unit, cur.yarn_count, cur.ply, cur.oil,
                 to_char(cur.effective_from, 'YYYY-MM-DD') as effective_from,
                 f.id as truck_fare_id, f.location,
                 cur.ex_mill_usd::text as mill_price, f.usd_per_tonne::text as fare_per_tonne, cur.kg_per_unit::text as kg_per_unit
          from cur
          join sub_categories s on s.id = cur.sub_category_id
          join categories c on c.id = s.category_id
          join companies co on co.id = cur.company_id
          left join product_sizes z on z.id = cur.product_size_id
          cross join fare f
          order by s.position, cur.company_id, cur.product_size_id nulls first, cur.yarn_count nulls first,
                   cur.ply nulls first, cur.oil nulls first, f.id`,
    ),
  ];

  const quotes = quoteRows.map((row): Quote => {
    const size = row.size === null || row.size === undefined ? "" : `${str(row.size)} ${str(row.size_unit)}`.trim();
    const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      categoryId: Number(row.category_id),
      childCategoryId: numberOrNull(row.child_category_id),
      subCategoryId: Number(row.sub_category_id),
      companyId: Number(row.company_id),
      productSizeId: numberOrNull(row.product_size_id),
      yarnCount: numberOrNull(row.yarn_count),
      ply: numberOrNull(row.ply),
      oil: row.oil === null || row.oil === undefined ? null : String(row.oil),
      truckFareId: Number(row.truck_fare_id),
      result: {
        price_id: str(row.id),
        category_id: str(row.category_id),
        sub_category_id: str(row.sub_category_id),
        child_category_id: str(row.child_category_id),
        product_size_id: str(row.product_size_id),
        truck_fare_id: str(row.truck_fare_id),
        company_id: str(row.company_id),
        company: str(row.company),
        name: str(row.product_name),
        category: str(row.category),
        sub_category: str(row.sub_category),
        size,
        unit: str(row.unit),
        currency: "USD",
        cost: unitPrice(str(row.mill_price), str(row.fare_per_tonne), str(row.kg_per_unit)),
        effective_from: str(row.effective_from),
        img: str(row.img),
        items: [{ cost_count: trimNumber(row.yarn_count), ply: str(row.ply), oil: str(row.oil), location: str(row.location) }],
      },
    };
  });
  const quotesBySubCategory = new Map<number, Quote[]>();
  for (const quote of quotes) {
    const bucket = quotesBySubCategory.get(quote.subCategoryId);
    if (bucket) bucket.push(quote);
    else quotesBySubCategory.set(quote.subCategoryId, [quote]);
  }

  return {
    day,
    categories: categoryRows.map((row) => ({ category_id: str(row.id), category_name: str(row.name), img: str(row.img) })),
    childCategories: childRows.map((row) => ({
      category_id: str(row.category_id),
      child_category_id: str(row.id),
      child_category_name: str(row.name),
      img: str(row.img),
    })),
    subCategories: subRows.map((row) => ({
      category_id: str(row.category_id),
      category_name: str(row.category_name),
      sub_category_id: str(row.id),
      sub_category_name: str(row.name),
      child_category_id: str(row.child_category_id),
      child_category_name: str(row.child_category_name),
      img: str(row.img),
      unit: str(row.unit),
      description: str(row.description),
      specification: parseSpecification(row.specification),
      fcl_20: trimNumber(row.fcl20),
      fcl_40: trimNumber(row.fcl40),
      childId: row.child_category_id === null || row.child_category_id === undefined ? null : Number(row.child_category_id),
      subId: Number(row.id),
      categoryNumber: Number(row.category_id),
    })),
    truckFares: fareRows.map((row) => ({ truck_fare_id: str(row.id), location: str(row.location) })),
    sizes: sizeRows.map((row) => ({
      product_size_id: str(row.id),
      category_id: str(row.category_id),
      sub_category_id: str(row.sub_category_id),
      size: str(row.size),
      unit: str(row.unit),
      categoryNumber: Number(row.category_id),
      subNumber: row.sub_category_id === null || row.sub_category_id === undefined ? null : Number(row.sub_category_id),
    })),
    quotesBySubCategory,
    quotes,
  };
}

function parseSpecification(value: unknown): { label: string; value: string }[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.map((line: { label?: unknown; value?: unknown }) => ({ label: str(line.label), value: str(line.value) }));
}
