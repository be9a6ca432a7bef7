/**
 * The price in force and the fare in force, written once against the drizzle schema: for each
 * spec (company, sub-category, size, yarn count, ply, oil) the newest row on or before the day,
 * unless that row retires the spec; for each port the newest dated fare on or before the day,
 * else the port's base fare. The catalogue's quotes and the staff price list both use these.
 */
import { sql, type SQL } from "drizzle-orm";
import { prices, truckFareRates, truckFares } from "../../db/schema";

const specKey = sql`${prices.companyId}, ${prices.subCategoryId}, coalesce(${prices.productSizeId}, 0), coalesce(${prices.yarnCount}, 0), coalesce(${prices.ply}, 0), coalesce(${prices.oil}, '')`;

/** Rows: id, company_id, sub_category_id, product_size_id, yarn_count, ply, oil, ex_mill_usd, kg_per_unit, effective_from, change_id. */
export function pricesInForce(day: string): SQL {
  return sql`select * from (
      select distinct on (${specKey})
             ${prices.id} as id, ${prices.companyId} as company_id, ${prices.subCategoryId} as sub_category_id,
             ${prices.productSizeId} as product_size_id, ${prices.yarnCount} as yarn_count, ${prices.ply} as ply,
             ${prices.oil} as oil, ${prices.exMillUsd} as ex_mill_usd, ${prices.kgPerUnit} as kg_per_unit,
             ${prices.effectiveFrom} as effective_from, ${prices.retired} as retired, ${prices.changeId} as change_id
      from ${prices}
      where ${prices.effectiveFrom} <= ${day}::date
      order by ${specKey}, ${prices.effectiveFrom} desc
    ) in_force where not in_force.retired`;
}

/** Rows: id, location, usd_per_tonne, effective_from (null for the base fare). */
export function faresInForce(day: string): SQL {
  return sql`select ${truckFares.id} as id, ${truckFares.location} as location,
      coalesce(rate.usd_per_tonne, ${truckFares.usdPerTonne}) as usd_per_tonne,
      to_char(rate.effective_from, 'YYYY-MM-DD') as effective_from
    from ${truckFares}
    left join lateral (
      select ${truckFareRates.usdPerTonne} as usd_per_tonne, ${truckFareRates.effectiveFrom} as effective_from
      from ${truckFareRates}
      where ${truckFareRates.truckFareId} = ${truckFares.id} and ${truckFareRates.effectiveFrom} <= ${day}::date
      order by ${truckFareRates.effectiveFrom} desc limit 1
    ) rate on true`;
}
