import {
  describePaymentTerms,
  incotermWithPlace,
  INCOTERM_MEANING,
  formatQuantity,
  offeredLines,
  productWithSpec,
  usd,
  usdUnitPrice,
  type Offer,
} from "@jute/api/contract";
import { dayOf, longDay } from "@jute/api/mill-day";
import { Table } from "@jute/ui";
import { offersCopy as copy } from "./offers.copy";

/** "14 December 2026": the mill's day of a moment of the offer (made, answered), in its `time_zone`. */
export const offerDay = (offer: Offer, moment: string) => longDay(dayOf(moment, offer.time_zone));

type TermKey = keyof typeof copy.rows;

/** The terms of one offer, each as its label and value, in the order the screens list them. */
function termRows(offer: Offer): [TermKey, string][] {
  return [
    ["goods", `${offer.product} (${offer.mill})`],
    [
      "lines",
      `${offeredLines(offer.lines)}: ${offer.lines.flatMap((line) => (line.quantity === null ? [] : [formatQuantity(line.quantity, line.unit)])).join(", ")}${offer.containers ? ` (${offer.containers})` : ""}`,
    ],
    [
      "total",
      usd(offer.total) +
        (offer.freight > 0 || offer.insurance > 0
          ? ` (goods ${usd(offer.goods_total)}${offer.freight > 0 ? `, sea freight ${usd(offer.freight)}` : ""}${offer.insurance > 0 ? `, insurance ${usd(offer.insurance)}` : ""})`
          : ""),
    ],
    ["delivery", `${incotermWithPlace(offer.incoterm, offer.place)}: ${INCOTERM_MEANING[offer.incoterm]}`],
    ["shipment", offer.shipment_period],
    ["payment", describePaymentTerms(offer.payment_terms, offer.advance_percent)],
    ["packing", offer.packing],
    ["validUntil", longDay(offer.valid_until)],
    ...(offer.note ? ([["note", offer.note]] as [TermKey, string][]) : []),
  ];
}

/** What the buyer confirms in "Accept offer ...?": goods, how many lines, total, Incoterm and place, payment, validity. */
export const SUMMARY_TERMS: readonly TermKey[] = ["goods", "lines", "total", "delivery", "payment", "validUntil"];

/** Every line of an offer: quantity, unit price and amount, or why the mill left it out. */
export function OfferLinesView({ offer }: { offer: Offer }) {
  return (
    <Table
      caption={copy.linesCaption(offer.number)}
      className="offer-lines-view"
      columns={[
        { id: "product", name: copy.lineColumns.product, isRowHeader: true },
        { id: "quantity", name: copy.lineColumns.quantity },
        { id: "unitPrice", name: copy.lineColumns.unitPrice },
        { id: "amount", name: copy.lineColumns.amount },
      ]}
      rows={offer.lines.map((line) => ({
        id: line.position,
        className: line.left_out ? "offer-lines-view__left-out" : undefined,
        cells: {
          product: productWithSpec(line),
          quantity: line.quantity === null ? "–" : formatQuantity(line.quantity, line.unit),
          unitPrice: line.unit_price === null ? "–" : `${usdUnitPrice(line.unit_price)} per ${line.unit}`,
          amount: line.amount === null ? copy.leftOut(line.left_out) : usd(line.amount),
        },
      }))}
    />
  );
}

/** The terms of one offer as a description list (both sides show them alike); `only` picks some. */
export function OfferTermsView({ offer, only }: { offer: Offer; only?: readonly TermKey[] }) {
  const rows = termRows(offer).filter(([key]) => !only || only.includes(key));
  return (
    <dl className="offer-terms">
      {rows.map(([key, value]) => (
        <div key={key} className="offer-terms__row">
          <dt>{copy.rows[key]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Saves a PDF the API gave as a file download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
