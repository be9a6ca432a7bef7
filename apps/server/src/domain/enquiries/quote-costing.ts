/**
 * A quote request costed: the spec checked against the catalogue in force (a product, port or
 * size it does not hold is refused with 400 naming the field; no price in force is a 404), and
 * what the member saw, stored with the request, put in its mails and answered.
 */
import { containerLoads, formatNumber, readQuantity, totalPrice, type ParsedQuoteLine, type QuoteReceipt } from "@jute/api/contract";
import type { QuoteSnapshot } from "../../db/schema";
import { invalid, notFound } from "../api-error";
import type { CatalogueService } from "../catalogue/catalogue";
import type { QuoteDetails } from "../mail/templates";

/** How many containers a quantity comes to, e.g. "about 1.9 x 20' FCL or 1 x 40' FCL". */
export function describeContainers(quantity: number, fcl20: number | null, fcl40: number | null): string {
  if (!fcl20 || !fcl40) return "";
  const loads = (per: number) => formatNumber(containerLoads(quantity, per), 1);
  return `about ${loads(fcl20)} x 20' FCL or ${loads(fcl40)} x 40' FCL`;
}

/** The spec costed from the catalogue in force: the snapshot to store, the mails' details and the reply (but its reference). */
export async function costQuote(
  catalogue: CatalogueService,
  input: Omit<ParsedQuoteLine, "note"> & { note?: string | undefined },
): Promise<{ snapshot: QuoteSnapshot; details: QuoteDetails; product: string; receipt: Omit<QuoteReceipt, "reference"> }> {
  const subCategory = await catalogue.subCategory(Number(input.sub_category_id));
  if (!subCategory) throw invalid("There is no such product: look the price up again", "sub_category_id");
  const ports = await catalogue.truckFares();
  const port = ports.find((fare) => fare.truck_fare_id === String(Number(input.truck_fare_id)));
  if (!port) throw invalid("There is no such port: look the price up again", "truck_fare_id");
  if (input.product_size_id !== undefined) {
    const sizes = await catalogue.sizesOf({ categoryId: Number(subCategory.category_id), subCategoryId: Number(subCategory.sub_category_id) });
    if (!sizes.some((size) => size.product_size_id === String(Number(input.product_size_id)))) {
      throw invalid("This product has no such size: look the price up again", "product_size_id");
    }
  }
  const quotes = await catalogue.costOf(input);
  if (quotes.length === 0) {
    throw notFound("There is no price in force for this spec at this mill: ask us through the contact form instead");
  }
  const [quote] = quotes;
  if (quotes.length > 1 || !quote || quote.cost === null) {
    throw invalid("Say which product you mean: its size, or its yarn count, ply and oil type");
  }
  const item = quote.items[0];
  const spec = quote.size || (item?.cost_count ? `count ${item.cost_count}, ${item.ply} ply, ${item.oil}` : "");
  // The quantity in the product's unit, read as the quote dialog reads it: 95.5 pieces is refused.
  const counted = readQuantity(input.quantity, quote.unit);
  if (!counted.ok) throw invalid(counted.message, "quantity");
  const unitPrice = quote.cost;
  const total = totalPrice(unitPrice, input.quantity);
  const fcl20 = subCategory.fcl_20 ? Number(subCategory.fcl_20) : null;
  const fcl40 = subCategory.fcl_40 ? Number(subCategory.fcl_40) : null;
  const snapshot: QuoteSnapshot = {
    subCategoryId: Number(quote.sub_category_id),
    product: quote.name,
    productSizeId: quote.product_size_id ? Number(quote.product_size_id) : null,
    spec,
    companyId: Number(quote.company_id),
    company: quote.company,
    portId: Number(port.truck_fare_id),
    port: port.location,
    unit: quote.unit,
    quantity: input.quantity,
    unitPriceUsd: unitPrice,
    effectiveFrom: quote.effective_from,
    totalUsd: total,
    fcl20,
    fcl40,
    note: input.note ?? "",
  };
  const product = spec ? `${quote.name}, ${spec}` : quote.name;
  const containers = describeContainers(input.quantity, fcl20, fcl40);
  const details: QuoteDetails = {
    product,
    mill: quote.company,
    port: port.location,
    unit: quote.unit,
    quantity: input.quantity,
    containers,
    unitPrice,
    effectiveFrom: quote.effective_from,
    total,
    note: input.note ?? "",
  };
  return {
    snapshot,
    details,
    product,
    receipt: {
      product: quote.name,
      spec,
      company: quote.company,
      port: port.location,
      unit: quote.unit,
      quantity: input.quantity,
      currency: "USD",
      unit_price: unitPrice,
      total,
      effective_from: quote.effective_from,
    },
  };
}
