/**
 * "Restore" of a change in the audit log, the price list's and the fares' alike: the button,
 * its hint, and the question it asks first, saying what it will undo ("Undo change #12: 3
 * prices?"). The question takes focus; "Keep it" gives focus back to the button.
 */
import { PlainButton } from "@jute/ui";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { staffCopy } from "../staff.copy";

const copy = staffCopy.audit;

export interface UndoWords {
  /** The button ("Restore this version"). */
  label: string;
  /** Under the button: what a restore does. */
  hint: string;
  /** What the undo puts back: how many, and of what. */
  count: number;
  noun: "price" | "fare";
  /** After the question: what happens on yes. */
  detail: string;
}

/** `onUndo` runs on "Yes, undo change #N"; its outcome is the caller's to say. `beside`: the entry's other buttons, in the same row. */
export function UndoChange({ changeId, words, onUndo, beside }: { changeId: string; words: UndoWords; onUndo: () => void; beside?: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  return (
    <>
      <div className="staff-actions">
        {beside}
        <PlainButton ref={restoreRef} variant="primary" size="sm" onClick={() => setAsking(true)} aria-expanded={asking} aria-describedby={`restore-hint-${changeId}`}>
          {words.label} <span className="visually-hidden">(before change #{changeId})</span>
        </PlainButton>
      </div>
      {asking ? (
        <div className="staff-confirm" role="group" aria-labelledby={`restore-question-${changeId}`}>
          <p id={`restore-question-${changeId}`} ref={questionRef} tabIndex={-1}>
            <strong>{copy.undoQuestion(changeId, words.count, words.noun)}</strong> {words.detail}
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
        {words.hint}
      </p>
    </>
  );
}
