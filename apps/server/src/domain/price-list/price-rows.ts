/**
 * The price list's rows as the database holds them, read one way: `priceRowOf` is the one
 * mapping from a database row (snake_case columns, numerics as text) to a PriceRow, used for
 * the list in force, the scheduled lists and the rows a cancel removes. Also here: the
 * catalogue index a file is checked against and the list in force on a day. (The catalogue
 * version and the effective date rule, shared with the fares, are in ../changes/.)
 */
import { catalogueId, categories, yarnCountsFor } from "@jute/api/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { AuditPriceRow } from "../../db/schema";
import { pricesInForce } from "../catalogue/prices-in-force";
import { canonical, type CatalogueIndex, type PriceRow } from "./price-list-csv";

export type Row = Record<string, unknown>;

export async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A `prices` row (or a row of pricesInForce) as a PriceRow; the company by its code. */
export function priceRowOf(row: Row, index: Pick<CatalogueIndex, "companyCodes">): PriceRow {
  const companyId = Number(row.company_id);
  return {
    companyId,
    company: index.companyCodes.get(companyId) ?? String(companyId),
    subCategoryId: Number(row.sub_category_id),
    productSizeId: numberOrNull(row.product_size_id),
    yarnCount: row.yarn_count === null || row.yarn_count === undefined ? null : canonical(String(row.yarn_count)),
    ply: numberOrNull(row.ply),
    oil: row.oil === null || row.oil === undefined ? null : (String(row.oil) as "MOT" | "VOT"),
    kgPerUnit: row.kg_per_unit === null || row.kg_per_unit === undefined ? "" : canonical(String(row.kg_per_unit)),
    exMillUsd: canonical(String(row.ex_mill_usd)),
  };
}

/** A PriceRow as the audit log keeps it. */
export const toAudit = (row: PriceRow): AuditPriceRow => ({
  company: row.company,
  sub_category_id: String(row.subCategoryId),
  product_size_id: row.productSizeId === null ? "" : String(row.productSizeId),
  yarn_count: row.yarnCount ?? "",
  ply: row.ply === null ? "" : String(row.ply),
  oil: row.oil ?? "",
  kg_per_unit: row.kgPerUnit,
  ex_mill_usd: row.exMillUsd,
});

/** An audited row back as a PriceRow (a restore re-applies them). */
export const fromAudit = (row: AuditPriceRow, index: CatalogueIndex): PriceRow => ({
  companyId: index.companies.get(row.company) ?? 0,
  company: row.company,
  subCategoryId: Number(row.sub_category_id),
  productSizeId: row.product_size_id === "" ? null : Number(row.product_size_id),
  yarnCount: row.yarn_count === "" ? null : row.yarn_count,
  ply: row.ply === "" ? null : Number(row.ply),
  oil: row.oil === "" ? null : (row.oil as "MOT" | "VOT"),
  kgPerUnit: row.kg_per_unit,
  exMillUsd: row.ex_mill_usd,
});

/** What a file is checked against: companies, sub-categories and sizes. */
export async function catalogueIndex(tx: Db): Promise<CatalogueIndex> {
  const [companyRows, subRows, sizeRows] = [
    await rows(tx, sql`select id, code from companies`),
    await rows(
      tx,
      sql`select s.id, s.category_id, s.name, c.name as category_name,
                 exists (select 1 from prices p where p.sub_category_id = s.id and p.yarn_count is not null) or s.category_id = ${catalogueId(categories.yarn.category_id)} as yarn
          from sub_categories s join categories c on c.id = s.category_id`,
    ),
    await rows(tx, sql`select id, category_id, sub_category_id, trim(size || ' ' || unit) as label from product_sizes`),
  ];
  const sizes = new Map(
    sizeRows.map((row) => [
      Number(row.id),
      { categoryId: Number(row.category_id), subCategoryId: row.sub_category_id === null ? null : Number(row.sub_category_id), label: String(row.label) },
    ]),
  );
  const subCategories = new Map(
    subRows.map((row) => [
      Number(row.id),
      {
        categoryId: Number(row.category_id),
        name: String(row.name),
        categoryName: String(row.category_name),
        yarn: row.yarn === true,
        // The counts a member can choose: a yarn price at any other count could never be seen.
        counts: row.yarn === true ? yarnCountsFor(String(row.name)) : [],
      },
    ]),
  );
  const sized = new Set<number>();
  for (const [id, sub] of subCategories) {
    for (const size of sizes.values()) {
      if (size.categoryId === sub.categoryId && (size.subCategoryId === null || size.subCategoryId === id)) sized.add(id);
    }
  }
  return {
    companies: new Map(companyRows.map((row) => [String(row.code).toUpperCase(), Number(row.id)])),
    companyCodes: new Map(companyRows.map((row) => [Number(row.id), String(row.code)])),
    subCategories,
    sizes,
    sized,
  };
}

/** The list in force on a day, in a stable order. */
export async function listAt(tx: Db, at: string, index: CatalogueIndex): Promise<PriceRow[]> {
  const found = await rows(
    tx,
    sql`select * from (${pricesInForce(at)}) p
        order by p.company_id, p.sub_category_id, p.product_size_id nulls first, p.yarn_count nulls first, p.ply nulls first, p.oil nulls first`,
  );
  return found.map((row) => priceRowOf(row, index));
}
