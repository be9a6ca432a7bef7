import "./staff-offers.css";
import type { OfferInput } from "@jute/api/client/offers";
import { FOB_PORTS, INCOTERMS, OFFER_VALIDITY_DAYS, PAYMENT_TERMS, incotermWithPlace, usd, type Incoterm, type InboxEntry, type Offer, type PaymentTerm } from "@jute/api/contract";
import { PlainButton, Select, Spinner, Table, TextArea, TextField } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { offerClient as staffOfferClient } from "../../../shared/api/offers";
import { millDayPlus } from "@jute/api/mill-day";
import { staffOfferCopy as copy } from "./staff-offer.copy";
import { staffOfferMachine } from "./staff-offer.machine";


async function download(offer: Offer, onError: (msg: string) => void) {
  const result = await (await staffOfferClient()).downloadStaffProforma(offer.id);
  if (result.kind !== "ok") return onError(result.msg);
  const url = URL.createObjectURL(result.data);
  const link = document.createElement("a");
  link.href = url;
  link.download = `proforma-${offer.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A revision starts from the offer it replaces (its price, term, payment, shipment, packing and
 * note: the clerk changes what the buyer asked for), with a fresh validity date.
 */
function revisionOf(offer: Offer, validUntil: string): OfferInput {
  const amount = (value: number) => (value > 0 ? String(value) : "");
  return {
    enquiryId: offer.enquiry_id,
    seenVersion: offer.version,
    unitPrice: String(offer.unit_price),
    quantity: String(offer.quantity),
    incoterm: offer.incoterm,
    place: offer.place,
    freight: amount(offer.freight),
    insurance: amount(offer.insurance),
    validUntil,
    paymentTerms: offer.payment_terms,
    advancePercent: offer.advance_percent === null ? "" : String(offer.advance_percent),
    shipmentPeriod: offer.shipment_period,
    packing: offer.packing,
    note: offer.note,
  };
}

function OfferForm({
  entry,
  seenVersion,
  draft,
  error,
  busy,
  onSubmit,
  onCancel,
  onReload,
}: {
  entry: InboxEntry;
  /** The newest version of an offer the list shows (0: none): the server refuses the offer if another was made since. */
  seenVersion: number;
  draft: OfferInput | null;
  error: string | null;
  busy: boolean;
  onSubmit: (input: OfferInput) => void;
  onCancel: () => void;
  /** Set when another offer was made meanwhile: the list loads again. */
  onReload: (() => void) | null;
}) {
  const quote = entry.quote;
  const [incoterm, setIncoterm] = useState<Incoterm>(draft?.incoterm ?? "FOB");
  const [paymentTerms, setPaymentTerms] = useState<PaymentTerm>(draft?.paymentTerms ?? "lc_at_sight");
  const [fobPort, setFobPort] = useState<string>(draft?.incoterm === "FOB" ? draft.place : "Chattogram");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    onSubmit({
      enquiryId: entry.id,
      seenVersion,
      unitPrice: text("unit_price"),
      quantity: text("quantity"),
      incoterm,
      place: incoterm === "FOB" ? fobPort : incoterm === "EXW" ? "" : text("place"),
      freight: incoterm === "CFR" || incoterm === "CIF" ? text("freight") : "",
      insurance: incoterm === "CIF" ? text("insurance") : "",
      validUntil: text("valid_until"),
      paymentTerms,
      advancePercent: text("advance_percent"),
      shipmentPeriod: text("shipment_period"),
      packing: text("packing"),
      note: text("note"),
    });
  };
  return (
    <form className="staff-card offer-form" onSubmit={submit} noValidate aria-labelledby={`offer-form-${entry.id}`}>
      <h3 id={`offer-form-${entry.id}`} ref={heading} tabIndex={-1}>
        {copy.formHeading}
      </h3>
      {error ? (
        <p role="alert" className="form-error">
          {error}
          {onReload ? `. ${copy.madeMeanwhile}` : null}
        </p>
      ) : null}
      {onReload ? (
        <PlainButton variant="secondary" size="sm" onClick={onReload}>
          {copy.reload}
        </PlainButton>
      ) : null}
      <TextField
        name="unit_price"
        label={copy.fields.unitPrice}
        isRequired
        inputMode="decimal"
        defaultValue={draft?.unitPrice ?? (quote ? String(quote.unit_price) : "")}
        {...(quote ? { description: copy.fields.unitPriceHelp(quote.unit_price, quote.effective_from) } : {})}
      />
      <TextField name="quantity" label={`${copy.fields.quantity}${quote ? ` (${quote.unit})` : ""}`} isRequired inputMode="decimal" defaultValue={draft?.quantity ?? (quote ? String(quote.quantity) : "")} />
      <Select
        label={copy.fields.incoterm}
        options={INCOTERMS.map((term) => ({ id: term, label: `${term}: ${copy.incoterms[term]}` }))}
        value={incoterm}
        onChange={(value) => setIncoterm((value as Incoterm | null) ?? "FOB")}
        isRequired
      />
      {incoterm === "FOB" ? (
        <Select label={copy.fields.fobPort} options={FOB_PORTS.map((port) => ({ id: port, label: port }))} value={fobPort} onChange={(value) => setFobPort(String(value ?? "Chattogram"))} isRequired />
      ) : incoterm === "EXW" ? null : (
        <TextField name="place" label={incoterm === "FCA" ? copy.fields.place : copy.fields.destination} isRequired defaultValue={draft?.place ?? ""} />
      )}
      {incoterm === "CFR" || incoterm === "CIF" ? <TextField name="freight" label={copy.fields.freight} inputMode="decimal" defaultValue={draft?.freight ?? ""} /> : null}
      {incoterm === "CIF" ? <TextField name="insurance" label={copy.fields.insurance} inputMode="decimal" defaultValue={draft?.insurance ?? ""} /> : null}
      <TextField name="valid_until" type="date" label={copy.fields.validUntil} description={copy.fields.validHelp} isRequired defaultValue={draft?.validUntil ?? millDayPlus(OFFER_VALIDITY_DAYS, entry.time_zone)} />
      <Select
        label={copy.fields.paymentTerms}
        options={PAYMENT_TERMS.map((term) => ({ id: term, label: copy.paymentTerms[term] }))}
        value={paymentTerms}
        onChange={(value) => setPaymentTerms((value as PaymentTerm | null) ?? "lc_at_sight")}
        isRequired
      />
      {paymentTerms === "tt_advance" ? <TextField name="advance_percent" label={copy.fields.advance} inputMode="numeric" isRequired defaultValue={draft?.advancePercent ?? "30"} /> : null}
      <TextField name="shipment_period" label={copy.fields.shipment} placeholder={copy.fields.shipmentPlaceholder} isRequired defaultValue={draft?.shipmentPeriod ?? ""} />
      <TextField name="packing" label={copy.fields.packing} isRequired defaultValue={draft?.packing ?? ""} />
      <TextArea name="note" label={copy.fields.note} rows={3} maxLength={1000} defaultValue={draft?.note ?? ""} />
      <div className="staff-offers__actions">
        {/* aria-disabled, not disabled: it keeps focus while the offer is on its way, so a failure lands where the keyboard was. */}
        <PlainButton type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
          {busy ? copy.sending : copy.send}
        </PlainButton>
        <PlainButton variant="secondary" size="sm" onClick={onCancel}>
          {copy.cancel}
        </PlainButton>
      </div>
    </form>
  );
}

/** The offers of an opened quote request, and "Make an offer". */
export function StaffOfferPanel({ entry, machine = staffOfferMachine }: { entry: InboxEntry; machine?: typeof staffOfferMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { enquiryId: entry.id } });
  const { offers, notice, formError, draft, stale } = snapshot.context;
  const [downloadError, setDownloadError] = useState("");
  const open = offers.find((offer) => offer.state === "sent" || offer.state === "change_requested" || offer.state === "expired");
  const accepted = offers.some((offer) => offer.state === "accepted");
  // The form, or the Withdraw pressed, is gone once the offer is sent or withdrawn: focus rests
  // on the line that says what happened, and the clerk goes on from there.
  const said = notice && notice.kind !== "failed" ? notice.msg : "";
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && notice.kind !== "failed") status.current?.focus();
  }, [notice]);

  return (
    <section aria-labelledby={`offers-${entry.id}`} className="staff-offers">
      <h3 id={`offers-${entry.id}`}>{copy.heading}</h3>
      <div ref={status} role="status" tabIndex={said ? -1 : undefined}>
        {said}
      </div>
      {notice?.kind === "failed" ? <p role="alert">{notice.msg || copy.failed}</p> : null}
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {snapshot.matches("loading") ? <Spinner label={copy.loading} size="sm" /> : null}
      {snapshot.matches("error") ? (
        <PlainButton size="sm" onClick={() => send({ type: "offers.retry" })}>
          {copy.retry}
        </PlainButton>
      ) : null}
      {offers.length === 0 && !snapshot.matches("loading") && !snapshot.matches("error") ? <p>{copy.none}</p> : null}
      {offers.length > 0 ? (
        <Table
          caption={copy.heading}
          hideCaption
          columns={[
            { id: "number", name: "Proforma", isRowHeader: true },
            { id: "state", name: "State" },
            { id: "unitPrice", name: "Unit price" },
            { id: "total", name: "Total" },
            { id: "term", name: "Term" },
            { id: "validUntil", name: "Valid until" },
            { id: "dates", name: "Made / answered" },
            { id: "actions", name: "Actions" },
          ]}
          rows={offers.map((offer) => ({
            id: offer.id,
            cells: {
              number: <span className="staff-offers__whole">{offer.number}</span>,
              state: (
                <>
                  {copy.states[offer.state]}
                  {offer.answer_message ? <blockquote className="staff-offers__message">{offer.answer_message}</blockquote> : null}
                </>
              ),
              unitPrice: `${offer.unit_price} USD / ${offer.unit}`,
              total: usd(offer.total),
              term: incotermWithPlace(offer.incoterm, offer.place),
              validUntil: <span className="staff-offers__whole">{offer.valid_until}</span>,
              dates: (
                <>
                  <span className="staff-offers__whole">{offer.created_at.slice(0, 10)}</span>
                  {offer.answered_at ? (
                    <>
                      {" / "}
                      <span className="staff-offers__whole">{offer.answered_at.slice(0, 10)}</span>
                    </>
                  ) : null}
                </>
              ),
              actions: (
                <div className="staff-offers__actions">
                  <PlainButton variant="secondary" size="sm" aria-label={`${copy.download}: ${offer.number}`} onClick={() => void download(offer, setDownloadError)}>
                    PDF
                  </PlainButton>
                  {offer.state === "sent" || offer.state === "change_requested" ? (
                    <PlainButton variant="secondary" size="sm" disabled={!snapshot.matches("idle")} aria-label={`${copy.withdraw} ${offer.number}`} onClick={() => send({ type: "offer.withdraw", offerId: offer.id })}>
                      {copy.withdraw}
                    </PlainButton>
                  ) : null}
                </div>
              ),
            },
          }))}
        />
      ) : null}
      {snapshot.matches("idle") && !accepted ? (
        <PlainButton variant="primary" size="sm" onClick={() => send({ type: "offer.open" })}>
          {open ? copy.revise : copy.make}
        </PlainButton>
      ) : null}
      {snapshot.matches("editing") || snapshot.matches("sending") ? (
        <OfferForm
          entry={entry}
          seenVersion={offers.reduce((newest, offer) => Math.max(newest, offer.version), 0)}
          draft={draft ?? (open ? revisionOf(open, millDayPlus(OFFER_VALIDITY_DAYS, entry.time_zone)) : null)}
          error={formError}
          busy={snapshot.matches("sending")}
          onSubmit={(input) => send({ type: "offer.submit", input })}
          onCancel={() => send({ type: "offer.cancel" })}
          onReload={stale ? () => send({ type: "offers.reload" }) : null}
        />
      ) : null}
    </section>
  );
}
