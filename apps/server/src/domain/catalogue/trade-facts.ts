/**
 * Facts of the trade that a spec sheet states beside the catalogue's own data: the Harmonized
 * System heading a customs broker files each product under, and how the mills pack it. Keyed
 * by category id (and child category where one category holds goods of two headings). The
 * mill edits these with its catalogue; a proforma invoice names the packing of each order.
 */
export interface TradeFacts {
  /** HS heading (the first six digits are the same in every country). */
  readonly hsCode: string;
  readonly hsDescription: string;
  readonly packing: string;
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
  hsCode: "5310.10",
  hsDescription: "Woven fabrics of jute, unbleached (open-weave geotextile)",
  packing: "Rolls 1.22 m wide and 50 m long, wrapped in hessian or polythene.",
};

const byCategory: Record<number, TradeFacts> = { 1: yarn, 2: rope, 3: bags, 4: cloth, 5: soilSaver, 8: cloth };

/** The trade facts of a category; diversified products (6) have none in common. */
export const tradeFactsOf = (categoryId: number): TradeFacts | null => byCategory[categoryId] ?? null;
