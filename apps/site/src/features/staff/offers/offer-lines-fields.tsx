/**
 * The lines of the offer form: one row per line of the request, each priced (quantity and unit
 * price, its amount worked out as typed) or left out with the reason the buyer reads. The
 * inputs are named as the server names them (`lines.0.unit_price`), so a refusal marks the
 * right one; the totals under the table follow what is typed.
 */
import type { OfferLineInput } from "@jute/api/client/offers";
import { productWithSpec, readQuantity, totalPrice, usd, type InboxLine } from "@jute/api/contract";
import { Checkbox, Table, TextField, VisuallyHidden } from "@jute/ui";
import { staffOfferCopy as copy } from "./staff-offer.copy";

/** A line as the form holds it: what is typed, and whether it is left out (with the reason typed). */
export interface LineDraft {
  unitPrice: string;
  quantity: string;
  leaveOut: boolean;
  reason: string;
}

/** The form's first lines: a revision's (the offer it replaces), else each request line at the price in force now. */
export function firstLines(lines: InboxLine[], from: OfferLineInput[] | undefined): LineDraft[] {
  return lines.map((line, index) => {
    const kept = from?.find((one) => one.requestLine === index + 1);
    if (kept) return { unitPrice: kept.unitPrice, quantity: kept.quantity, leaveOut: kept.leftOut !== "", reason: kept.leftOut };
    return { unitPrice: String(line.price_now ?? line.unit_price), quantity: String(line.quantity), leaveOut: false, reason: "" };
  });
}

/** The lines to send: each priced as read, or left out with its reason. */
export const linesToSend = (lines: InboxLine[], drafts: LineDraft[]): OfferLineInput[] =>
  lines.map((line, index) => {
    const draft = drafts[index] ?? { unitPrice: "", quantity: "", leaveOut: false, reason: "" };
    if (draft.leaveOut) return { requestLine: index + 1, unitPrice: "", quantity: "", leftOut: draft.reason.trim() };
    const read = readQuantity(draft.quantity, line.unit);
    return { requestLine: index + 1, unitPrice: draft.unitPrice.trim().replaceAll(",", ""), quantity: read.ok ? String(read.quantity) : draft.quantity.trim(), leftOut: "" };
  });

/** A line's amount as typed, or null while its price or quantity is not a number yet. */
export function amountOf(line: LineDraft, unit: string): number | null {
  if (line.leaveOut) return null;
  const price = Number(line.unitPrice.trim().replaceAll(",", ""));
  const quantity = readQuantity(line.quantity, unit);
  if (!quantity.ok || !Number.isFinite(price) || price <= 0 || line.unitPrice.trim() === "") return null;
  return totalPrice(price, quantity.quantity);
}

/** A number typed in a line's cell: its label said to assistive technology (the column header shows it), required. */
function LineNumber(props: { id: string; name: string; label: string; missing: string; value: string; onChange: (value: string) => void; description: string }) {
  return (
    <TextField
      id={props.id}
      name={props.name}
      label={<VisuallyHidden>{props.label}</VisuallyHidden>}
      isRequired
      missingMessage={props.missing}
      inputMode="decimal"
      value={props.value}
      onChange={props.onChange}
      description={props.description}
    />
  );
}

export function OfferLinesFields({
  lines,
  drafts,
  idOf,
  onChange,
}: {
  lines: InboxLine[];
  drafts: LineDraft[];
  idOf: (name: string) => string;
  onChange: (index: number, change: Partial<LineDraft>) => void;
}) {
  return (
    <Table
      caption={copy.lines.caption}
      className="offer-lines"
      columns={[
        { id: "line", name: copy.lines.line, isRowHeader: true },
        { id: "quantity", name: copy.lines.quantity },
        { id: "unitPrice", name: copy.lines.unitPrice },
        { id: "amount", name: copy.lines.amount },
        { id: "leaveOut", name: copy.lines.leaveOut },
      ]}
      rows={lines.map((line, index) => {
        const draft = drafts[index] ?? { unitPrice: "", quantity: "", leaveOut: false, reason: "" };
        const name = (field: string) => `lines.${index}.${field}`;
        const product = productWithSpec(line);
        const leftOut = draft.leaveOut;
        const amount = amountOf(draft, line.unit);
        return {
          id: index,
          cells: {
            line: (
              <>
                <span className="offer-lines__product">
                  {index + 1}. {product}
                </span>
                <span className="offer-lines__asked">{copy.lines.asked(line)}</span>
                {line.note ? <span className="offer-lines__asked">{copy.lines.note(line.note)}</span> : null}
              </>
            ),
            // A line left out has no quantity or price to type.
            quantity: leftOut ? null : (
              <LineNumber
                id={idOf(name("quantity"))}
                name={name("quantity")}
                label={copy.lines.quantityOf(index + 1, product, line.unit)}
                missing={copy.lines.missingQuantity(index + 1)}
                value={draft.quantity}
                onChange={(quantity) => onChange(index, { quantity })}
                description={line.unit}
              />
            ),
            unitPrice: leftOut ? null : (
              <LineNumber
                id={idOf(name("unit_price"))}
                name={name("unit_price")}
                label={copy.lines.unitPriceOf(index + 1, product, line.unit)}
                missing={copy.lines.missingPrice(index + 1)}
                value={draft.unitPrice}
                onChange={(unitPrice) => onChange(index, { unitPrice })}
                description={copy.lines.priceHelp(line.price_now, line.unit_price, line.effective_from)}
              />
            ),
            amount: leftOut ? copy.lines.notOffered : amount === null ? "–" : usd(amount),
            leaveOut: (
              <>
                <Checkbox
                  id={idOf(name("leave_out"))}
                  isSelected={leftOut}
                  onChange={(leaveOut) => onChange(index, { leaveOut })}
                >
                  {copy.lines.leaveOutOf(index + 1)}
                </Checkbox>
                {leftOut ? (
                  <TextField
                    id={idOf(name("left_out"))}
                    name={name("left_out")}
                    label={copy.lines.reason(index + 1)}
                    isRequired
                    missingMessage={copy.lines.missingReason(index + 1)}
                    value={draft.reason}
                    placeholder={copy.lines.reasonPlaceholder}
                    onChange={(reason) => onChange(index, { reason })}
                  />
                ) : null}
              </>
            ),
          },
        };
      })}
    />
  );
}
