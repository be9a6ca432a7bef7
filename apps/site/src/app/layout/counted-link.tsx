import { Link } from "@jute/ui";
import type { ReactNode } from "react";

/**
 * A header link with a count: the figure in a badge hidden from assistive technology (the link's
 * `name` says the count in words, beginning with its visible words), and what changed said once
 * in a polite status beside it (`said`). My enquiries and the quote list use it.
 */
export function CountedLink({ to, className, name, badge, said, children }: { to: string; className: string; name: string | undefined; badge: number; said: string; children: ReactNode }) {
  return (
    <>
      <Link href={to} variant="standalone" className={className} {...(name ? { "aria-label": name } : {})}>
        {children}
        {badge ? (
          <span className="account__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Link>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  );
}
