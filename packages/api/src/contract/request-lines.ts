/**
 * How a quote request of several lines is named and added up, the same in its mails, in My
 * enquiries and on the staff screens. No zod: a screen may import these alone.
 */
import { roundToCents } from "./pricing";

/** "Sacking bag, 112 x 67 cm" or "Sacking bag, 112 x 67 cm and 2 more": a request named by its first line. */
export function requestTitle(lines: readonly { product: string }[]): string {
  const first = lines[0]?.product ?? "";
  return lines.length > 1 ? `${first} and ${lines.length - 1} more` : first;
}

/** The indicative total of a request's lines, in cents. */
export function linesTotal(lines: readonly { total: number }[]): number {
  return roundToCents(lines.reduce((sum, line) => sum + line.total, 0));
}

/** A line's product with its spec, as every list names it: "CRX Jute Yarn, count 8, 2 ply, VOT" (the product alone without a spec). */
export const productWithSpec = (line: { product: string; spec: string }): string => (line.spec ? `${line.product}, ${line.spec}` : line.product);

/** "3 lines offered, 1 left out": how many lines an offer prices, and how many of its request it leaves out. */
export function offeredLines(lines: readonly { left_out: string }[]): string {
  const left = lines.filter((line) => line.left_out !== "").length;
  const priced = lines.length - left;
  return `${priced} line${priced === 1 ? "" : "s"} offered${left > 0 ? `, ${left} left out` : ""}`;
}
