import { Label as AriaLabel, ProgressBar as AriaProgressBar } from "react-aria-components";
import type { ProgressBarProps as AriaProgressBarProps } from "react-aria-components";
import { cx } from "../../lib/cx";

export interface SpinnerProps
  extends Omit<AriaProgressBarProps, "isIndeterminate" | "children" | "value" | "className" | "style"> {
  /** Accessible name, also shown as text when `showLabel` is set. */
  label?: string;
  /** Show the label next to the ring (by default it is only announced). */
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/** An indeterminate progress indicator with an accessible name ("Loading" by default). */
export function Spinner({ label = "Loading", showLabel = false, size = "md", className, ...props }: SpinnerProps) {
  return (
    <AriaProgressBar
      {...props}
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      className={cx("jute-spinner", `jute-spinner--${size}`, className)}
    >
      <span className="jute-spinner__ring" aria-hidden="true" />
      {showLabel ? <AriaLabel className="jute-spinner__label">{label}</AriaLabel> : null}
    </AriaProgressBar>
  );
}
