import type { CostResult } from "@jute/api/contract";
import { createContext, useContext, type ComponentType } from "react";

/** The action offered beside a member's price ("Request a quote"), given the priced row. */
export type QuoteActionView = ComponentType<{ quote: CostResult }>;

const QuoteActionContext = createContext<QuoteActionView | null>(null);

/**
 * The slot a price fills with its action. Costing renders prices, the enquiries feature owns
 * the quote request: app/ puts enquiries' `QuoteAction` here (app/providers.tsx), so costing
 * never imports enquiries. Without a provider (a screen rendered alone) a price has no action.
 */
export const QuoteActionProvider = QuoteActionContext.Provider;

export function useQuoteAction(): QuoteActionView | null {
  return useContext(QuoteActionContext);
}
