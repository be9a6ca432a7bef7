/**
 * Loads the seed catalogue once: on a database whose catalogue is empty. A restart, or a
 * second instance, finds it filled and does nothing.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./handle";
import { categories, childCategories, companies, prices, productSizes, subCategories, truckFares } from "./schema";
import {
  seedCategoryId,
  SEED_EFFECTIVE_FROM,
  companyPremiumRatio,
  ropeTypeRatio,
  seedCategories,
  seedChildCategories,
  seedCompanies,
  seedSizes,
  seedSubCategories,
  seedTruckFares,
  seedUnsizedPrices,
  yarnCounts,
  yarnPricePerTonne,
} from "./seed-data";
import { fclQuantities } from "./fcl-data";

type PriceRow = typeof prices.$inferInsert;

const fclColumns = (id: number) => {
  const fcl = fclQuantities[id];
  return fcl ? { fcl20: String(fcl[0]), fcl40: String(fcl[1]) } : {};
};

const money = (value: number) => value.toFixed(4);

/** Every price row of the seed list, for both companies. */
export function seedPriceRows(): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const company of seedCompanies) {
    const ratio = companyPremiumRatio[company.id] ?? 1;
    const add = (row: Omit<PriceRow, "companyId" | "effectiveFrom" | "exMillUsd"> & { usd: number }) => {
      const { usd, ...rest } = row;
      rows.push({ ...rest, companyId: company.id, exMillUsd: money(usd * ratio), effectiveFrom: SEED_EFFECTIVE_FROM });
    };
    for (const sub of seedSubCategories.filter((entry) => entry.categoryId === seedCategoryId.yarn)) {
      for (const count of yarnCounts[sub.name] ?? []) {
        for (const ply of [1, 2] as const) {
          for (const oil of ["MOT", "VOT"] as const) {
            add({ subCategoryId: sub.id, yarnCount: String(count), ply, oil, kgPerUnit: "1000", usd: yarnPricePerTonne(sub.name, count, ply, oil) });
          }
        }
      }
    }
    for (const size of seedSizes) {
      const subIds = size.subCategoryId !== null ? [size.subCategoryId] : seedSubCategories.filter((sub) => sub.categoryId === size.categoryId).map((sub) => sub.id);
      for (const subCategoryId of subIds) {
        const typeRatio = ropeTypeRatio[subCategoryId] ?? 1;
        add({ subCategoryId, productSizeId: size.id, kgPerUnit: String(size.kg), usd: size.usd * typeRatio });
      }
    }
    for (const entry of seedUnsizedPrices) {
      add({ subCategoryId: entry.subCategoryId, kgPerUnit: String(entry.kg), usd: entry.usd });
    }
  }
  return rows;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.count ?? 0) > 0) return false;
    await tx.insert(companies).values(seedCompanies);
    await tx.insert(categories).values(seedCategories);
    await tx.insert(childCategories).values(seedChildCategories);
    await tx.insert(subCategories).values(seedSubCategories.map((sub, position) => ({ ...sub, position, ...fclColumns(sub.id) })));
    await tx.insert(truckFares).values(seedTruckFares);
    await tx.insert(productSizes).values(seedSizes.map(({ id, categoryId, subCategoryId, size, unit }) => ({ id, categoryId, subCategoryId, size, unit })));
    const rows = seedPriceRows();
    for (let start = 0; start < rows.length; start += 200) {
      await tx.insert(prices).values(rows.slice(start, start + 200));
    }
    return true;
  });
}
