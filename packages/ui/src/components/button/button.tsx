import { Button as AriaButton } from "react-aria-components";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children" | "style"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  /** Replaces the label while `isPending`, e.g. "Logging in…". Announced through a live region. */
  pendingLabel?: ReactNode;
  className?: string;
}

/** Shared class names so LinkButton looks the same. */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx("jute-button", `jute-button--${variant}`, `jute-button--${size}`, extra);
}

/**
 * A button. `isPending` keeps it focusable but inert (react-aria sets aria-disabled and
 * ignores presses), shows a spinner and swaps the label for `pendingLabel`.
 */
export function Button({ variant = "primary", size = "md", children, pendingLabel, className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName(variant, size, className)}>
      {({ isPending }) =>
        isPending ? (
          <>
            <span className="jute-button__pending-ring" aria-hidden="true" />
            <span>{pendingLabel ?? children}</span>
          </>
        ) : (
          children
        )
      }
    </AriaButton>
  );
}
