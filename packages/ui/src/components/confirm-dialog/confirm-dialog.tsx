import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useEffect, useRef, type ReactNode } from "react";
import { PlainButton } from "../button/plain-button";

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
 * things as they are). Modal: focus moves into it and stays there, Escape or the no button
 * closes it, and focus goes back to the element that opened it.
 */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, cancelLabel = "Cancel", onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLElement>(null);
  // The question takes focus when it opens (react-aria's own move did not happen in Chromium
  // when a keyboard opened it: focus stayed on the button behind, and Escape reached nothing).
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => {
      const element = dialog.current;
      if (element && !element.contains(document.activeElement)) element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return (
    <ModalOverlay className="jute-confirm-dialog__overlay" isOpen={isOpen} isDismissable={false} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Modal className="jute-confirm-dialog">
        <Dialog ref={dialog} className="jute-confirm-dialog__dialog">
          <Heading slot="title" className="jute-confirm-dialog__title">
            {title}
          </Heading>
          {children ? <div className="jute-confirm-dialog__body">{children}</div> : null}
          <div className="jute-confirm-dialog__actions">
            <PlainButton variant="primary" onClick={onConfirm}>
              {confirmLabel}
            </PlainButton>
            <PlainButton variant="outline" onClick={onCancel}>
              {cancelLabel}
            </PlainButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
