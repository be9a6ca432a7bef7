import { Link, LinkButton, type ButtonVariant } from "@jute/ui";
import type { ReactNode } from "react";
import type { LinkItem } from "../types";

export interface SiteLinkProps {
  link: LinkItem;
  /** Show the link as a button of this variant (it stays a link for assistive tech). */
  button?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}

/**
 * A link from the content data. Routes of the site navigate client-side (through the ui
 * library's RouterProvider); outside addresses open in a new tab safely, with a hint for
 * screen readers; files download.
 */
export function SiteLink({ link, button, className, children }: SiteLinkProps) {
  const label = children ?? link.label;
  const external = link.external === true;
  const file = link.download === true || link.href.endsWith(".pdf");
  const extra = {
    ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
    ...(file ? { download: true } : {}),
  };
  const content = (
    <>
      {label}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
      {file && <span className="visually-hidden"> (PDF)</span>}
      {external && (
        <span className="external-icon" aria-hidden="true">
          ↗
        </span>
      )}
    </>
  );
  if (button) {
    return (
      <LinkButton href={link.href} variant={button} {...extra} {...(className ? { className } : {})}>
        {content}
      </LinkButton>
    );
  }
  return (
    <Link href={link.href} variant="standalone" {...extra} {...(className ? { className } : {})}>
      {content}
    </Link>
  );
}
