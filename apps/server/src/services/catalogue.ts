/**
 * Reads of the catalogue and the price list, shaped as the original's replies.
 *
 * Every filter the caller gives narrows the result; filters left empty are ignored. A quote
 * is the ex-mill price in force today plus the truck fare to the port for what one unit
 * weighs, rounded to cents. The price is only computed (and only leaves the database) for a
 * member: a visitor's query selects no price column at all.
 */
import { sql, type SQL } from "drizzle-orm";
import type {
  Category,
  ChildCategory,
  CostResult,
  ParsedCatalogueRequest,
  ProductSize,
  SubCategory,
  TruckFare,
} from "@jute/api/contract";
import type { Db } from "../db/database";

/** Most rows one list reply carries; a wider search is told to narrow down. */
export const LIST_LIMIT = 500;

type Row = Record<string, unknown>;

const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Numeric columns come back as strings: show 8.00 as "8" and 11.50 as "11.5". */
const trimNumber = (value: unknown) => (value === null || value === undefined ? "" : String(Number(value)));

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const where = (conditions: SQL[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

export interface CatalogueService {
  categories(): Promise<Category[]>;
  subCategories(query: ParsedCatalogueRequest): Promise<SubCategory[]>;
  childCategories(query: ParsedCatalogueRequest): Promise<ChildCategory[]>;
  truckFares(): Promise<TruckFare[]>;
  productSizes(query: ParsedCatalogueRequest): Promise<ProductSize[]>;
  /** Quotes; `total` counts all matches when more than LIST_LIMIT were found. */
  list(query: ParsedCatalogueRequest, withCost: boolean): Promise<{ data: CostResult[]; total: number }>;
}

export function createCatalogueService(db: Db): CatalogueService {
  return {
    async categories() {
      const found = await rows(db, sql`select id, name, img from categories order by position, id`);
      return found.map((row) => ({ category_id: str(row.id), category_name: str(row.name), img: str(row.img) }));
    },

    async subCategories(query) {
      const conditions: SQL[] = [];
      if (query.category_id) conditions.push(sql`s.category_id = ${Number(query.category_id)}`);
      if (query.child_category_id) conditions.push(sql`s.child_category_id = ${Number(query.child_category_id)}`);
      if (query.sub_category_id) conditions.push(sql`s.id = ${Number(query.sub_category_id)}`);
      const found = await rows(
        db,
        sql`select s.id, s.category_id, c.name as category_name, s.child_category_id, cc.name as child_category_name,
                   s.name, s.img, s.unit, s.description, s.specification
            from sub_categories s
            join categories c on c.id = s.category_id
            left join child_categories cc on cc.category_id = s.category_id and cc.id = s.child_category_id
            ${where(conditions)}
            order by s.position, s.id`,
      );
      return found.map((row) => ({
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
      }));
    },

    async childCategories(query) {
      const found = await rows(
        db,
        sql`select category_id, id, name, img from child_categories
            where category_id = ${Number(query.category_id)} order by id`,
      );
      return found.map((row) => ({
        category_id: str(row.category_id),
        child_category_id: str(row.id),
        child_category_name: str(row.name),
        img: str(row.img),
      }));
    },

    async truckFares() {
      const found = await rows(db, sql`select id, location from truck_fares order by id`);
      return found.map((row) => ({ truck_fare_id: str(row.id), location: str(row.location) }));
    },

    async productSizes(query) {
      const conditions: SQL[] = [sql`category_id = ${Number(query.category_id)}`];
      if (query.sub_category_id) {
        // Category-wide sizes (rope diameters) apply to every sub-category of the category.
        conditions.push(sql`(sub_category_id = ${Number(query.sub_category_id)} or sub_category_id is null)`);
      }
      const found = await rows(db, sql`select id, category_id, sub_category_id, size, unit from product_sizes ${where(conditions)} order by id`);
      return found.map((row) => ({
        product_size_id: str(row.id),
        category_id: str(row.category_id),
        sub_category_id: str(row.sub_category_id),
        size: str(row.size),
        unit: str(row.unit),
      }));
    },

    async list(query, withCost) {
      const priceFilters: SQL[] = [sql`p.effective_from <= current_date`];
      const count = query.count ?? query.cost_count;
      if (query.company_id) priceFilters.push(sql`p.company_id = ${Number(query.company_id)}`);
      if (query.sub_category_id) priceFilters.push(sql`p.sub_category_id = ${Number(query.sub_category_id)}`);
      if (query.product_size_id) priceFilters.push(sql`p.product_size_id = ${Number(query.product_size_id)}`);
      if (count) priceFilters.push(sql`p.yarn_count = ${count}::numeric`);
      if (query.ply) priceFilters.push(sql`p.ply = ${Number(query.ply)}`);
      if (query.oil) priceFilters.push(sql`p.oil = ${query.oil}`);

      const outerFilters: SQL[] = [];
      if (query.category_id) outerFilters.push(sql`s.category_id = ${Number(query.category_id)}`);
      if (query.child_category_id) outerFilters.push(sql`s.child_category_id = ${Number(query.child_category_id)}`);
      if (query.truck_fare_id) outerFilters.push(sql`f.id = ${Number(query.truck_fare_id)}`);

      const cost = withCost
        ? sql`round(cur.ex_mill_usd + f.usd_per_tonne * cur.kg_per_unit / 1000, 2)`
        : sql`null::numeric`;

      const found = await rows(
        db,
        sql`with cur as (
              select distinct on (p.company_id, p.sub_category_id, coalesce(p.product_size_id, 0),
                                  coalesce(p.yarn_count, 0), coalesce(p.ply, 0), coalesce(p.oil, ''))
                     p.id, p.company_id, p.sub_category_id, p.product_size_id, p.yarn_count, p.ply, p.oil,
                     p.ex_mill_usd, p.kg_per_unit, p.effective_from
              from prices p
              ${where(priceFilters)}
              order by p.company_id, p.sub_category_id, coalesce(p.product_size_id, 0),
                       coalesce(p.yarn_count, 0), coalesce(p.ply, 0), coalesce(p.oil, ''), p.effective_from desc
            )
            select cur.id, cur.company_id, co.code as company, cur.sub_category_id, s.category_id, s.child_category_id,
                   s.name as sub_category, s.product_name, s.img, s.unit, c.name as category,
                   cur.product_size_id, z.size, z.unit as size_unit, cur.yarn_count, cur.ply, cur.oil,
                   to_char(cur.effective_from, 'YYYY-MM-DD') as effective_from,
                   f.id as truck_fare_id, f.location, ${cost} as cost,
                   count(*) over () as total
            from cur
            join sub_categories s on s.id = cur.sub_category_id
            join categories c on c.id = s.category_id
            join companies co on co.id = cur.company_id
            left join product_sizes z on z.id = cur.product_size_id
            cross join truck_fares f
            ${where(outerFilters)}
            order by s.position, cur.company_id, cur.product_size_id nulls first, cur.yarn_count nulls first,
                     cur.ply nulls first, cur.oil nulls first, f.id
            limit ${LIST_LIMIT}`,
      );

      const data = found.map((row): CostResult => {
        const size = row.size === null || row.size === undefined ? "" : `${str(row.size)} ${str(row.size_unit)}`.trim();
        return {
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
          cost: withCost && row.cost !== null && row.cost !== undefined ? Number(row.cost) : null,
          effective_from: str(row.effective_from),
          img: str(row.img),
          items: [
            {
              cost_count: trimNumber(row.yarn_count),
              ply: str(row.ply),
              oil: str(row.oil),
              location: str(row.location),
            },
          ],
        };
      });
      const total = found.length > 0 ? Number(found[0]?.total ?? found.length) : 0;
      return { data, total };
    },
  };
}

function parseSpecification(value: unknown): { label: string; value: string }[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.map((line: { label?: unknown; value?: unknown }) => ({ label: str(line.label), value: str(line.value) }));
}
