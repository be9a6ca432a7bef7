import { COMPANIES, type CostResult } from "@jute/api/contract";
import { formatPrice } from "@jute/ui";
import { foundStatus, noPricesStatus } from "./costing.copy";

/** A mill's code ("SJSML") for a company id, or null when none is chosen. */
export const companyCode = (id: string | null): string | null => COMPANIES.find((company) => company.id === id)?.code ?? null;

/** "$2.17 per kg": the lowest price among the quotes, or null when none has one (a visitor). */
export function lowestPrice(quotes: readonly CostResult[]): string | null {
  let lowest: CostResult | null = null;
  for (const quote of quotes) {
    if (quote.cost !== null && (lowest === null || quote.cost < (lowest.cost ?? Infinity))) lowest = quote;
  }
  return lowest === null || lowest.cost === null ? null : `${formatPrice(lowest.cost)} per ${lowest.unit}`;
}

export type LookupState = "idle" | "loading" | "results" | "empty" | "error";

/**
 * What the last lookup found, said on the page in a polite live region that is always there
 * (so it is announced when it changes), and its error beside the form, which stays until the
 * next submit. Submit keeps focus meanwhile (see BusyButton).
 */
export function LookupStatus({ state, count, subject, lowest, error }: { state: LookupState; count: number; subject: string; lowest: string | null; error: string | null }) {
  const text = state === "results" ? foundStatus(count, subject, lowest) : state === "empty" ? noPricesStatus(subject) : "";
  return (
    <>
      <p role="status" className="costing__status">
        {text}
      </p>
      {state === "error" && error !== null && (
        <p role="alert" className="costing__error">
          {error}
        </p>
      )}
    </>
  );
}
