/** A member's quote list as the server answers it, for the quote list's tests and stories. */
import type { QuoteList, QuoteListLine, QuoteListSent } from "@jute/api/contract";
import { LIST_CHANGED_ELSEWHERE } from "@jute/api/contract";

export const yarnLine: QuoteListLine = {
  id: "11",
  product: "CRX Jute Yarn",
  spec: "count 8, 2 ply, VOT",
  company: "OJML",
  port: "Chattogram Port",
  unit: "MT",
  quantity: 26,
  note: "Loading in March",
  unit_price: 1450.5,
  effective_from: "2026-11-01",
  total: 37713,
  added_unit_price: 1400.5,
  added_effective_from: "2026-01-01",
  price_changed: true,
  price_words: "The price changed since you added it: $1,400.50 then, $1,450.50 now (in force from 2026-11-01)",
  fcl_20: 2,
  fcl_40: 1,
};

export const bagLine: QuoteListLine = {
  id: "12",
  product: "B-Twill Sacking Bag",
  spec: "112 x 67 cm",
  company: "SJSML",
  port: "Mongla Port",
  unit: "piece",
  quantity: 48000,
  note: "",
  unit_price: 0.95,
  effective_from: "2026-01-01",
  total: 45600,
  added_unit_price: 0.95,
  added_effective_from: "2026-01-01",
  price_changed: false,
  price_words: "",
  fcl_20: 2,
  fcl_40: 1.2,
};

export const twoLines: QuoteList = {
  version: 4,
  lines: [yarnLine, bagLine],
  total: 83313,
  containers: { fcl_20: 4, fcl_40: 2.2, words: "about 4 x 20' FCL or 2.2 x 40' FCL" },
};

/** The list after the bag's quantity was changed to 50,000. */
export const changedBag: QuoteList = {
  ...twoLines,
  version: 5,
  lines: [yarnLine, { ...bagLine, quantity: 50000, total: 47500, fcl_20: 2.1, fcl_40: 1.3 }],
  total: 85213,
  containers: { fcl_20: 4.1, fcl_40: 2.3, words: "about 4.1 x 20' FCL or 2.3 x 40' FCL" },
};

/** The list after the bag was removed. */
export const yarnOnly: QuoteList = { version: 5, lines: [yarnLine], total: 37713, containers: { fcl_20: 2, fcl_40: 1, words: "about 2 x 20' FCL or 1 x 40' FCL" } };

export const emptyList: QuoteList = { version: 6, lines: [], total: 0, containers: { fcl_20: 0, fcl_40: 0, words: "" } };

export const sentList: QuoteListSent = { reference: "E-2026-000131", total: 83313, lines: 2, list: emptyList };

/** Another device changed the yarn line first: the server's words and the list as it now is. */
export const CONFLICT = `${LIST_CHANGED_ELSEWHERE}: CRX Jute Yarn, count 8, 2 ply, VOT now reads 30 MT. Your change was not made: make it again if you still want it`;
export const conflictList: QuoteList = { ...twoLines, version: 7, lines: [{ ...yarnLine, quantity: 30, total: 43515 }, bagLine], total: 89115 };
