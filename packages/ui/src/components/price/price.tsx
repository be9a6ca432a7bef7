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
  /**
   * Writes the amount ("$1,234.50"). The caller's: money is written one way, by the app's
   * contract (the site passes `formatMoney` of @jute/api), which this library does not import.
   */
  format: (amount: number) => string;
  className?: string;
}

/** A member sees "$1,234.50 per MT"; anyone else a "View Price" link to log in. */
export function Price({ amount, unit, loginHref, loginLabel = "View Price", loginRouterOptions, format, className }: PriceProps) {
  if (amount === null || !Number.isFinite(amount)) {
    return (
      <LinkButton href={loginHref} variant="outline" size="sm" {...(loginRouterOptions ? { routerOptions: loginRouterOptions } : {})} className={cx("jute-price__login", className)}>
        {loginLabel}
      </LinkButton>
    );
  }
  return (
    <span className={cx("jute-price", className)}>
      <span className="jute-price__amount">{format(amount)}</span>
      {unit ? <span className="jute-price__unit"> per {unit}</span> : null}
    </span>
  );
}
