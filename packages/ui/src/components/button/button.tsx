import { Button as AriaButton } from "react-aria-components";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";
import type { ReactNode } from "react";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button-class-name";

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children" | "style"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  /** Replaces the label while `isPending`, e.g. "Logging in…". Announced through a live region. */
  pendingLabel?: ReactNode;
  className?: string;
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
