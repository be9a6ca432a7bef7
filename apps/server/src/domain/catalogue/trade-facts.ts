/**
 * Facts of the trade that a spec sheet and a proforma invoice state beside the catalogue's own
 * data: the Harmonized System heading a customs broker files each product under, how the mills
 * pack it, and per product the construction and the package it ships in (how many units one
 * holds, its tare and its volume). What one unit weighs is the price list's `kg_per_unit`
 * (the catalogue's); net and gross weights, packages and volume are worked out from these.
 * The mill edits these with its catalogue. Keyed by category id (and sub-category id where a
 * product differs from its category).
 */
export interface TradeFacts {
  /** HS heading (the first six digits are the same in every country). */
  readonly hsCode: string;
  readonly hsDescription: string;
  readonly packing: string;
}

/** How one product ships: its construction and its package. */
export interface ShippingFacts {
  readonly construction: string;
  /** "bale", "roll", "carton". */
  readonly package: string;
  /** Units (of the product's own unit: pieces, metres, m², kg, MT) in one package. */
  readonly unitsPerPackage: number;
  /** What the package's wrapping and straps weigh, kg. */
  readonly tareKg: number;
  /** One package's volume, m³. */
  readonly cubicMetres: number;
}

const yarn: TradeFacts = {
  hsCode: "5307.10 / 5307.20",
  hsDescription: "Yarn of jute: single (5307.10), multiple or cabled (5307.20)",
  packing: "On spools or in hanks, pressed into bales of about 180 kg, wrapped in hessian and strapped.",
};
const rope: TradeFacts = {
  hsCode: "5607.90",
  hsDescription: "Twine, cordage and ropes of jute",
  packing: "In coils, pressed into bales by weight, wrapped in hessian and strapped.",
};
const bags: TradeFacts = {
  hsCode: "6305.10",
  hsDescription: "Sacks and bags of jute, for the packing of goods",
  packing: "Pressed bales of 250, 400 or 500 pieces, wrapped in hessian and strapped with steel or plastic hoops.",
};
const cloth: TradeFacts = {
  hsCode: "5310.10",
  hsDescription: "Woven fabrics of jute, unbleached",
  packing: "Rolls of 50 to 100 m on a core, or pressed bales of about 1,000 m, wrapped in hessian and strapped.",
};
const soilSaver: TradeFacts = {
  hsCode: "5310.90",
  hsDescription: "Woven fabrics of jute, other (open-weave geotextile)",
  packing: "Rolls 1.22 m wide and 50 m long, wrapped in hessian or polythene.",
};
const shoppingBags: TradeFacts = {
  hsCode: "4202.22",
  hsDescription: "Handbags and shopping bags with an outer surface of textile (jute)",
  packing: "Folded flat in cartons, with a polythene liner.",
};
const pouches: TradeFacts = { ...bags, packing: shoppingBags.packing };
const carpetBacking: TradeFacts = {
  hsCode: "5310.90",
  hsDescription: "Woven fabrics of jute, other (carpet backing cloth, high pick density)",
  packing: "Rolls of about 500 m² on a core, wrapped in hessian or polythene.",
};

const byCategory: Record<number, TradeFacts> = { 1: yarn, 2: rope, 3: bags, 4: cloth, 5: soilSaver, 8: cloth };
/** Products whose heading is not their category's (carpet backing cloth, the diversified goods). */
const bySubCategory: Record<number, TradeFacts> = { 17: carpetBacking, 26: shoppingBags, 27: shoppingBags, 28: shoppingBags, 29: pouches };

/** The trade facts of a category; diversified products (6) have none in common. */
export const tradeFactsOf = (categoryId: number): TradeFacts | null => byCategory[categoryId] ?? null;

/** The trade facts of one product: its own where it has them, else its category's. */
export const productTradeFacts = (categoryId: number, subCategoryId: number): TradeFacts | null => bySubCategory[subCategoryId] ?? tradeFactsOf(categoryId);

const bale = (construction: string, unitsPerPackage: number, cubicMetres: number, tareKg = 2): ShippingFacts => ({ construction, package: "bale", unitsPerPackage, tareKg, cubicMetres });
const roll = (construction: string, unitsPerPackage: number, cubicMetres: number, tareKg = 1): ShippingFacts => ({ construction, package: "roll", unitsPerPackage, tareKg, cubicMetres });
const carton = (construction: string, unitsPerPackage: number, cubicMetres: number): ShippingFacts => ({ construction, package: "carton", unitsPerPackage, tareKg: 1, cubicMetres });
const yarnBale = bale("Spun jute yarn, on spools", 0.18, 0.35, 1.5);
const ropeBale = bale("3-strand hawser-laid rope, in coils", 100, 0.3, 1.2);

/**
 * Sub-category id -> how it ships. Volumes agree with the container loads (db/fcl-data.ts):
 * a 20' container holds about 33 m³.
 */
const shipping: Record<number, ShippingFacts> = {
  1: yarnBale,
  2: yarnBale,
  3: yarnBale,
  4: yarnBale,
  5: yarnBale,
  6: bale("Twill weave (A-Twill), jute warp and weft, 2-ply weft", 250, 0.5, 2.5),
  7: bale("Twill weave (B-Twill), jute warp and weft", 500, 0.6, 2.5),
  8: bale("Light twill weave (L-Twill), jute warp and weft", 500, 0.7, 2.5),
  9: bale("Double-warp twill weave (DW-Twill)", 300, 0.55, 2.5),
  10: bale("Close plain weave (Heavy Cee)", 300, 0.55, 2.5),
  11: ropeBale,
  12: ropeBale,
  13: ropeBale,
  14: bale("Plain-weave hessian, 10 to 12 oz", 1000, 0.5),
  15: bale('Plain weave hessian, 7.5 oz per yard, 40" wide', 1000, 0.45),
  16: bale('Plain weave hessian, 10 oz per yard, 40" wide', 1000, 0.55),
  17: roll("Plain weave, high pick density (secondary carpet backing)", 500, 0.35),
  18: bale('Plain weave hessian, 11 oz per yard, 48" wide', 1000, 0.6),
  19: bale('Plain weave hessian, 12 oz per yard, 60" wide', 1000, 0.65),
  20: bale("Twill weave sacking cloth", 500, 0.45),
  21: roll("Open-mesh plain weave geotextile, 1.22 m wide", 61, 0.09),
  22: roll('Dense plain weave, 16 oz 72"', 100, 0.11),
  23: roll("Tight plain weave canvas", 100, 0.1),
  24: roll("Open plain weave scrim", 100, 0.08),
  25: roll("Twill weave", 100, 0.1),
  26: carton("Laminated hessian, cotton handles, 40 x 35 x 15 cm", 100, 0.08),
  27: carton("Hessian with drawstring, 35 x 16 cm", 200, 0.06),
  28: carton("Plain hessian tote, 38 x 42 cm", 200, 0.09),
  29: carton("Hessian pouch with drawstring, 20 x 25 cm", 500, 0.05),
};

/** How one product ships, or null when the mill has not said. */
export const shippingFactsOf = (subCategoryId: number): ShippingFacts | null => shipping[subCategoryId] ?? null;

/** What a quantity ships as: packages, net and gross weight (kg) and volume (m³). */
export interface ShipmentFigures {
  packages: number;
  netKg: number;
  grossKg: number;
  cubicMetres: number;
  /** One full package's net and gross weight, kg. */
  netKgPerPackage: number;
  grossKgPerPackage: number;
}

/** The figures of `quantity` units that weigh `kgPerUnit` each, packed as `facts` say (the last package may be part full). */
export function shipmentFigures(quantity: number, facts: Pick<ShippingFacts, "unitsPerPackage" | "tareKg" | "cubicMetres"> & { kgPerUnit: number }): ShipmentFigures {
  const packages = Math.ceil(quantity / facts.unitsPerPackage - 1e-9);
  const netKg = quantity * facts.kgPerUnit;
  const netKgPerPackage = facts.unitsPerPackage * facts.kgPerUnit;
  return {
    packages,
    netKg,
    grossKg: netKg + packages * facts.tareKg,
    cubicMetres: packages * facts.cubicMetres,
    netKgPerPackage,
    grossKgPerPackage: netKgPerPackage + facts.tareKg,
  };
}
