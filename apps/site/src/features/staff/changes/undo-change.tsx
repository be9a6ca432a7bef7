/**
 * "Restore" of a change in the audit log, the price list's and the fares' alike: the button,
 * its hint, and the question it asks first, saying what it will undo ("Undo change #12: 3
 * prices?"), as every act that cannot be taken back (@jute/ui's ConfirmButton).
 */
import { ConfirmButton } from "@jute/ui";
import type { ReactNode } from "react";
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
  return (
    <>
      <ConfirmButton
        variant="primary"
        before={beside}
        aria-describedby={`restore-hint-${changeId}`}
        question={copy.undoQuestion(changeId, words.count, words.noun)}
        detail={words.detail}
        confirmLabel={copy.undoYes(changeId)}
        cancelLabel={copy.undoNo}
        onConfirm={onUndo}
      >
        {words.label} <span className="visually-hidden">(before change #{changeId})</span>
      </ConfirmButton>
      <p id={`restore-hint-${changeId}`} className="form-note">
        {words.hint}
      </p>
    </>
  );
}
