/**
 * Prices as the staff pages show them: with thousands separators and their own decimals (at
 * least 2, more when the price has them), so 1440 reads "1,440.00" and 2.106 stays "2.106".
 */
export function formatPrice(price: string): string {
  const value = Number(price);
  if (price.trim() === "" || !Number.isFinite(value)) return price;
  const decimals = Math.min(Math.max(price.split(".")[1]?.length ?? 0, 2), 4);
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
