import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface NavMenuButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style" | "type" | "children"> {
  /** The trigger's text, as NavMenu's `label`. */
  label: ReactNode;
  className?: string;
}

/**
 * NavMenu's trigger on its own, closed, as a native button: what a page shows until the
 * menu's code has loaded (the site loads it when the pointer or focus approaches the menus).
 * Same look, same role and name, so nothing moves when NavMenu takes its place.
 */
export function NavMenuButton({ label, className, ...props }: NavMenuButtonProps) {
  return (
    <button type="button" aria-haspopup="true" aria-expanded="false" {...props} className={cx("jute-nav-menu__trigger", className)}>
      {label}
      <span className="jute-nav-menu__chevron" aria-hidden="true" />
    </button>
  );
}
