import { Price } from "@jute/ui";
import type { CostResult } from "@jute/api/contract";
import { useQuoteAction } from "../../shared/components/quote-action-slot";
import type { ReturnTo } from "../../shared/session/session.machine";

/**
 * A price: a member sees the dollar amount with its unit; a visitor (the server sent no cost)
 * a View Price link to /login that carries the way back to this page with its selections.
 */
export function PriceOrLogin({ cost, unit, returnTo, quote }: { cost: number | null; unit: string; returnTo: ReturnTo; quote?: CostResult }) {
  const QuoteAction = useQuoteAction();
  if (cost === null) return <Price amount={null} unit={unit} loginHref="/login" loginRouterOptions={{ state: { returnTo } }} />;
  // A member's price comes with "Request a quote" for the row it prices (the slot app/ fills
  // with features/enquiries/quote-request).
  if (quote && QuoteAction) {
    return (
      <span className="price-with-action">
        <Price amount={cost} unit={unit} loginHref="/login" />
        <QuoteAction quote={quote} />
      </span>
    );
  }
  return <Price amount={cost} unit={unit} loginHref="/login" />;
}

/** The current page and its navigation state plus `extra` (the selections), as a way back. */
export function returnHere(extra: Record<string, unknown>): ReturnTo {
  const current: unknown = typeof window === "undefined" ? null : window.history.state;
  const base = typeof current === "object" && current !== null ? (current as Record<string, unknown>) : {};
  return { path: window.location.pathname, state: { ...base, ...extra } };
}

/** The selections a page gets back after a login through View Price, if any. */
export function keptSelections<T extends object>(raw: unknown): { filters: Partial<T>; lookupAtStart: boolean } | null {
  if (typeof raw !== "object" || raw === null || !("filters" in raw)) return null;
  const filters = (raw as { filters: unknown }).filters;
  if (typeof filters !== "object" || filters === null) return null;
  return { filters: filters as Partial<T>, lookupAtStart: true };
}
