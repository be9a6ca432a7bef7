import {
  describePaymentTerms,
  incotermWithPlace,
  INCOTERM_MEANING,
  formatQuantity,
  usd,
  usdUnitPrice,
  type Offer,
} from "@jute/api/contract";
import { dayOf, longDay } from "@jute/api/mill-day";
import { offersCopy as copy } from "./offers.copy";

/** "14 December 2026": the mill's day of a moment of the offer (made, answered), in its `time_zone`. */
export const offerDay = (offer: Offer, moment: string) => longDay(dayOf(moment, offer.time_zone));

/** The terms of one offer as a description list (both sides show them alike). */
export function OfferTermsView({ offer }: { offer: Offer }) {
  const rows: [string, string][] = [
    [copy.rows.goods, `${offer.product} (${offer.mill})`],
    [copy.rows.quantity, formatQuantity(offer.quantity, offer.unit) + (offer.containers ? `, ${offer.containers}` : "")],
    [copy.rows.unitPrice, `${usdUnitPrice(offer.unit_price)} per ${offer.unit}`],
    [
      copy.rows.total,
      usd(offer.total) +
        (offer.freight > 0 || offer.insurance > 0
          ? ` (goods ${usd(offer.goods_total)}${offer.freight > 0 ? `, sea freight ${usd(offer.freight)}` : ""}${offer.insurance > 0 ? `, insurance ${usd(offer.insurance)}` : ""})`
          : ""),
    ],
    [copy.rows.delivery, `${incotermWithPlace(offer.incoterm, offer.place)}: ${INCOTERM_MEANING[offer.incoterm]}`],
    [copy.rows.shipment, offer.shipment_period],
    [copy.rows.payment, describePaymentTerms(offer.payment_terms, offer.advance_percent)],
    [copy.rows.packing, offer.packing],
    [copy.rows.validUntil, longDay(offer.valid_until)],
    ...(offer.note ? ([[copy.rows.note, offer.note]] as [string, string][]) : []),
  ];
  return (
    <dl className="offer-terms">
      {rows.map(([term, value]) => (
        <div key={term} className="offer-terms__row">
          <dt>{term}</dt>
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
