/**
 * Changes scheduled for a later day, the price list's and the fares' alike: a list of cards,
 * each saying what the change holds and carrying the button that cancels it before it takes
 * effect, after a question that says what stays (the server's cancel is one for both:
 * apps/server/src/domain/changes/undo.ts).
 */
import { ConfirmButton } from "@jute/ui";
import type { ReactNode } from "react";

export interface ScheduledChangeItem {
  changeId: string;
  /** What the change holds, in words (its day, its prices or fares). */
  summary: ReactNode;
  /** The cancel button's name, naming the day and the change ("Cancel the list scheduled for ..."). */
  cancelLabel: string;
  /** What the cancel asks first: the question, what stays, the yes ("Yes, cancel the list"), the no. */
  confirm: { question: string; detail: string; yes: string; no: string };
  /** More of the change under its summary (the price list's scheduled rows). */
  details?: ReactNode;
}

/** `none`: said when nothing is scheduled. `busy`: the buttons wait, aria-disabled so that focus stays (a cancel or another action is on its way). */
export function ScheduledChanges({ changes, none, busy = false, onCancel }: { changes: ScheduledChangeItem[]; none: string; busy?: boolean; onCancel: (changeId: string) => void }) {
  if (changes.length === 0) return <p>{none}</p>;
  return (
    <ul className="staff-list">
      {changes.map((change) => (
        <li key={change.changeId} className="staff-card">
          <p>{change.summary}</p>
          {change.details}
          <ConfirmButton
            variant="outline"
            busy={busy}
            question={change.confirm.question}
            detail={change.confirm.detail}
            confirmLabel={change.confirm.yes}
            cancelLabel={change.confirm.no}
            onConfirm={() => onCancel(change.changeId)}
          >
            {change.cancelLabel}
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
