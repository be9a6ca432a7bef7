import { Link, LinkButton, PageHeading } from "@jute/ui";
import type { ReactNode } from "react";
import { site } from "../../content/site";

/**
 * Login and sign-up frame. The forms (and the session machine behind them) arrive with the
 * member issue; until then the page says how to become a member and see prices.
 */
export function AccountScreen({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>{heading}</PageHeading>
      {children}
      <p>
        <LinkButton href={`mailto:${site.email}?subject=${encodeURIComponent("Buyer account")}`} variant="primary">
          Email {site.email}
        </LinkButton>
      </p>
      <p>
        Or browse our <Link href="/products">products</Link> while you wait: every product page lists its standard
        specifications.
      </p>
    </div>
  );
}
