import "../../../shared/flows/flows.css";
import { Form, Link, PlainButton, TextArea, TextField, VisuallyHidden, type FormErrorItem } from "@jute/ui";
import { formatMoney, formatQuantity, unitFor, type CostResult } from "@jute/api/contract";
import { useActorRef } from "@xstate/react";
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { quoteCopy } from "../enquiries.copy";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { useActorPart } from "../../../shared/flows/use-actor-part";
import { quoteRequestMachine, type QuoteMode } from "./quote-request.machine";
import { containersText, parseQuantity, readingText, totalText, type QuoteField } from "./quote-terms";

/** The product as a row names it: its name and, when the name lacks it, the size or yarn spec. */
function productLabel(quote: CostResult): string {
  const item = quote.items[0];
  const spec = quote.size || (item?.cost_count ? `${item.cost_count} count, ${item.ply} ply, ${item.oil}` : "");
  return spec && !quote.name.includes(spec) ? `${quote.name}, ${spec}` : quote.name;
}

/** How long typing must pause before the indicative total is announced. */
export const ANNOUNCE_AFTER_MS = 800;

/** Which price a row's button is for: product and spec, mill and port (rows differ by those). */
export function quoteTarget(quote: CostResult): string {
  const port = quote.items[0]?.location ?? "";
  return [productLabel(quote), quote.company, port].filter(Boolean).join(", ");
}

/**
 * "Request a quote" for one quote row a member sees (never rendered for a visitor: the row
 * then has no cost). Opens a modal dialog with the short form: Quantity in the product's unit
 * with the container loads it comes to, the indicative total, an optional message, and Send
 * request. Escape or Cancel closes it and gives focus back to the button. With `mode` "add" it
 * is "Add to quote": the same form adds the row to the member's quote list, the message being
 * the line's note.
 */
export function RequestQuote({ quote, machine = quoteRequestMachine, mode = "request" }: { quote: CostResult; machine?: typeof quoteRequestMachine; mode?: QuoteMode }) {
  const [open, setOpen] = useState(false);
  // The press draws the dialog and its title; the form (its machine, its react-aria fields)
  // renders right after, in a transition, so the press's own task stays short on a slow phone (a
  // trace at 4x CPU: the form's render was 218 of the open's 430 ms, docs/benchmarks.md). Keys
  // typed in that moment are kept and start the Quantity field, which takes focus as it mounts.
  const [formShown, setFormShown] = useState(false);
  const earlyKeys = useRef("");
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  if (quote.cost === null) return null;
  const close = () => {
    dialog.current?.close();
  };
  const onClosed = () => {
    setOpen(false);
    setFormShown(false);
    trigger.current?.focus();
  };
  const openDialog = () => {
    earlyKeys.current = "";
    setOpen(true);
    startTransition(() => setFormShown(true));
  };
  const keepEarlyKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) earlyKeys.current += event.key;
    else if (event.key === "Backspace") earlyKeys.current = earlyKeys.current.slice(0, -1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <PlainButton
        ref={trigger}
        variant="outline"
        size="sm"
        className="request-quote__button"
        aria-haspopup="dialog"
        // Its name says which price (several rows have one); the visible words begin it.
        aria-label={mode === "add" ? quoteCopy.addName(quoteTarget(quote)) : quoteCopy.buttonName(quoteTarget(quote))}
        onClick={openDialog}
      >
        {mode === "add" ? quoteCopy.addLabel : quoteCopy.buttonLabel}
      </PlainButton>
      {/* In the body, not in the row: the results' card and table styles never reach the form. */}
      {open && createPortal(
        <dialog ref={dialog} className="request-quote__dialog" aria-labelledby={titleId} onClose={onClosed} {...(formShown ? {} : { onKeyDown: keepEarlyKey })}>
          <h2 id={titleId} className="request-quote__title">
            {mode === "add" ? quoteCopy.addTitle(productLabel(quote)) : quoteCopy.dialogTitle(productLabel(quote))}
          </h2>
          {formShown ? <QuoteRequestForm quote={quote} machine={machine} mode={mode} onCancel={close} earlyKeys={earlyKeys} /> : null}
        </dialog>,
        document.body,
      )}
    </>
  );
}

/** While the request is on its way (or the line is being added). */
const isBusy = (state: SnapshotFrom<typeof quoteRequestMachine>) => state.matches("submitting") || state.matches("adding");

/** Send request (or Add to quote list), busy while its call runs: the one part of the form a press redraws. */
function QuoteSubmit({ actor, mode }: { actor: ActorRefFrom<typeof quoteRequestMachine>; mode: QuoteMode }) {
  const busy = useActorPart(actor, isBusy);
  return (
    <BusyButton busy={busy} busyLabel={mode === "add" ? quoteCopy.addBusy : quoteCopy.busyLabel}>
      {mode === "add" ? quoteCopy.addSubmit : quoteCopy.submitLabel}
    </BusyButton>
  );
}

function QuoteRequestForm({ quote, machine, mode, onCancel, earlyKeys }: { quote: CostResult; machine: typeof quoteRequestMachine; mode: QuoteMode; onCancel: () => void; earlyKeys: RefObject<string> }) {
  // The form follows only what it shows (the errors, the sent or added answer); the busy state is
  // the submit button's alone, so a press of Send request redraws the button, not the form with
  // its react-aria fields (at 4x CPU that redraw was most of the press, issue 36).
  const actor = useActorRef(machine, { input: { quote } });
  const fieldErrors = useActorPart(actor, (state) => state.context.fieldErrors);
  const error = useActorPart(actor, (state) => state.context.error);
  const terms = useActorPart(actor, (state) => state.context.terms);
  const receipt = useActorPart(actor, (state) => state.context.receipt);
  const list = useActorPart(actor, (state) => state.context.list);
  const sent = useActorPart(actor, (state) => state.matches("sent"));
  const added = useActorPart(actor, (state) => state.matches("added"));
  const [typed, setTyped] = useState(() => earlyKeys.current);
  const typedAtStart = useRef(typed);
  // Keys that came while this form was rendering (after the line above read them), before the
  // field took focus as it mounted: taken too, in the same commit (no second render otherwise).
  useLayoutEffect(() => {
    if (earlyKeys.current !== typedAtStart.current) setTyped(earlyKeys.current);
  }, [earlyKeys]);
  // What the status line says: the figures once typing pauses or the field is left, so a screen
  // reader hears one total, not one per key. Written to the line itself, not through state:
  // leaving the field redrew the whole form inside the press on Send request (issue 36).
  const figuresStatus = useRef<HTMLSpanElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent || added) confirmation.current?.focus();
  }, [sent, added]);

  const quantity = parseQuantity(typed, quote.unit);
  const reading = readingText(typed, quote.unit);
  const figures = [reading, containersText(quantity, terms), totalText(quote.cost, quantity)].filter(Boolean).join(" ");
  const sayFigures = useCallback(() => {
    if (figuresStatus.current) figuresStatus.current.textContent = figures;
  }, [figures]);
  useEffect(() => {
    const timer = window.setTimeout(sayFigures, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sayFigures]);
  const location = quote.items[0]?.location ?? "";
  const summary: FormErrorItem[] = [
    ...(["quantity", "message"] as const).flatMap((field) => {
      const message = fieldErrors[field];
      return message ? [{ message, fieldId: `quote-${field}-${quote.price_id}-${quote.truck_fare_id}` }] : [];
    }),
    ...(error ? [{ message: error }] : []),
  ];
  const fieldId = (field: QuoteField) => `quote-${field}-${quote.price_id}-${quote.truck_fare_id}`;
  // The field takes focus as the form mounts, in the same commit (react-aria's autoFocus may wait
  // for the page's transitions when it takes the press for a virtual one, and the form now mounts
  // after the press); keys typed before it was there are its start, the caret after them.
  const quantityId = fieldId("quantity");
  useLayoutEffect(() => {
    const field = document.getElementById(quantityId);
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [quantityId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy(actor.getSnapshot())) return;
    const data = new FormData(event.currentTarget);
    actor.send({ type: "quote.submit", quantity: String(data.get("quantity") ?? ""), message: String(data.get("message") ?? ""), ...(mode === "add" ? { mode } : {}) });
  };

  if (added && list) {
    return (
      <div className="request-quote__sent">
        <div role="status">
          <h3 ref={confirmation} tabIndex={-1}>
            {quoteCopy.addedHeading}
          </h3>
          <p>{quoteCopy.added(quoteCopy.lines(list.lines.length))}</p>
        </div>
        <p>
          <Link href="/my-quote-list">{quoteCopy.openList}</Link>
        </p>
        <PlainButton type="button" variant="primary" onClick={onCancel}>
          {quoteCopy.closeLabel}
        </PlainButton>
      </div>
    );
  }

  if (sent && receipt) {
    return (
      <div className="request-quote__sent">
        <div role="status">
          <h3 ref={confirmation} tabIndex={-1}>
            {quoteCopy.sentHeading}
          </h3>
          <p>{quoteCopy.sent(receipt.reference)}</p>
          <p>{quoteCopy.sentTotal(formatQuantity(receipt.quantity, receipt.unit), formatMoney(receipt.total))}</p>
        </div>
        <p>
          {quoteCopy.followUp} <Link href="/my-enquiries">{quoteCopy.myEnquiriesLink}</Link>.
        </p>
        <PlainButton type="button" variant="primary" onClick={onCancel}>
          {quoteCopy.closeLabel}
        </PlainButton>
      </div>
    );
  }

  return (
    <Form onSubmit={onSubmit} errors={summary} validationErrors={fieldErrors} validation="caller" className="form request-quote__form">
      <p className="request-quote__row">
        {quote.company}, {location}: {formatMoney(quote.cost ?? 0)} per {quote.unit}
      </p>
      <TextField
        id={fieldId("quantity")}
        name="quantity"
        label={quoteCopy.quantityLabel}
        inputMode="decimal"
        autoComplete="off"
        description={`${quoteCopy.quantityHelp(unitFor(2, quote.unit))}${terms ? ` ${quoteCopy.fclHelp(formatQuantity(terms.fcl20, quote.unit), formatQuantity(terms.fcl40, quote.unit))}` : ""}`}
        onChange={setTyped}
        onBlur={sayFigures}
        value={typed}
        autoFocus
      />
      <div className="request-quote__figures">
        {reading && <p>{reading}</p>}
        {containersText(quantity, terms) && <p>{containersText(quantity, terms)}</p>}
        {totalText(quote.cost, quantity) && <p className="request-quote__total">{totalText(quote.cost, quantity)}</p>}
      </div>
      <VisuallyHidden>
        <span role="status" ref={figuresStatus} />
      </VisuallyHidden>
      <p className="form-note">{quoteCopy.totalNote}</p>
      <TextArea id={fieldId("message")} name="message" label={mode === "add" ? quoteCopy.noteLabel : quoteCopy.messageLabel} rows={3} />
      <div className="request-quote__actions">
        <QuoteSubmit actor={actor} mode={mode} />
        <PlainButton type="button" variant="outline" onClick={onCancel}>
          {quoteCopy.cancelLabel}
        </PlainButton>
      </div>
    </Form>
  );
}
