/**
 * Full container loads: how much of each product (in the product's own unit) one 20' and one
 * 40' container carry, so that a buyer asking for a quantity sees how many containers it
 * comes to. Indicative figures of the trade, kept with the catalogue (columns `fcl20` and
 * `fcl40` of `sub_categories`; the mill edits them with its catalogue):
 *
 * - yarn (MT): spools in bales fill a container before its weight limit: 13 MT in a 20',
 *   26 MT in a 40';
 * - sacking and hessian bags, cloth and rope, pressed in bales, load by weight: about 15 t in
 *   a 20' and 25 t in a 40', divided by what one unit of the common size weighs (seed-data.ts),
 *   rounded down to a round figure;
 * - soil saver, canvas and finished shopping bags are bulky: fewer than their weight allows.
 *
 * Sub-category id -> [20' quantity, 40' quantity].
 */
export const fclQuantities: Record<number, readonly [number, number]> = {
  1: [13, 26], // CRX yarn, MT
  2: [13, 26], // Sacking yarn
  3: [13, 26], // Hessian yarn
  4: [13, 26], // CB yarn
  5: [13, 26], // CRT yarn
  6: [12_500, 21_000], // A-Twill bag, about 1,200 g a piece
  7: [24_000, 40_000], // B-Twill bag, 580-665 g
  8: [20_000, 33_000], // L-Twill bag, 750 g
  9: [16_500, 28_000], // DW-Twill bag, 900 g
  10: [15_000, 25_000], // Heavy Cee bag, 1,000 g
  11: [12_000, 22_000], // CB rope, kg (coils are bulky)
  12: [12_000, 22_000], // Sacking rope, kg
  13: [12_000, 22_000], // Hessian rope, kg
  14: [55_000, 95_000], // Hessian bag, 180-350 g
  15: [60_000, 100_000], // Hessian cloth 7.5 oz 40", metres (233 g a metre)
  16: [48_000, 80_000], // Hessian cloth 10 oz 40" (310 g)
  17: [45_000, 75_000], // Carpet backing cloth, m² (290-370 g)
  18: [44_000, 73_000], // Hessian cloth 11 oz 48" (341 g)
  19: [40_000, 67_000], // Hessian cloth 12 oz 60" (372 g)
  20: [28_000, 47_000], // Sacking cloth, metres (480-560 g)
  21: [22_000, 38_000], // Soil saver, m² (bulky rolls)
  22: [28_000, 47_000], // Tarpaulin cloth, metres (500 g)
  23: [35_000, 58_000], // Jute canvas, metres (400 g)
  24: [80_000, 135_000], // Jute scrim, metres (150 g)
  25: [42_000, 70_000], // Jute twill cloth, metres (330 g)
  26: [40_000, 80_000], // Shopping bag, pieces (laminated, bulky)
  27: [100_000, 200_000], // Wine bag, pieces
  28: [60_000, 120_000], // Tote bag, pieces
  29: [180_000, 360_000], // Drawstring pouch, pieces
};
