/**
 * "Undo this change" of a change in the audit log, the price list's and the fares' alike: the
 * button and the question it asks first, in the server's words of what undoing does ("Undo
 * change #12? This cancels the list scheduled for 30 Nov 2026: 176 prices stay as they are
 * today."). A change that can no longer be undone has no button: the server's reason instead.
 * The question takes focus; "Keep it" gives focus back to the button (@jute/ui's ConfirmButton).
 */
import { ConfirmButton } from "@jute/ui";
import type { ReactNode } from "react";
import { staffCopy } from "../staff.copy";

const copy = staffCopy.audit;

/** What the server says undoing a change does (`can`), or why it cannot be done. */
export interface UndoOffer {
  can: boolean;
  words: string;
}

/** `onUndo` runs on "Yes, undo change #N"; its outcome is the caller's to say. `beside`: the entry's other buttons, in the same row. */
export function UndoChange({ changeId, offer, onUndo, beside }: { changeId: string; offer: UndoOffer; onUndo: () => void; beside?: ReactNode }) {
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
      <ConfirmButton
        variant="primary"
        before={beside}
        aria-describedby={`restore-hint-${changeId}`}
        question={copy.undoQuestion(changeId)}
        detail={offer.words}
        confirmLabel={copy.undoYes(changeId)}
        cancelLabel={copy.undoNo}
        onConfirm={onUndo}
      >
        {copy.undo} <span className="visually-hidden">#{changeId}</span>
      </ConfirmButton>
      <p id={`restore-hint-${changeId}`} className="form-note">
        {offer.words}
      </p>
    </>
  );
}
