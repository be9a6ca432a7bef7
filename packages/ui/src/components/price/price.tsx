import { LinkButton } from "../link/link";
import { cx } from "../../lib/cx";
import type { NavigationOptions } from "../link/router-provider";

export interface PriceProps {
  /** The cost in dollars, or null when the visitor may not see it (not logged in). */
  amount: number | null;
  /** The unit the price is for, e.g. "MT", "bag", "kg". Omitted: the amount alone. */
  unit?: string;
  /** Where "View Price" leads when there is no amount: the login page. */
  loginHref: string;
  loginLabel?: string;
  /**
   * Handed to the router with `loginHref` (history state such as the way back to this page
   * with its selections: `{ state: { returnTo } }`). The caller's router reads it; this
   * library knows no router.
   */
  loginRouterOptions?: NavigationOptions;
  currency?: string;
  locale?: string;
  className?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a price like "$1,234.50". Exported for tables and tests. */
export function formatPrice(amount: number, currency = "USD", locale = "en-US"): string {
  const id = `${locale}|${currency}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(id, formatter);
  }
  return formatter.format(amount);
}

/** A member sees "$1,234.50 per MT"; anyone else a "View Price" link to log in. */
export function Price({ amount, unit, loginHref, loginLabel = "View Price", loginRouterOptions, currency = "USD", locale = "en-US", className }: PriceProps) {
  if (amount === null || !Number.isFinite(amount)) {
    return (
      <LinkButton href={loginHref} variant="outline" size="sm" {...(loginRouterOptions ? { routerOptions: loginRouterOptions } : {})} className={cx("jute-price__login", className)}>
        {loginLabel}
      </LinkButton>
    );
  }
  return (
    <span className={cx("jute-price", className)}>
      <span className="jute-price__amount">{formatPrice(amount, currency, locale)}</span>
      {unit ? <span className="jute-price__unit"> per {unit}</span> : null}
    </span>
  );
}
