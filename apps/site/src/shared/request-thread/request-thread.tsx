import { PlainButton, Select, Spinner, TextArea, type SelectOption } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { millTime } from "../time/mill-time";
import { requestThreadMachine, type ThreadInput } from "./request-thread.machine";
import { threadCopy as copy } from "./thread.copy";
import "./thread.css";

/**
 * The thread of one request, oldest first: each message with who wrote it and when (the mill's
 * time), its body as text (line breaks kept, nothing read as HTML), a spec sheet's link when
 * staff attached one; then the form: the message, for staff "Attach a spec sheet" (the products
 * of the catalogue, `specOptions`), and Send. What a post ended with is said in a polite status;
 * a failure in an alert.
 */
export function RequestThread({
  machine = requestThreadMachine,
  specOptions,
  headingLevel = 3,
  onSeen,
  ...input
}: ThreadInput & { machine?: typeof requestThreadMachine; specOptions?: ReadonlyArray<SelectOption>; headingLevel?: 2 | 3 | 4; onSeen?: () => void }) {
  const [snapshot, send] = useMachine(machine, { input });
  // Told once the thread's new messages are marked seen (the inbox reads its counts again).
  const wasSeeing = useRef(false);
  const seeing = snapshot.matches("seeing");
  useEffect(() => {
    if (wasSeeing.current && !seeing) onSeen?.();
    wasSeeing.current = seeing;
  }, [seeing, onSeen]);
  const { thread, newIds, draft, spec, fieldError, notice } = snapshot.context;
  const Heading = `h${headingLevel}` as const;
  const headingId = `thread-${input.enquiryId || input.reference}`;
  // How many messages were new when it opened, said once.
  const [said, setSaid] = useState("");
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || newIds.length === 0) return;
    announced.current = true;
    setSaid(copy.unread(newIds.length));
  }, [newIds]);

  const busy = snapshot.matches("posting");
  return (
    <section aria-labelledby={headingId} className="request-thread">
      <Heading id={headingId}>{copy.headingOf(input.reference)}</Heading>
      <span role="status" className="visually-hidden">
        {said}
      </span>
      {snapshot.matches("loading") ? <Spinner label={copy.loading} size="sm" /> : null}
      {snapshot.matches("loadFailed") ? (
        <div role="alert">
          <p>{notice?.msg ?? copy.loadFailed}</p>
          <PlainButton type="button" variant="primary" size="sm" onClick={() => send({ type: "thread.retry" })}>
            {copy.retry}
          </PlainButton>
        </div>
      ) : null}
      {thread ? (
        <>
          {thread.messages.length === 0 ? (
            <p>{copy.none}</p>
          ) : (
            <ol className="request-thread__messages" aria-label={copy.listLabel(thread.reference)}>
              {thread.messages.map((message) => (
                <li key={message.id} className={`request-thread__message request-thread__message--${message.from}`}>
                  <p className="request-thread__meta">
                    <strong>{message.author}</strong>, <time dateTime={message.at}>{millTime(message.at, thread.time_zone)}</time>
                    {message.unread || newIds.includes(message.id) ? <span className="request-thread__new"> (new)</span> : null}
                  </p>
                  <p className="request-thread__body">{message.body}</p>
                  {message.spec_sheet ? (
                    <p>
                      <a href={message.spec_sheet.href} download>
                        {copy.specSheet(message.spec_sheet.product)}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
          <form
            className="request-thread__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: "thread.post" });
            }}
          >
            <TextArea
              label={copy.label[input.side]}
              description={copy.description}
              value={draft}
              onChange={(body) => send({ type: "thread.edit", body })}
              isInvalid={fieldError !== null}
              {...(fieldError ? { errorMessage: fieldError } : {})}
              rows={4}
            />
            {input.side === "staff" && specOptions && specOptions.length > 0 ? (
              <Select label={copy.attach} options={specOptions} emptyLabel={copy.noSpec} value={spec || null} onChange={(value) => send({ type: "thread.attach", subCategoryId: value === null ? "" : String(value) })} />
            ) : null}
            <PlainButton type="submit" variant="primary" aria-disabled={busy || undefined}>
              {busy ? copy.sending : copy.send}
            </PlainButton>
          </form>
        </>
      ) : null}
      {/* Always present, so the words "Message sent" are announced when they change. */}
      <p role="status" className="request-thread__status">
        {notice?.kind === "sent" ? notice.msg : ""}
      </p>
      {notice && notice.kind !== "sent" && !snapshot.matches("loadFailed") ? <p role="alert">{notice.msg}</p> : null}
    </section>
  );
}
