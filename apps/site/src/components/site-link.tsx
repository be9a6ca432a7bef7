import type { ReactNode } from "react";
import { Link } from "wouter";
import type { LinkItem } from "../content/types";

/**
 * A link from the content data: routes of the site go through the router, outside addresses
 * open in a new tab safely (with a hint for screen readers), files download.
 */
export function SiteLink({ link, className, children }: { link: LinkItem; className?: string; children?: ReactNode }) {
  const label = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
        <span className="external-icon" aria-hidden="true">
          ↗
        </span>
      </a>
    );
  }
  if (link.download || /^(mailto:|tel:|https?:)/.test(link.href) || link.href.endsWith(".pdf")) {
    return (
      <a href={link.href} className={className} {...(link.download ? { download: "" } : {})}>
        {label}
        {link.href.endsWith(".pdf") && <span className="visually-hidden"> (PDF)</span>}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {label}
    </Link>
  );
}
