import { useId, type HTMLAttributes } from "react";
import { cx } from "../../lib/cx";

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, "className" | "style" | "children" | "role"> {
  /** Accessible name, also shown as text when `showLabel` is set. */
  label?: string;
  /** Show the label next to the ring (by default it is only announced). */
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/**
 * An indeterminate progress indicator with an accessible name ("Loading" by default): a
 * `progressbar` without a value, which is how ARIA says "busy, no figure". Plain markup, no
 * react-aria code: it shows on screens that otherwise need none.
 */
export function Spinner({ label = "Loading", showLabel = false, size = "md", className, ...props }: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      {...props}
      role="progressbar"
      {...(showLabel ? { "aria-labelledby": labelId } : { "aria-label": label })}
      className={cx("jute-spinner", `jute-spinner--${size}`, className)}
    >
      <span className="jute-spinner__ring" aria-hidden="true" />
      {showLabel ? (
        <span id={labelId} className="jute-spinner__label">
          {label}
        </span>
      ) : null}
    </div>
  );
}
