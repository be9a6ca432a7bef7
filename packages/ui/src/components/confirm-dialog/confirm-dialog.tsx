import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import { afterNextPaint } from "../../lib/after-next-paint";

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, as the dialog's heading and name ("Accept offer PI-2026-000009-1?"). */
  title: string;
  /** What a yes does, shown under the title (a summary, a consequence). */
  children?: ReactNode;
  /** The yes button, naming what it does ("Accept and lock the price"). */
  confirmLabel: string;
  /** The no button ("Cancel"). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** The no button, Escape: the dialog closes and focus goes back where it was. */
  onCancel: () => void;
}

/**
 * A question asked before an action that is hard to undo (the pattern of the staff audit log's
 * "Restore": it says what will happen, the yes button names the action, the no button keeps
 * things as they are). Modal: the browser's own modal dialog (showModal), so the rest of the
 * page is inert and the question is in the top layer over a dimmed page; the question (its
 * heading) takes focus, in one move (not the yes button: Enter must not answer it unread); Escape
 * or the no button closes it, and focus goes back to the element that opened it.
 *
 * Not react-aria's Modal: on a phone at 4x CPU its scroll lock and viewport reads forced the
 * page's style and layout three times as it opened, 80 of the 170 to 240 ms before the question
 * showed (issue 36, `pnpm bench:inp` "Accept offer"). The question is drawn with its page,
 * hidden, so a press only shows it (drawing it in the press was a quarter of the press's work at
 * 4x CPU). Closing hides it at once and ends its modality a frame later: close() and the removal
 * of its focused button cost 100 ms at 4x CPU in the press's own frame.
 */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, cancelLabel = "Cancel", onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    const heading = question.current;
    if (!isOpen || !element || !heading) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.hidden = false;
    // A DOM without showModal (jsdom in tests) gets an open, non-modal dialog.
    if (!element.open) {
      // showModal focuses the question: its heading has the autofocus attribute (set here, not
      // with React's autoFocus, which would focus it as it is drawn, hidden). Chromium does not
      // honour autofocus on the dialog itself: it focused the yes button, and a second move to
      // the dialog followed in the same press.
      heading.autofocus = true;
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    if (document.activeElement !== heading) heading.focus();
    return () => {
      // Gone from the screen in the press's own frame; the page leaves the dialog's inertness (a
      // style pass over the whole page) in the next, and focus goes back to the opener then.
      element.hidden = true;
      void afterNextPaint().then(() => {
        if (!element.hidden) return; // opened again meanwhile
        if (element.open) {
          if (typeof element.close === "function") element.close();
          else element.removeAttribute("open");
        }
        const active = document.activeElement;
        if (opener?.isConnected && (active === null || active === document.body || element.contains(active))) opener.focus();
      });
    };
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      className="jute-confirm-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The question is drawn before it is asked, hidden (out of sight and of the accessibility
      // tree): the press only shows it. The effect above shows and hides it; React never sets this
      // attribute again, its value here never changes.
      hidden
      // Escape (and a phone's back gesture) asks to close: the owner closes it, as with Cancel.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 ref={question} id={titleId} className="jute-confirm-dialog__title" tabIndex={-1}>
        {title}
      </h2>
      {children ? <div className="jute-confirm-dialog__body">{children}</div> : null}
      <div className="jute-confirm-dialog__actions">
        <PlainButton variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </PlainButton>
        <PlainButton variant="outline" onClick={onCancel}>
          {cancelLabel}
        </PlainButton>
      </div>
    </dialog>
  );
}
