import "./staff-offers.css";
import type { OfferInput } from "@jute/api/client/offers";
import {
  buyerRemoved,
  FOB_PORTS,
  INCOTERMS,
  NOTIFY_SAME_AS_CONSIGNEE,
  OFFER_VALIDITY_DAYS,
  PAYMENT_TERMS,
  QUANTITY_TOLERANCE_DEFAULT,
  SHIPMENT_CLAUSES,
  defaultPortOfLoading,
  incotermWithPlace,
  offeredLines,
  usd,
  type Incoterm,
  type InboxEntry,
  type Offer,
  type PaymentTerm,
  type ShipmentClause,
} from "@jute/api/contract";
import { ConfirmButton, Form, PlainButton, Select, Spinner, Table, TextArea, TextField, type FormErrorItem } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { offerClient as staffOfferClient } from "../../../shared/api/offers";
import { dayOf, millDayPlus } from "@jute/api/mill-day";
import { staffCopy } from "../staff.copy";
import { staffOfferCopy as copy } from "./staff-offer.copy";
import { staffOfferMachine } from "./staff-offer.machine";
import { firstLines, linesToSend, OfferLinesFields, type LineDraft } from "./offer-lines-fields";
import { OfferTotals } from "./offer-totals";


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
 * A revision starts from the offer it replaces (every line's price and quantity, or why it was
 * left out; its term, payment, shipment, packing and note: the clerk changes what the buyer
 * asked for), with a fresh validity date.
 */
function revisionOf(offer: Offer, validUntil: string): OfferInput {
  const amount = (value: number) => (value > 0 ? String(value) : "");
  return {
    enquiryId: offer.enquiry_id,
    seenVersion: offer.version,
    lines: offer.lines.map((line) => ({
      requestLine: line.request_line,
      unitPrice: line.unit_price === null ? "" : String(line.unit_price),
      quantity: line.quantity === null ? "" : String(line.quantity),
      leftOut: line.left_out,
    })),
    // The seller is chosen again (the offer names it by code; the form by the request's companies).
    millCompanyId: "",
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
    shipping: {
      portOfLoading: offer.shipping.port_of_loading,
      portOfDischarge: offer.shipping.port_of_discharge,
      consignee: offer.shipping.consignee,
      notifyParty: offer.shipping.notify_party,
      buyerAddress: offer.shipping.buyer_address,
      buyerTaxId: offer.shipping.buyer_tax_id,
      quantityTolerance: String(offer.shipping.quantity_tolerance),
      partialShipment: offer.shipping.partial_shipment,
      transhipment: offer.shipping.transhipment,
    },
  };
}

/**
 * The offer's terms, after the account forms' pattern: the form's own check lists what is
 * missing in the error summary, as the server's refusal, which names its field (`lines.0.unit_price`);
 * either way the field is marked invalid and described by its message, and the browser's
 * bubbles never show (ui's Form). A failure (the network) is said beside Send offer, which
 * keeps focus for another try.
 */
function OfferForm({
  entry,
  seenVersion,
  draft,
  error,
  refusal,
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
  refusal: { field: string | null } | null;
  busy: boolean;
  onSubmit: (input: OfferInput) => void;
  onCancel: () => void;
  /** Set when another offer was made meanwhile: the list loads again. */
  onReload: (() => void) | null;
}) {
  // The port of loading defaults to the port the first line was priced to.
  const quote = entry.lines[0];
  const [lines, setLines] = useState<LineDraft[]>(() => firstLines(entry.lines, draft?.lines));
  const changeLine = (index: number, change: Partial<LineDraft>) => setLines((all) => all.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const sellers = [...new Map(entry.lines.map((line) => [line.company_id, line.company])).entries()].map(([id, label]) => ({ id, label }));
  const [freight, setFreight] = useState(draft?.freight ?? "");
  const [insurance, setInsurance] = useState(draft?.insurance ?? "");
  const [seller, setSeller] = useState<string>(draft?.millCompanyId || (sellers[0]?.id ?? ""));
  const idOf = (name: string) => `offer-${entry.id}-${name}`;
  const field = refusal?.field ?? null;
  const summary: FormErrorItem[] = error && refusal ? [field ? { message: error, fieldId: idOf(field) } : { message: error }] : [];
  const [incoterm, setIncoterm] = useState<Incoterm>(draft?.incoterm ?? "FOB");
  const [paymentTerms, setPaymentTerms] = useState<PaymentTerm>(draft?.paymentTerms ?? "lc_at_sight");
  const pricedTo = defaultPortOfLoading(quote?.port ?? "");
  const [fobPort, setFobPort] = useState<string>(draft?.incoterm === "FOB" ? draft.place : pricedTo);
  const shipping = draft?.shipping ?? {};
  const [portOfLoading, setPortOfLoading] = useState<string>(shipping.portOfLoading || pricedTo);
  const [partialShipment, setPartialShipment] = useState<ShipmentClause>(shipping.partialShipment ?? "allowed");
  const [transhipment, setTranshipment] = useState<ShipmentClause>(shipping.transhipment ?? "allowed");
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
      lines: linesToSend(entry.lines, lines),
      millCompanyId: seller,
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
      shipping: {
        // An FOB offer loads at its named port.
        portOfLoading: incoterm === "FOB" ? fobPort : portOfLoading,
        portOfDischarge: text("port_of_discharge"),
        consignee: text("consignee"),
        notifyParty: text("notify_party"),
        buyerAddress: text("buyer_address"),
        buyerTaxId: text("buyer_tax_id"),
        quantityTolerance: text("quantity_tolerance"),
        partialShipment,
        transhipment,
      },
    });
  };
  return (
    <Form
      className="staff-card offer-form"
      onSubmit={submit}
      errors={summary}
      validationErrors={error && field ? { [field]: error } : {}}
      aria-labelledby={`offer-form-${entry.id}`}
    >
      <h3 id={`offer-form-${entry.id}`} ref={heading} tabIndex={-1}>
        {copy.formHeading}
      </h3>
      {error && !refusal ? (
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
      <OfferLinesFields lines={entry.lines} drafts={lines} idOf={idOf} onChange={changeLine} />
      {sellers.length > 1 ? (
        <Select label={copy.seller.label} description={copy.seller.help} options={sellers} value={seller} onChange={(value) => setSeller(String(value ?? sellers[0]?.id ?? ""))} isRequired />
      ) : (
        <p className="staff-offers__seller">
          {copy.seller.label}: {sellers[0]?.label}. {copy.seller.help}
        </p>
      )}
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
        <TextField
          id={idOf("place")}
          name="place"
          label={incoterm === "FCA" ? copy.fields.place : copy.fields.destination}
          isRequired
          missingMessage={incoterm === "FCA" ? copy.missing.place : copy.missing.destination}
          defaultValue={draft?.place ?? ""}
        />
      )}
      {incoterm === "CFR" || incoterm === "CIF" ? <TextField id={idOf("freight")} name="freight" label={copy.fields.freight} inputMode="decimal" value={freight} onChange={setFreight} /> : null}
      {incoterm === "CIF" ? <TextField id={idOf("insurance")} name="insurance" label={copy.fields.insurance} inputMode="decimal" value={insurance} onChange={setInsurance} /> : null}
      <OfferTotals lines={entry.lines} drafts={lines} freight={incoterm === "CFR" || incoterm === "CIF" ? freight : ""} insurance={incoterm === "CIF" ? insurance : ""} />
      <TextField
        id={idOf("valid_until")}
        name="valid_until"
        type="date"
        label={copy.fields.validUntil}
        description={copy.fields.validHelp}
        isRequired
        missingMessage={copy.missing.validUntil}
        defaultValue={draft?.validUntil ?? millDayPlus(OFFER_VALIDITY_DAYS, entry.time_zone)} />
      <Select
        label={copy.fields.paymentTerms}
        options={PAYMENT_TERMS.map((term) => ({ id: term, label: copy.paymentTerms[term] }))}
        value={paymentTerms}
        onChange={(value) => setPaymentTerms((value as PaymentTerm | null) ?? "lc_at_sight")}
        isRequired
      />
      {paymentTerms === "tt_advance" ? <TextField id={idOf("advance_percent")} name="advance_percent" label={copy.fields.advance} inputMode="numeric" isRequired missingMessage={copy.missing.advance} defaultValue={draft?.advancePercent ?? "30"} /> : null}
      <TextField
        id={idOf("shipment_period")}
        name="shipment_period"
        label={copy.fields.shipment}
        placeholder={copy.fields.shipmentPlaceholder}
        isRequired
        missingMessage={copy.missing.shipment}
        defaultValue={draft?.shipmentPeriod ?? ""}
      />
      <TextField id={idOf("packing")} name="packing" label={copy.fields.packing} isRequired missingMessage={copy.missing.packing} defaultValue={draft?.packing ?? ""} />
      <TextArea id={idOf("note")} name="note" label={copy.fields.note} rows={3} maxLength={1000} defaultValue={draft?.note ?? ""} />
      <fieldset className="staff-offers__export">
        <legend>{copy.exportFields.legend}</legend>
        {incoterm === "FOB" ? null : (
          <Select
            label={copy.exportFields.portOfLoading}
            description={copy.exportFields.portOfLoadingHelp}
            options={FOB_PORTS.map((port) => ({ id: port, label: port }))}
            value={portOfLoading}
            onChange={(value) => setPortOfLoading(String(value ?? pricedTo))}
          />
        )}
        <TextField id={idOf("port_of_discharge")} name="port_of_discharge" label={copy.exportFields.portOfDischarge} description={copy.exportFields.portOfDischargeHelp} defaultValue={shipping.portOfDischarge ?? ""} />
        <TextArea id={idOf("buyer_address")} name="buyer_address" label={copy.exportFields.buyerAddress} rows={2} maxLength={500} defaultValue={shipping.buyerAddress ?? ""} />
        <TextField id={idOf("buyer_tax_id")} name="buyer_tax_id" label={copy.exportFields.buyerTaxId} defaultValue={shipping.buyerTaxId ?? ""} />
        <TextArea id={idOf("consignee")} name="consignee" label={copy.exportFields.consignee} description={copy.exportFields.consigneeHelp} rows={3} maxLength={500} defaultValue={shipping.consignee ?? ""} />
        <TextArea id={idOf("notify_party")} name="notify_party" label={copy.exportFields.notifyParty} rows={2} maxLength={500} defaultValue={shipping.notifyParty ?? NOTIFY_SAME_AS_CONSIGNEE} />
        <TextField
          id={idOf("quantity_tolerance")} name="quantity_tolerance"
          label={copy.exportFields.tolerance}
          description={copy.exportFields.toleranceHelp}
          inputMode="numeric"
          defaultValue={shipping.quantityTolerance ?? String(QUANTITY_TOLERANCE_DEFAULT)}
        />
        <Select
          label={copy.exportFields.partialShipment}
          options={SHIPMENT_CLAUSES.map((clause) => ({ id: clause, label: copy.shipmentClauses[clause] }))}
          value={partialShipment}
          onChange={(value) => setPartialShipment((value as ShipmentClause | null) ?? "allowed")}
        />
        <Select
          label={copy.exportFields.transhipment}
          options={SHIPMENT_CLAUSES.map((clause) => ({ id: clause, label: copy.shipmentClauses[clause] }))}
          value={transhipment}
          onChange={(value) => setTranshipment((value as ShipmentClause | null) ?? "allowed")}
        />
      </fieldset>
      <div className="staff-offers__actions">
        {/* aria-disabled, not disabled: it keeps focus while the offer is on its way, so a failure lands where the keyboard was. */}
        <PlainButton type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
          {busy ? copy.sending : copy.send}
        </PlainButton>
        <PlainButton variant="secondary" size="sm" onClick={onCancel}>
          {copy.cancel}
        </PlainButton>
      </div>
    </Form>
  );
}

/** The offers of an opened quote request, and "Make an offer". */
export function StaffOfferPanel({ entry, machine = staffOfferMachine }: { entry: InboxEntry; machine?: typeof staffOfferMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { enquiryId: entry.id } });
  const { offers, notice, formError, formRefusal, draft, withdrawId, stale } = snapshot.context;
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
  // Cancel on the form: focus goes back to the button that opened it (shown again once the form is gone).
  const refocusOpen = useRef(false);
  const openButton = useCallback((button: HTMLButtonElement | null) => {
    if (button && refocusOpen.current) {
      refocusOpen.current = false;
      button.focus();
    }
  }, []);
  // A failed withdrawal is said here; focus stays on its Withdraw (aria-disabled while it was sent).
  const failedWithdrawal = snapshot.matches("idle") && notice?.kind === "failed" && withdrawId ? offers.find((offer) => offer.id === withdrawId) : undefined;

  return (
    <section aria-labelledby={`offers-${entry.id}`} className="staff-offers">
      <h3 id={`offers-${entry.id}`}>{copy.heading}</h3>
      <div ref={status} role="status" tabIndex={said ? -1 : undefined}>
        {said}
      </div>
      {notice?.kind === "failed" ? <p role="alert">{failedWithdrawal ? copy.withdrawFailed(failedWithdrawal.number, notice.msg) : notice.msg || copy.failed}</p> : null}
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {snapshot.matches("loading") ? <Spinner label={copy.loading} size="sm" /> : null}
      {snapshot.matches("error") ? (
        <PlainButton size="sm" onClick={() => send({ type: "offers.retry" })}>
          {copy.retry}
        </PlainButton>
      ) : null}
      {offers.length === 0 && !snapshot.matches("loading") && !snapshot.matches("error") ? <p>{copy.none}</p> : null}
      {offers.some(buyerRemoved) ? <p>{copy.buyerRemoved}</p> : null}
      {offers.length > 0 ? (
        <Table
          caption={copy.heading}
          hideCaption
          columns={[
            { id: "number", name: "Proforma", isRowHeader: true },
            { id: "state", name: "State" },
            { id: "lines", name: "Lines" },
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
                  {/* Expired, and the buyer asked for a new offer (the request is back in the inbox). */}
                  {offer.state === "expired" && offer.answered_at ? <strong className="staff-offers__whole">. {copy.newOfferAsked}</strong> : null}
                </>
              ),
              lines: offeredLines(offer.lines),
              total: usd(offer.total),
              term: incotermWithPlace(offer.incoterm, offer.place),
              validUntil: <span className="staff-offers__whole">{offer.valid_until}</span>,
              dates: (
                <>
                  <span className="staff-offers__whole">{dayOf(offer.created_at, offer.time_zone)}</span>
                  {offer.answered_at ? (
                    <>
                      {" / "}
                      <span className="staff-offers__whole">{dayOf(offer.answered_at, offer.time_zone)}</span>
                    </>
                  ) : null}
                </>
              ),
              actions: (() => {
                const pdf = (
                  <PlainButton variant="secondary" size="sm" aria-label={`${copy.download}: ${offer.number}`} onClick={() => void download(offer, setDownloadError)}>
                    PDF
                  </PlainButton>
                );
                if (offer.state !== "sent" && offer.state !== "change_requested") return <div className="staff-offers__actions">{pdf}</div>;
                // aria-disabled, not disabled, while anything is on its way: focus stays on it, so a failure is heard where the keyboard is.
                return (
                  <ConfirmButton
                    before={pdf}
                    rowClassName="staff-offers__actions"
                    busy={!snapshot.matches("idle")}
                    aria-label={`${copy.withdraw} ${offer.number}`}
                    question={copy.withdrawQuestion(offer.number)}
                    detail={copy.withdrawDetail}
                    confirmLabel={copy.withdrawYes(offer.number)}
                    cancelLabel={staffCopy.keep}
                    onConfirm={() => send({ type: "offer.withdraw", offerId: offer.id })}
                  >
                    {copy.withdraw}
                  </ConfirmButton>
                );
              })(),
            },
          }))}
        />
      ) : null}
      {/* The buyer's words on an offer, under the table across its whole width (squeezed into the State column at 390 px before). */}
      {offers
        .filter((offer) => offer.answer_message)
        .map((offer) => (
          <figure key={offer.id} className="staff-offers__answer">
            <figcaption>{copy.answerMessage(offer.number, copy.states[offer.state])}</figcaption>
            <blockquote className="staff-offers__message">{offer.answer_message}</blockquote>
          </figure>
        ))}
      {snapshot.matches("idle") && !accepted ? (
        <PlainButton ref={openButton} variant="primary" size="sm" onClick={() => send({ type: "offer.open" })}>
          {open ? copy.revise : copy.make}
        </PlainButton>
      ) : null}
      {snapshot.matches("editing") || snapshot.matches("sending") ? (
        <OfferForm
          entry={entry}
          seenVersion={offers.reduce((newest, offer) => Math.max(newest, offer.version), 0)}
          draft={draft ?? (open ? revisionOf(open, millDayPlus(OFFER_VALIDITY_DAYS, entry.time_zone)) : null)}
          error={formError}
          refusal={formRefusal}
          busy={snapshot.matches("sending")}
          onSubmit={(input) => send({ type: "offer.submit", input })}
          onCancel={() => {
            refocusOpen.current = true;
            send({ type: "offer.cancel" });
          }}
          onReload={stale ? () => send({ type: "offers.reload" }) : null}
        />
      ) : null}
    </section>
  );
}
