/**
 * The seed catalogue (see docs/catalogue.md): the ids the site's routing rules depend on
 * (taken from the contract's registry, packages/api/src/contract/categories.ts), our own
 * names, and illustrative ex-mill prices within the trade's ranges.
 * The mill replaces the prices with its own; nothing here is a quotation.
 */
import { catalogueId, categories, childCategories, subCategories, type CategoryKey, type ChildCategoryKey, type NamedSubCategoryKey } from "@jute/api/contract";
import type { SpecLine } from "./schema";

/** A category of the registry as the seed's row: its id as a number and its name. */
const seedCategory = (key: CategoryKey) => ({ id: catalogueId(categories[key].category_id), name: categories[key].category_name });
/** A child category of the registry as the seed's row. */
const seedChildCategory = (key: ChildCategoryKey) => {
  const child = childCategories[key];
  return { categoryId: catalogueId(child.category_id), id: catalogueId(child.child_category_id), name: child.child_category_name };
};
/** The registry's ids, as the database's numbers. */
export const seedCategoryId = Object.fromEntries(Object.entries(categories).map(([key, entry]) => [key, catalogueId(entry.category_id)])) as Record<CategoryKey, number>;
const seedChildCategoryId = Object.fromEntries(Object.entries(childCategories).map(([key, entry]) => [key, catalogueId(entry.child_category_id)])) as Record<ChildCategoryKey, number>;
const namedSubCategoryId = Object.fromEntries(Object.entries(subCategories).map(([key, entry]) => [key, catalogueId(entry.sub_category_id)])) as Record<NamedSubCategoryKey, number>;

export const SEED_EFFECTIVE_FROM = "2026-01-01";

export const seedCompanies = [
  { id: 1, code: "SJSML", name: "SJSML jute spinning mill" },
  { id: 2, code: "OJML", name: "OJML jute mill" },
];

/** OJML's list runs slightly above SJSML's (older looms, smaller lots). */
export const companyPremiumRatio: Record<number, number> = { 1: 1, 2: 1.02 };

/** The categories, in menu order, with their pictures (ids and names: the contract's registry). */
export const seedCategories = [
  { ...seedCategory("yarn"), img: "/media/products/yarn.webp", position: 1 },
  { ...seedCategory("rope"), img: "/media/products/rope.webp", position: 2 },
  { ...seedCategory("bags"), img: "/media/products/sacking-bag.webp", position: 3 },
  { ...seedCategory("cloth"), img: "/media/products/hessian-cloth.webp", position: 4 },
  { ...seedCategory("soilSaver"), img: "/media/products/soil-saver.webp", position: 5 },
  { ...seedCategory("diversified"), img: "/media/slides/eco-packaging.webp", position: 6 },
  { ...seedCategory("traditionalCloth"), img: "", position: 7 },
];

export const seedChildCategories = [
  { ...seedChildCategory("sackingBags"), img: "/media/products/sacking-bag.webp" },
  { ...seedChildCategory("hessianBags"), img: "/media/products/hessian-bag.webp" },
  { ...seedChildCategory("tarpaulinCloth"), img: "/media/cloth/hessian-12oz.webp" },
  { ...seedChildCategory("sackingCloth"), img: "/media/cloth/hessian-11oz.webp" },
  { ...seedChildCategory("carpetBackingCloth"), img: "/media/products/carpet-backing-cloth.webp" },
  { ...seedChildCategory("hessianCloth"), img: "/media/products/hessian-cloth.webp" },
];

interface SeedSubCategory {
  id: number;
  categoryId: number;
  childCategoryId: number | null;
  name: string;
  productName: string;
  img: string;
  unit: string;
  description: string;
  specification: SpecLine[];
}

const yarn = (id: number, name: string, description: string, use: string): SeedSubCategory => ({
  id,
  categoryId: seedCategoryId.yarn,
  childCategoryId: null,
  name,
  productName: `${name} Jute Yarn`,
  img: "/media/products/yarn.webp",
  unit: "MT",
  description,
  specification: [
    { label: "Count", value: "lb per spindle (1 lb/spindle is about 34.45 tex)" },
    { label: "Ply", value: "1 or 2" },
    { label: "Batching oil", value: "MOT (mineral oil) or VOT (vegetable oil, food grade, IJO 98/01)" },
    { label: "Typical use", value: use },
  ],
});

export const seedSubCategories: SeedSubCategory[] = [
  yarn(1, "CRX", "Carpet yarn spun from a blend rich in high grades of tossa jute, for carpet face and weft.", "carpet weft and face yarn"),
  yarn(2, "Sacking", "Coarse yarn from lower grades and cuttings, for the weft of sacking cloth and twine.", "sacking weft, twine"),
  yarn(3, "Hessian", "Medium yarn for the warp and weft of hessian cloth and bags.", "hessian warp and weft"),
  yarn(4, "CB", "Carpet backing yarn with even, low hairiness for primary and secondary backing.", "carpet backing cloth"),
  yarn(5, "CRT", "Carpet yarn of tossa jute, twisted for strength, widely used in tufted and woven carpets.", "carpet and rug weaving"),
  ...(
    [
      [6, "A-Twill", "A heavy twill bag for grain and sugar, about 1,200 g."],
      [7, "B-Twill", "The standard twill bag for rice, wheat and pulses, 580 to 665 g."],
      [8, "L-Twill", "A light twill bag for potatoes, onions and coffee."],
      [9, "DW-Twill", "A double-warp twill bag for heavy, abrasive loads."],
      [10, "Heavy Cee", "A close-woven heavy bag for fine grain, flour and fertiliser."],
    ] as const
  ).map(([id, name, description]) => ({
    id,
    categoryId: seedCategoryId.bags,
    childCategoryId: seedChildCategoryId.sackingBags,
    name,
    productName: `${name} Sacking Bag`,
    img: "/media/products/sacking-bag.webp",
    unit: "piece",
    description,
    specification: [{ label: "Construction", value: "Twill weave, jute warp and weft" }],
  })),
  ...(
    [
      [11, "CB Rope", "Rope laid from carpet backing yarn: smooth and even."],
      [12, "Sacking Rope", "Economical rope from sacking yarn, for tying and baling."],
      [13, "Hessian Rope", "Rope from hessian yarn, for gardens, crafts and packaging."],
    ] as const
  ).map(([id, name, description]) => ({
    id,
    categoryId: seedCategoryId.rope,
    childCategoryId: null,
    name,
    productName: `Jute ${name}`,
    img: "/media/products/rope.webp",
    unit: "kg",
    description,
    specification: [{ label: "Lay", value: "3-strand, hawser laid" }],
  })),
  {
    id: namedSubCategoryId.hessianBag,
    categoryId: seedCategoryId.bags,
    childCategoryId: seedChildCategoryId.hessianBags,
    name: subCategories.hessianBag.sub_category_name,
    productName: "Jute Hessian Bag",
    img: "/media/products/hessian-bag.webp",
    unit: "piece",
    description: "Plain-weave hessian bags for potatoes, coffee, cocoa and retail packaging.",
    specification: [{ label: "Construction", value: "Plain weave hessian, 10 to 12 oz" }],
  },
  ...(
    [
      [15, '7.5 oz 40"', "Light hessian for wrapping and lining."],
      [16, '10 oz 40"', "The trade's standard hessian, about 305 g/m²."],
      [18, '11 oz 48"', "A heavier, wider hessian for bales and upholstery."],
      [19, '12 oz 60"', "Wide, heavy hessian for furniture and horticulture."],
    ] as const
  ).map(([id, name, description]) => ({
    id,
    categoryId: seedCategoryId.cloth,
    childCategoryId: seedChildCategoryId.hessianCloth,
    name,
    productName: `Hessian Cloth ${name}`,
    img: `/media/cloth/hessian-${({ 15: "7-5oz", 16: "10oz", 18: "11oz", 19: "12oz" } as Record<number, string>)[id]}.webp`,
    unit: "metre",
    description,
    specification: [{ label: "Weave", value: "Plain" }],
  })),
  {
    id: namedSubCategoryId.carpetBackingCloth,
    categoryId: seedCategoryId.cloth,
    childCategoryId: seedChildCategoryId.carpetBackingCloth,
    name: subCategories.carpetBackingCloth.sub_category_name,
    productName: "Carpet Backing Cloth",
    img: "/media/products/carpet-backing-cloth.webp",
    unit: "m²",
    description: "Secondary backing cloth for tufted carpets: dimensionally stable and easy to bond.",
    specification: [{ label: "Weave", value: "Plain, high pick density" }],
  },
  {
    id: namedSubCategoryId.sackingCloth,
    categoryId: seedCategoryId.cloth,
    childCategoryId: seedChildCategoryId.sackingCloth,
    name: subCategories.sackingCloth.sub_category_name,
    productName: "Jute Sacking Cloth",
    img: "/media/cloth/hessian-11oz.webp",
    unit: "metre",
    description: "Heavy twill cloth sold by the roll for making bags and covering loads.",
    specification: [{ label: "Weave", value: "Twill" }],
  },
  {
    id: namedSubCategoryId.soilSaver,
    categoryId: seedCategoryId.soilSaver,
    childCategoryId: null,
    name: subCategories.soilSaver.sub_category_name,
    productName: "Jute Soil Saver",
    img: "/media/products/soil-saver.webp",
    unit: "m²",
    description: "Open-mesh jute geotextile that holds soil and seed on slopes and decays into humus.",
    specification: [
      { label: "Width", value: "1.22 m" },
      { label: "Weights", value: "500 gsm and 750 gsm" },
    ],
  },
  {
    id: 22,
    categoryId: seedCategoryId.cloth,
    childCategoryId: seedChildCategoryId.tarpaulinCloth,
    name: "Jute Tarpaulin Cloth",
    productName: "Jute Tarpaulin Cloth",
    img: "/media/cloth/hessian-12oz.webp",
    unit: "metre",
    description: "Dense, heavy cloth for covers and awnings, available treated against rot.",
    specification: [{ label: "Construction", value: '16 oz 72"' }],
  },
  ...(
    [
      [23, "Jute Canvas", "metre", "A tight, even plain weave for bags, art and upholstery."],
      [24, "Jute Scrim", "metre", "An open, light weave for plaster reinforcement and crafts."],
      [25, "Jute Twill Cloth", "metre", "A soft twill for furnishing and decorative work."],
    ] as const
  ).map(([id, name, unit, description]) => ({
    id,
    categoryId: seedCategoryId.traditionalCloth,
    childCategoryId: null,
    name,
    productName: name,
    img: "",
    unit,
    description,
    specification: [{ label: "Width", value: '40" to 72"' }],
  })),
  ...(
    [
      [26, "Jute Shopping Bag", "A laminated shopping bag with cotton handles, 40 x 35 x 15 cm."],
      [27, "Jute Wine Bag", "A single-bottle gift bag with a drawstring, 35 x 16 cm."],
      [28, "Jute Tote Bag", "A plain tote for printing and promotion, 38 x 42 cm."],
      [29, "Jute Drawstring Pouch", "A small pouch for coffee, tea and gifts, 20 x 25 cm."],
    ] as const
  ).map(([id, name, description]) => ({
    id,
    categoryId: seedCategoryId.diversified,
    childCategoryId: null,
    name,
    productName: name,
    img: "/media/slides/eco-packaging.webp",
    unit: "piece",
    description,
    specification: [{ label: "Material", value: "Hessian, natural or dyed" }],
  })),
];

export const seedTruckFares = [
  { id: 1, location: "Chattogram Port", usdPerTonne: "18.00" },
  { id: 2, location: "Mongla Port", usdPerTonne: "22.00" },
  { id: 3, location: "Benapole Land Port", usdPerTonne: "26.00" },
  { id: 4, location: "Dhaka ICD (Kamalapur)", usdPerTonne: "10.00" },
  { id: 5, location: "Pangaon Inland Container Terminal", usdPerTonne: "12.00" },
];

/** Sizes: the label is `${size} ${unit}`; `kg` is what one unit of the product weighs. */
interface SeedSize {
  id: number;
  categoryId: number;
  subCategoryId: number | null;
  size: string;
  unit: string;
  kg: number;
  usd: number;
}

export const seedSizes: SeedSize[] = [
  // Sacking bags (per piece)
  { id: 1, categoryId: seedCategoryId.bags, subCategoryId: 6, size: "44 x 26.5 in, 1200", unit: "g", kg: 1.2, usd: 1.18 },
  { id: 2, categoryId: seedCategoryId.bags, subCategoryId: 7, size: "44 x 26.5 in, 580", unit: "g", kg: 0.58, usd: 0.58 },
  { id: 3, categoryId: seedCategoryId.bags, subCategoryId: 7, size: "44 x 26.5 in, 665", unit: "g", kg: 0.665, usd: 0.68 },
  { id: 4, categoryId: seedCategoryId.bags, subCategoryId: 8, size: "40 x 28 in, 750", unit: "g", kg: 0.75, usd: 0.74 },
  { id: 5, categoryId: seedCategoryId.bags, subCategoryId: 9, size: "44 x 26.5 in, 900", unit: "g", kg: 0.9, usd: 0.92 },
  { id: 6, categoryId: seedCategoryId.bags, subCategoryId: 10, size: "44 x 26.5 in, 1000", unit: "g", kg: 1, usd: 1.02 },
  // Hessian bags (per piece)
  { id: 7, categoryId: seedCategoryId.bags, subCategoryId: namedSubCategoryId.hessianBag, size: "20 x 30", unit: "in", kg: 0.18, usd: 0.36 },
  { id: 8, categoryId: seedCategoryId.bags, subCategoryId: namedSubCategoryId.hessianBag, size: "24 x 36", unit: "in", kg: 0.26, usd: 0.45 },
  { id: 9, categoryId: seedCategoryId.bags, subCategoryId: namedSubCategoryId.hessianBag, size: "28 x 42", unit: "in", kg: 0.35, usd: 0.56 },
  // Rope (per kg): diameters
  { id: 10, categoryId: seedCategoryId.rope, subCategoryId: null, size: "6", unit: "mm", kg: 1, usd: 1.95 },
  { id: 11, categoryId: seedCategoryId.rope, subCategoryId: null, size: "10", unit: "mm", kg: 1, usd: 1.7 },
  { id: 12, categoryId: seedCategoryId.rope, subCategoryId: null, size: "16", unit: "mm", kg: 1, usd: 1.45 },
  // Carpet backing cloth (per m²)
  { id: 13, categoryId: seedCategoryId.cloth, subCategoryId: namedSubCategoryId.carpetBackingCloth, size: "8.5 oz, 145", unit: "cm", kg: 0.29, usd: 0.44 },
  { id: 14, categoryId: seedCategoryId.cloth, subCategoryId: namedSubCategoryId.carpetBackingCloth, size: "10 oz, 145", unit: "cm", kg: 0.34, usd: 0.5 },
  { id: 15, categoryId: seedCategoryId.cloth, subCategoryId: namedSubCategoryId.carpetBackingCloth, size: "11 oz, 400", unit: "cm", kg: 0.37, usd: 0.57 },
  // Sacking cloth (per metre)
  { id: 16, categoryId: seedCategoryId.cloth, subCategoryId: namedSubCategoryId.sackingCloth, size: "12 oz, 45", unit: "in", kg: 0.48, usd: 0.62 },
  { id: 17, categoryId: seedCategoryId.cloth, subCategoryId: namedSubCategoryId.sackingCloth, size: "14 oz, 45", unit: "in", kg: 0.56, usd: 0.7 },
  // Soil saver (per m², 1.22 m wide)
  { id: 18, categoryId: seedCategoryId.soilSaver, subCategoryId: namedSubCategoryId.soilSaver, size: "500", unit: "gsm", kg: 0.5, usd: 0.62 },
  { id: 19, categoryId: seedCategoryId.soilSaver, subCategoryId: namedSubCategoryId.soilSaver, size: "750", unit: "gsm", kg: 0.75, usd: 0.92 },
  // Traditional cloth (per metre)
  { id: 20, categoryId: seedCategoryId.traditionalCloth, subCategoryId: 23, size: '12 oz, 60"', unit: "wide", kg: 0.4, usd: 0.74 },
  { id: 21, categoryId: seedCategoryId.traditionalCloth, subCategoryId: 24, size: '5 oz, 40"', unit: "wide", kg: 0.15, usd: 0.24 },
  { id: 22, categoryId: seedCategoryId.traditionalCloth, subCategoryId: 25, size: '10 oz, 48"', unit: "wide", kg: 0.33, usd: 0.56 },
];

/**
 * Specs priced without a size: hessian cloth constructions, tarpaulin and diversified goods.
 * `kg` is the weight of one unit.
 */
export const seedUnsizedPrices = [
  { subCategoryId: 15, kg: 0.233, usd: 0.33 },
  { subCategoryId: 16, kg: 0.31, usd: 0.44 },
  { subCategoryId: 18, kg: 0.341, usd: 0.55 },
  { subCategoryId: 19, kg: 0.372, usd: 0.72 },
  { subCategoryId: 22, kg: 0.5, usd: 0.9 },
  { subCategoryId: 26, kg: 0.25, usd: 1.35 },
  { subCategoryId: 27, kg: 0.09, usd: 0.62 },
  { subCategoryId: 28, kg: 0.16, usd: 0.85 },
  { subCategoryId: 29, kg: 0.05, usd: 0.32 },
];

/** Rope prices differ by type as well as by diameter. */
export const ropeTypeRatio: Record<number, number> = { 11: 1.08, 12: 0.9, 13: 1 };

/** Yarn counts per sub-category, as in the original's table (lb per spindle). */
export const yarnCounts: Record<string, number[]> = {
  CRX: [6, 7, 8, 9, 10],
  Sacking: [14, 28, 72, 90, 96],
  Hessian: [8, 10, 11, 11.5, 12, 13, 13.75, 14, 15, 18, 20, 21, 22, 23, 24, 26, 28],
  CB: [7.5, 8, 9, 10, 11, 12, 13, 16, 20, 21, 26, 30, 36, 38, 48],
  CRT: [6, 7, 8, 9, 10, 11, 12, 13, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 40],
};

/** Ex-mill USD per MT for the coarsest single-ply MOT count of each yarn. */
const yarnBase: Record<string, number> = { CRX: 1320, Sacking: 950, Hessian: 1050, CB: 1150, CRT: 1300 };

/**
 * Price of a tonne of yarn: finer counts (fewer lb per spindle) cost up to 120 more,
 * 2-ply adds 70, VOT (food-grade batching oil) adds 60.
 */
export function yarnPricePerTonne(name: string, count: number, ply: 1 | 2, oil: "MOT" | "VOT"): number {
  const counts = yarnCounts[name] ?? [count];
  const finest = Math.min(...counts);
  const coarsest = Math.max(...counts);
  const fineness = coarsest === finest ? 0 : (coarsest - count) / (coarsest - finest);
  return (yarnBase[name] ?? 1200) + Math.round(fineness * 120) + (ply === 2 ? 70 : 0) + (oil === "VOT" ? 60 : 0);
}
