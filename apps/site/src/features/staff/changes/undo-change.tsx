/**
 * "Undo this change" of a change in the audit log, the price list's and the fares' alike: the
 * button and the question it asks first, in the server's words of what undoing does ("Undo
 * change #12? This cancels the list scheduled for 30 Nov 2026: 176 prices stay as they are
 * today."). A change that can no longer be undone has no button: the server's reason instead.
 * The question takes focus; "Keep it" gives focus back to the button.
 */
import { PlainButton } from "@jute/ui";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { staffCopy } from "../staff.copy";

const copy = staffCopy.audit;

/** What the server says undoing a change does (`can`), or why it cannot be done. */
export interface UndoOffer {
  can: boolean;
  words: string;
}

/** `onUndo` runs on "Yes, undo change #N"; its outcome is the caller's to say. `beside`: the entry's other buttons, in the same row. */
export function UndoChange({ changeId, offer, onUndo, beside }: { changeId: string; offer: UndoOffer; onUndo: () => void; beside?: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  if (!offer.can) {
    return (
      <>
        <div className="staff-actions">{beside}</div>
        <p className="form-note">{offer.words}</p>
      </>
    );
  }
  return (
    <>
      <div className="staff-actions">
        {beside}
        <PlainButton ref={restoreRef} variant="primary" size="sm" onClick={() => setAsking(true)} aria-expanded={asking} aria-describedby={`restore-hint-${changeId}`}>
          {copy.undo} <span className="visually-hidden">#{changeId}</span>
        </PlainButton>
      </div>
      {asking ? (
        <div className="staff-confirm" role="group" aria-labelledby={`restore-question-${changeId}`}>
          <p id={`restore-question-${changeId}`} ref={questionRef} tabIndex={-1}>
            <strong>{copy.undoQuestion(changeId)}</strong> {offer.words}
          </p>
          <div className="staff-actions">
            <PlainButton
              variant="danger"
              size="sm"
              onClick={() => {
                setAsking(false);
                onUndo();
              }}
            >
              {copy.undoYes(changeId)}
            </PlainButton>
            <PlainButton
              variant="outline"
              size="sm"
              onClick={() => {
                setAsking(false);
                restoreRef.current?.focus();
              }}
            >
              {copy.undoNo}
            </PlainButton>
          </div>
        </div>
      ) : null}
      <p id={`restore-hint-${changeId}`} className="form-note">
        {offer.words}
      </p>
    </>
  );
}
