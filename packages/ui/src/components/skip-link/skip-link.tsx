import type { MouseEvent, ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface SkipLinkProps {
  /** The id of the main landmark. */
  targetId?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * The first focusable element of the page, hidden until focused. A plain anchor on purpose:
 * a router-aware link would hand "#main" to the router. On activation it moves focus to the
 * target (adding tabIndex=-1 if the target is not focusable) so the next Tab continues there.
 */
export function SkipLink({ targetId = "main", children = "Skip to main content", className }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={cx("jute-skip-link", className)} onClick={onClick}>
      {children}
    </a>
  );
}
