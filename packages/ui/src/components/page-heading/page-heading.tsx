import { useEffect, useRef } from "react";
import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface PageHeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, "tabIndex"> {
  children: ReactNode;
  /**
   * When the heading takes focus as it mounts:
   * - "navigation" (default): on every mount except the first one of the page load, so a
   *   client-side navigation lands on the new page's heading, but a fresh load leaves focus
   *   at the top of the document (where the skip link is); and not while the visitor is in an
   *   open disclosure or dialog (a menu section opened while the new page loaded: taking
   *   focus would close it under their hand);
   * - "always" / "never".
   */
  focusOnMount?: "navigation" | "always" | "never";
}

// Module state on purpose: "the first heading since the document loaded" is a property of
// the page, not of a component instance.
let firstHeadingMounted = false;

/** The page's h1. tabIndex=-1 so script can focus it (never in the tab order). */
export function PageHeading({ children, focusOnMount = "navigation", className, ...props }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Read once, on mount: a heading whose text or mode changes in place is not a navigation.
  const mode = useRef(focusOnMount);

  useEffect(() => {
    const isFirst = !firstHeadingMounted;
    firstHeadingMounted = true;
    const inUse = document.activeElement?.closest("details[open], dialog[open]") ?? null;
    if (mode.current === "always" || (mode.current === "navigation" && !isFirst && inUse === null)) {
      ref.current?.focus({ preventScroll: false });
    }
  }, []);

  return (
    <h1 {...props} ref={ref} tabIndex={-1} className={cx("jute-page-heading", className)}>
      {children}
    </h1>
  );
}
