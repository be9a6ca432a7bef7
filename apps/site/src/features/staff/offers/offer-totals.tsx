/**
 * The offer's figures as the form is typed: the goods subtotal of the priced lines, the freight
 * and insurance when the Incoterm carries them, and the total; announced politely as they change.
 */
import { roundToCents, usd, type InboxLine } from "@jute/api/contract";
import { amountOf, type LineDraft } from "./offer-lines-fields";
import { staffOfferCopy as copy } from "./staff-offer.copy";

/** A charge as typed ("" is 0; not a number yet counts as 0 until it is one). */
const charge = (typed: string) => {
  const value = Number(typed.trim().replaceAll(",", "") || "0");
  return Number.isFinite(value) && value > 0 ? value : 0;
};

export function OfferTotals({ lines, drafts, freight, insurance }: { lines: InboxLine[]; drafts: LineDraft[]; freight: string; insurance: string }) {
  const amounts = lines.map((line, index) => (drafts[index] ? amountOf(drafts[index], line.unit) : null));
  const priced = amounts.filter((amount): amount is number => amount !== null);
  const subtotal = roundToCents(priced.reduce((sum, amount) => sum + amount, 0));
  const total = roundToCents(subtotal + charge(freight) + charge(insurance));
  return (
    <dl className="offer-totals" aria-live="polite">
      <div>
        <dt>{copy.lines.subtotal}</dt>
        <dd>
          {usd(subtotal)} <span className="offer-totals__note">({copy.lines.totalNote(priced.length, lines.length)})</span>
        </dd>
      </div>
      <div>
        <dt>{copy.lines.total}</dt>
        <dd>{usd(total)}</dd>
      </div>
    </dl>
  );
}
