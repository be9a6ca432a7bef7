import type { InboxEntry } from "@jute/api/contract";
import { PlainButton, TextArea } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, type FormEvent } from "react";
import { staffCopy } from "../staff.copy";
import { ErrorLine } from "../staff-data";
import { enquiryAnswerMachine } from "./enquiry-answer.machine";

const copy = staffCopy.inbox;

/**
 * The answer of an opened enquiry: the reply form and "Mark answered" while it is received,
 * "Reopen" once answered (enquiry-answer.machine.ts). Each change is reported to the page with
 * the server's words (`onChanged`), which reloads the entry and the list.
 */
export function EnquiryAnswer({ entry, onChanged, machine = enquiryAnswerMachine }: { entry: InboxEntry; onChanged: (msg: string) => void; machine?: typeof enquiryAnswerMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { enquiryId: entry.id, status: entry.status } });
  const { draft, fieldError, notice, changed, status } = snapshot.context;
  const reported = useRef<typeof notice>(null);
  useEffect(() => {
    if (changed && notice && notice !== reported.current) {
      reported.current = notice;
      onChanged(notice.msg);
    }
  }, [changed, notice, onChanged]);
  const busy = !snapshot.matches("idle");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "reply.send" });
  };
  const failure = notice && notice.kind !== "done" ? notice.msg : "";
  return (
    <div className="staff-answer">
      {status === "received" ? (
        <form onSubmit={submit} aria-label={copy.replyForm(entry.reference)} noValidate>
          <TextArea
            name="message"
            label={copy.replyLabel}
            description={copy.replyHelp(entry.email)}
            rows={5}
            value={draft}
            onChange={(message) => send({ type: "reply.edit", message })}
            isInvalid={fieldError !== null}
            errorMessage={fieldError ?? ""}
            isRequired
          />
          <div className="staff-answer__actions">
            <PlainButton type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
              {snapshot.matches("sending") ? copy.sending : copy.sendReply}
            </PlainButton>
            <PlainButton variant="secondary" size="sm" aria-disabled={busy || undefined} onClick={() => send({ type: "answer.mark" })}>
              {copy.markAnswered}
            </PlainButton>
          </div>
        </form>
      ) : (
        <PlainButton variant="secondary" size="sm" aria-disabled={busy || undefined} onClick={() => send({ type: "enquiry.reopen" })}>
          {snapshot.matches("reopening") ? copy.reopening : copy.reopen}
        </PlainButton>
      )}
      {failure ? <ErrorLine>{failure}</ErrorLine> : null}
    </div>
  );
}
