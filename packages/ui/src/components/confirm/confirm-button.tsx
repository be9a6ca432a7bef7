import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import type { ButtonSize, ButtonVariant } from "../button/button-class-name";
import { cx } from "../../lib/cx";

export interface ConfirmButtonProps {
  /** The act's button ("Disable", "Withdraw"). */
  children: ReactNode;
  /** The question, naming what is done ("Withdraw PI-2026-000012-1?"). */
  question: ReactNode;
  /** After the question: what follows a yes ("The buyer is mailed."). */
  detail?: ReactNode;
  /** The yes ("Yes, withdraw it"). */
  confirmLabel: ReactNode;
  /** The no ("Keep it"): closes the question, focus back on the button. */
  cancelLabel: ReactNode;
  /** Runs on yes, with focus back on the button (the caller moves it on if the button goes). */
  onConfirm: () => void;
  /** While the act is on its way: the button says so by aria-disabled (it keeps focus, so a failure is heard where the keyboard is) and asks nothing. */
  busy?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  "aria-label"?: string;
  "aria-describedby"?: string;
  /** Other buttons in the same row, before this one. */
  before?: ReactNode;
  /** The row's class (the button and `before`). */
  rowClassName?: string;
  className?: string;
}

/**
 * A button whose act cannot be taken back (cancel a scheduled list, disable an account,
 * withdraw an offer, undo a change): pressing it opens a question beneath it that takes focus;
 * the yes acts, the no closes it and gives focus back to the button. Not a modal dialog: the
 * question sits beside what it is about, and the page around it stays as it was.
 */
export function ConfirmButton({
  children,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  variant = "secondary",
  size = "sm",
  before,
  rowClassName,
  className,
  ...aria
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (asking) said.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    button.current?.focus();
  };
  return (
    <>
      <div className={cx("jute-confirm__row", rowClassName)}>
        {before}
        <PlainButton
          ref={button}
          variant={variant}
          size={size}
          aria-expanded={asking}
          {...(busy ? { "aria-disabled": true } : {})}
          {...aria}
          onClick={() => {
            if (!busy) setAsking(true);
          }}
        >
          {children}
        </PlainButton>
      </div>
      {asking ? (
        <div className={cx("jute-confirm", className)} role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={said} tabIndex={-1} className="jute-confirm__question">
            <strong>{question}</strong> {detail}
          </p>
          <div className="jute-confirm__row">
            <PlainButton
              variant="danger"
              size="sm"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </PlainButton>
            <PlainButton variant="outline" size="sm" onClick={close}>
              {cancelLabel}
            </PlainButton>
          </div>
        </div>
      ) : null}
    </>
  );
}
