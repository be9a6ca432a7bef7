import "./offers.css";
import { offeredLines, usd, type Offer } from "@jute/api/contract";
import { afterNextPaint, ConfirmDialog, LinkButton, PlainButton, Spinner, TextArea } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { offerClient } from "../../../shared/api/offers";
import { setWaitingOffers } from "../../../shared/api/waiting-offers";
import { offerDay, OfferLinesView, OfferTermsView, saveFile, SUMMARY_TERMS } from "./offer-terms-view";
import { offersCopy as copy } from "./offers.copy";
import { myOffersMachine, type MyOffersEvent } from "./my-offers.machine";

type Send = (event: MyOffersEvent) => void;

/** Downloads the proforma; says so (politely) when the file is saved, or why not (an alert). */
function DownloadButton({ offer }: { offer: Offer }) {
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");
  const download = async () => {
    setError("");
    setSaved("");
    const fileName = `proforma-${offer.number}.pdf`;
    const result = await (await offerClient()).downloadProforma(offer.id);
    if (result.kind === "ok") {
      saveFile(result.data, fileName);
      setSaved(copy.downloaded(fileName));
    } else setError(`${copy.downloadFailed} ${result.msg}`);
  };
  return (
    <>
      <PlainButton variant="secondary" size="sm" onClick={() => void download()}>
        {copy.download}
      </PlainButton>
      <p role="status" className="offer-card__saved">
        {saved}
      </p>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/**
 * Accept, or open the decline / change form, for an offer awaiting the buyer. The button that
 * opens a form is replaced by it, so focus moves into its text box (what is typed next lands
 * there); Cancel or Escape gives focus back to the button that opened it. A decline or change
 * request that did not reach the mill (`failed`) opens its form again with the buyer's words in
 * it. Accept asks first, in a dialog with the summary of what is accepted ("Accept and lock the
 * price"); Escape or Cancel there gives focus back to Accept.
 */
function AnswerControls({ offer, send, busy, failed }: { offer: Offer; send: Send; busy: boolean; failed: boolean }) {
  const [form, setForm] = useState<"decline" | "change" | null>(null);
  const [sent, setSent] = useState<{ form: "decline" | "change"; message: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [returnTo, setReturnTo] = useState<"decline" | "change" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // What the question summarises, drawn once per offer: a press that asks it draws nothing else.
  const summary = useMemo(
    () => (
      <>
        <p>{copy.confirmLead}</p>
        <OfferTermsView offer={offer} only={SUMMARY_TERMS} />
      </>
    ),
    [offer],
  );
  const openers = useRef<Partial<Record<"decline" | "change", HTMLButtonElement | null>>>({});
  const textBox = () => formRef.current?.querySelector("textarea") ?? null;
  useEffect(() => {
    if (form) textBox()?.focus();
  }, [form]);
  useEffect(() => {
    if (!returnTo) return;
    openers.current[returnTo]?.focus();
    setReturnTo(null);
  }, [returnTo]);
  useEffect(() => {
    if (failed && sent) setForm(sent.form);
  }, [failed, sent]);
  const open = (which: "decline" | "change") => {
    setError(undefined);
    setSent(null);
    setForm(which);
  };
  const cancel = () => {
    setReturnTo(form);
    setForm(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "").trim();
    if (form === "change" && !message) {
      setError(copy.messageRequired);
      textBox()?.focus();
      return;
    }
    send(form === "change" ? { type: "offer.change", offerId: offer.id, message } : { type: "offer.decline", offerId: offer.id, message });
    // Back on the button that opened the form while the answer is on its way; kept, the words
    // come back in the form if it fails.
    setSent(form ? { form, message } : null);
    setReturnTo(form);
    setForm(null);
  };
  if (form) {
    return (
      <form
        ref={formRef}
        className="offer-answer-form"
        onSubmit={submit}
        noValidate
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          cancel();
        }}
      >
        <TextArea
          name="message"
          label={form === "change" ? copy.changeLabel : copy.declineLabel}
          isRequired={form === "change"}
          validationBehavior="aria"
          {...(form === "change" ? { description: copy.changeDescription } : {})}
          {...(error ? { errorMessage: error, isInvalid: true } : {})}
          rows={4}
          maxLength={2000}
          defaultValue={sent?.form === form ? sent.message : ""}
        />
        <div className="offer-actions">
          <PlainButton type="submit" variant="primary" size="sm" disabled={busy}>
            {form === "change" ? copy.sendChange : copy.sendDecline}
          </PlainButton>
          <PlainButton variant="secondary" size="sm" onClick={cancel}>
            {copy.cancel}
          </PlainButton>
        </div>
      </form>
    );
  }
  // aria-disabled, not disabled: the pressed button keeps focus while the answer is on its way,
  // so a failure (the offer unchanged) lands where the keyboard was, ready to press again.
  const waiting = busy || undefined;
  return (
    <div className="offer-actions">
      <PlainButton variant="primary" size="sm" aria-disabled={waiting} aria-haspopup="dialog" onClick={() => !busy && setConfirming(true)}>
        {copy.accept(offer.number)}
      </PlainButton>
      <PlainButton ref={(button: HTMLButtonElement | null) => void (openers.current.decline = button)} variant="secondary" size="sm" aria-disabled={waiting} onClick={() => !busy && open("decline")}>
        {copy.decline(offer.number)}
      </PlainButton>
      <PlainButton ref={(button: HTMLButtonElement | null) => void (openers.current.change = button)} variant="secondary" size="sm" aria-disabled={waiting} onClick={() => !busy && open("change")}>
        {copy.askChange(offer.number)}
      </PlainButton>
      <ConfirmDialog
        isOpen={confirming}
        title={copy.confirmTitle(offer.number)}
        confirmLabel={copy.confirmYes}
        cancelLabel={copy.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          // The dialog closes in the press's own frame; the list shows "accepting" in the next
          // (at 4x CPU both in one frame took 170 to 240 ms, issue 36).
          setConfirming(false);
          void afterNextPaint().then(() => send({ type: "offer.accept", offerId: offer.id }));
        }}
      >
        {summary}
      </ConfirmDialog>
    </div>
  );
}

/** On an offer that expired unanswered: ask the mill for a new one (once; the date shows after). */
function AskForNewOffer({ offer, send, busy }: { offer: Offer; send: Send; busy: boolean }) {
  return (
    <div className="offer-actions">
      <PlainButton variant="primary" size="sm" aria-disabled={busy || undefined} onClick={() => !busy && send({ type: "offer.renew", offerId: offer.id })}>
        {copy.askNew(offer.number)}
      </PlainButton>
    </div>
  );
}

/**
 * The line under an offer that says what became of the buyer's answer. It takes focus when the
 * answer landed or was refused (the buttons pressed are gone, and a keyboard user goes on from
 * what happened); a failure leaves focus on the button pressed, ready to press again.
 */
function AnswerStatus({ text, takeFocus }: { text: string; takeFocus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text && takeFocus) ref.current?.focus();
  }, [text, takeFocus]);
  return (
    <div ref={ref} role="status" tabIndex={text ? -1 : undefined} className="offer-card__status">
      {text}
    </div>
  );
}

/**
 * The session ended as the buyer answered (the server no longer accepted it: logged out in
 * another tab, or expired): the answer was not sent. Said in an alert that takes focus (the
 * offer and its buttons are gone), with the login that comes back here.
 */
function SessionEnded() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1}>
      <p>{copy.sessionEnded}</p>
      <LinkButton href="/login" variant="primary" size="sm" routerOptions={{ state: { returnTo: { path: "/my-enquiries" } } }}>
        {copy.logInAgain}
      </LinkButton>
    </div>
  );
}

/** The member's offers, grouped by quote request: every version with its state, dates and answers. */
export function MyOffersScreen({ machine = myOffersMachine }: { machine?: typeof myOffersMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { offers, notice, error } = snapshot.context;
  // The header's count follows the offers as this page holds them (an answer lowers it at once).
  const loaded = snapshot.matches("ready");
  useEffect(() => {
    if (loaded) setWaitingOffers(offers);
  }, [loaded, offers]);

  if (snapshot.matches("loading")) return <Spinner label={copy.loading} size="md" />;
  // Only an answer sets `answer`; the page opened logged out has none (the enquiries above lead to the login).
  if (snapshot.matches("loggedOut")) return snapshot.context.answer ? <SessionEnded /> : <p>{copy.loggedOut}</p>;
  if (snapshot.matches("error")) {
    return (
      <div role="alert">
        <p>{error ? `${copy.failed} ${error}` : copy.failed}</p>
        <PlainButton onClick={() => send({ type: "offers.retry" })}>{copy.retry}</PlainButton>
      </div>
    );
  }
  if (snapshot.matches("none")) return <p>{copy.none}</p>;
  const busy = !snapshot.matches("ready");
  const byRequest = new Map<string, Offer[]>();
  for (const offer of offers) byRequest.set(offer.reference, [...(byRequest.get(offer.reference) ?? []), offer]);

  return (
    <div className="offers">
      {/* Present from the start, so that its words are announced (politely) when an answer is on its way. */}
      <div role="status" className="offers__sending">
        {snapshot.matches("answering") ? (
          <>
            <Spinner aria-hidden="true" label={copy.sending} size="sm" /> {copy.sending}
          </>
        ) : null}
      </div>
      {[...byRequest.entries()].map(([reference, versions]) => (
        <section key={reference} aria-labelledby={`offers-${reference}`} className="offers__request">
          <h3 id={`offers-${reference}`}>{copy.request(reference)}</h3>
          <ol className="offers__thread" reversed>
            {versions.map((offer) => (
              <li key={offer.id} className="offer-card" data-state={offer.state}>
                <article aria-labelledby={`offer-${offer.id}`}>
                  <h4 id={`offer-${offer.id}`}>
                    {copy.version(offer.number, offer.version)}: <span className="offer-card__state">{copy.states[offer.state]}</span>
                  </h4>
                  <p className="offer-card__dates">
                    {copy.made} {offerDay(offer, offer.created_at)}
                    {offer.answered_at && copy.answered[offer.state] ? `. ${copy.answered[offer.state]} ${offerDay(offer, offer.answered_at)}` : ""}
                    {offer.state === "accepted" ? `. ${copy.locked}: ${usd(offer.total)}, ${offeredLines(offer.lines)}` : ""}
                  </p>
                  {offer.answer_message ? <blockquote className="offer-card__message">{offer.answer_message}</blockquote> : null}
                  <OfferLinesView offer={offer} />
                  <OfferTermsView offer={offer} />
                  <DownloadButton offer={offer} />
                  {offer.state === "sent" ? <AnswerControls offer={offer} send={send} busy={busy} failed={notice?.offerId === offer.id && notice.kind === "failed"} /> : null}
                  {offer.state === "expired" && !offer.answered_at ? <AskForNewOffer offer={offer} send={send} busy={busy} /> : null}
                  <AnswerStatus
                    text={notice && notice.offerId === offer.id ? (notice.kind === "failed" ? `${copy.failedAnswer} ${notice.msg}` : notice.msg) : ""}
                    takeFocus={notice?.kind !== "failed"}
                  />
                </article>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
