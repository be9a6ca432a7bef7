import "../../../shared/flows/flows.css";
import { Form, Link, LinkButton, PlainButton, Spinner, Table, TextArea, TextField } from "@jute/ui";
import { formatMoney, formatNumber, unitFor, type QuoteListLine } from "@jute/api/contract";
import { useMachine } from "@xstate/react";
import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { quoteCopy } from "../enquiries.copy";
import { quoteListCopy as copy } from "./quote-list.copy";
import { quoteListMachine } from "./quote-list.machine";

/** A line named as the page and its buttons name it: "CRX Jute Yarn, count 8, 2 ply, VOT". */
const lineName = (line: QuoteListLine) => (line.spec ? `${line.product}, ${line.spec}` : line.product);

type Draft = { quantity: string; note: string };
type Drafts = Record<string, Draft>;
type LineErrors = { quantity?: string; note?: string };

/** A line's fields as the server last had them. */
const savedDraft = (line: QuoteListLine): Draft => ({ quantity: formatNumber(line.quantity), note: line.note });

/** A line without errors: one object, so its fields are not redrawn for a new empty one. */
const NO_LINE_ERRORS: LineErrors = Object.freeze({});

/**
 * A line's Quantity and Note. Drawn again only when what they show changes: a press of Save or
 * Remove (the buttons say "Saving…", every line's are held) redraws the buttons, not every
 * line's react-aria fields (at 4x CPU that was most of the press, issue 36).
 */
const LineFields = memo(function LineFields({ line, name, draft, errors, onEdit }: { line: QuoteListLine; name: string; draft: Draft; errors: LineErrors; onEdit: (line: QuoteListLine, change: Partial<Draft>) => void }) {
  return (
    <div className="quote-list__fields">
      <TextField
        label={copy.quantityLabel(name)}
        inputMode="decimal"
        autoComplete="off"
        description={quoteCopy.quantityHelp(unitFor(2, line.unit))}
        value={draft.quantity}
        onChange={(quantity) => onEdit(line, { quantity })}
        isInvalid={errors.quantity !== undefined}
        {...(errors.quantity ? { errorMessage: errors.quantity } : {})}
      />
      <TextField
        label={copy.noteLabel(name)}
        value={draft.note}
        onChange={(note) => onEdit(line, { note })}
        isInvalid={errors.note !== undefined}
        {...(errors.note ? { errorMessage: errors.note } : {})}
      />
    </div>
  );
});

/** The request's message and "Send the request": not drawn again by a press of a line's Save. */
const SendListForm = memo(function SendListForm({ sending, onSend }: { sending: boolean; onSend: (message: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(String(new FormData(event.currentTarget).get("message") ?? ""));
  };
  return (
    <Form onSubmit={submit} validation="caller" className="form quote-list__send">
      <TextArea name="message" label={copy.messageLabel} rows={3} />
      <BusyButton busy={sending} busyLabel={copy.sending}>
        {copy.send}
      </BusyButton>
    </Form>
  );
});

/**
 * The member's quote list: a table of its lines (cards when narrow: ui's Table), each with its
 * quantity and note to change (Save) and Remove, its mill and port, the price in force now (and
 * what it was when added, when it changed), and its indicative total; then the overall total,
 * the container estimate of the mix, and "Send the request" with an optional message.
 */
export function QuoteListScreen({ machine = quoteListMachine }: { machine?: typeof quoteListMachine }) {
  const [snapshot, send, actor] = useMachine(machine);
  const { list, fieldErrors, error, notice, busyLine, sent } = snapshot.context;
  const [drafts, setDrafts] = useState<Drafts>({});
  const outcome = useRef<HTMLHeadingElement>(null);
  const saving = snapshot.matches("saving");
  const sending = snapshot.matches("sending");
  const isSent = snapshot.matches("sent");
  const onSend = useCallback(
    (message: string) => {
      const now = actor.getSnapshot();
      if (now.matches("sending") || now.matches("saving")) return;
      actor.send({ type: "list.send", message });
    },
    [actor],
  );
  const edit = useCallback((line: QuoteListLine, change: Partial<Draft>) => setDrafts((all) => ({ ...all, [line.id]: { ...(all[line.id] ?? savedDraft(line)), ...change } })), []);

  // A list from the server (loaded, or after a change or a refusal) replaces what the fields hold.
  useEffect(() => {
    setDrafts(Object.fromEntries((list?.lines ?? []).map((line) => [line.id, savedDraft(line)])));
  }, [list]);
  useEffect(() => {
    if (isSent) outcome.current?.focus();
  }, [isSent]);

  if (snapshot.matches("loading")) return <Spinner label={copy.loading} size="lg" />;
  if (snapshot.matches("loggedOut")) {
    return (
      <p>
        {copy.loggedOut}{" "}
        <LinkButton href="/login" variant="primary" size="sm" routerOptions={{ state: { returnTo: { path: "/my-quote-list" } } }}>
          Login
        </LinkButton>
      </p>
    );
  }
  if (snapshot.matches("loadFailed")) {
    return (
      <div role="alert">
        <p>{error ? `${copy.loadFailed} ${error}` : copy.loadFailed}</p>
        <PlainButton type="button" variant="primary" onClick={() => send({ type: "list.retry" })}>
          {copy.retry}
        </PlainButton>
      </div>
    );
  }
  if (isSent && sent) {
    return (
      <div role="status" className="account-outcome">
        <h2 ref={outcome} tabIndex={-1}>
          {copy.sentHeading}
        </h2>
        <p>{copy.sent(sent.reference, copy.lines(sent.lines))}</p>
        <p>
          {copy.followUp} <Link href="/my-enquiries">My enquiries</Link>.
        </p>
      </div>
    );
  }

  const messages = (
    <>
      {notice ? (
        <p role="alert" className="quote-list__notice">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </>
  );
  if (snapshot.matches("empty") || !list) {
    return (
      <>
        {messages}
        <p>{copy.empty}</p>
      </>
    );
  }

  const draftOf = (line: QuoteListLine) => drafts[line.id] ?? savedDraft(line);
  const columns = [
    { id: "product", name: copy.columns.product, isRowHeader: true },
    { id: "port", name: copy.columns.port },
    { id: "quantity", name: copy.columns.quantity },
    { id: "price", name: copy.columns.price },
    { id: "total", name: copy.columns.total },
    { id: "actions", name: copy.columns.actions },
  ];
  const rows = list.lines.map((line) => {
    const name = lineName(line);
    const errors = fieldErrors[line.id] ?? NO_LINE_ERRORS;
    const busy = saving && busyLine === line.id;
    return {
      id: line.id,
      className: line.price_changed ? "quote-list__line--changed" : undefined,
      cells: {
        product: name,
        port: `${line.company}, ${line.port}`,
        quantity: <LineFields line={line} name={name} draft={draftOf(line)} errors={errors} onEdit={edit} />,
        price: (
          <>
            {line.unit_price === null ? copy.noPrice : copy.perUnit(formatMoney(line.unit_price), line.unit)}
            {line.price_changed ? <span className="quote-list__changed">{line.price_words}</span> : null}
          </>
        ),
        total: line.total === null ? "" : formatMoney(line.total),
        actions: (
          <span className="request-quote__row-actions">
            <PlainButton
              type="button"
              size="sm"
              aria-label={busy ? copy.saving : copy.saveName(name)}
              aria-disabled={saving || sending || undefined}
              onClick={() => {
                if (saving || sending) return;
                send({ type: "line.save", lineId: line.id, ...draftOf(line) });
              }}
            >
              {busy ? copy.saving : copy.save}
            </PlainButton>
            <PlainButton
              type="button"
              size="sm"
              variant="outline"
              aria-label={copy.removeName(name)}
              aria-disabled={saving || sending || undefined}
              onClick={() => {
                if (saving || sending) return;
                send({ type: "line.remove", lineId: line.id });
              }}
            >
              {copy.remove}
            </PlainButton>
          </span>
        ),
      },
    };
  });

  return (
    <>
      {messages}
      <Table caption={copy.caption} hideCaption columns={columns} rows={rows} cards cardsUnder="60rem" cardHeadingLevel={2} className="quote-list__table" />
      <span role="status" className="visually-hidden">
        {saving ? copy.saving : ""}
      </span>
      <p className="request-quote__total">{copy.total(formatMoney(list.total))}</p>
      {list.containers.words ? <p>{copy.containers(list.containers.words)}</p> : null}
      <p className="form-note">{copy.totalNote}</p>
      <SendListForm sending={sending} onSend={onSend} />
    </>
  );
}
