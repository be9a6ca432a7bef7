/**
 * The price lookup that the costing search and the costing product pages share: the call,
 * how its result is read, and the toasts of the original's error catalogue.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult } from "@jute/api/contract";
import { tell, type Outcome } from "../../shared/toasts";
import { fromPromise } from "xstate";
import { apiClient } from "../../shared/api/client";
import { endSession } from "../../shared/session";
import { SOMETHING_WENT_WRONG } from "./costing.copy";

/** The form fields sent with type=list; empty ones are left out by the screens. */
export type PriceQuery = Record<string, string>;
export type PriceLookupResult = ApiResult<CostResult[]>;

/**
 * The lookup, sent with the stored token. When the server says that token is no longer valid
 * (expired, revoked, logged out elsewhere), the session ends here: the token is forgotten and
 * the costing screens say so; the quotes come back as a visitor's, with View Price.
 */
export async function runLookup(query: PriceQuery): Promise<PriceLookupResult> {
  const result = await (await apiClient()).lookupPrices(query);
  if (result.kind === "ok" && result.sessionEnded) endSession();
  return result;
}

/** The network work, as a named actor (tests swap it with `machine.provide`). */
export const lookupPrices = fromPromise<PriceLookupResult, PriceQuery>(async ({ input }) => runLookup(input));

type ResultParams = { result: PriceLookupResult };

export const priceLookupGuards = {
  hasRows: (_: unknown, params: ResultParams) => params.result.kind === "ok" && params.result.data.length > 0,
  isEmpty: (_: unknown, params: ResultParams) => params.result.kind === "ok",
};

/**
 * The words of a failed lookup: the server's refusal (or "Error" when it gave none); a
 * network failure, an unreadable reply or a crash is "Something went wrong".
 */
export function lookupFailureMessage(result: PriceLookupResult | null): string {
  if (result?.kind === "refused") return result.msg || "Error";
  return SOMETHING_WENT_WRONG;
}

/**
 * How a lookup's outcome is told: through `tell` (shared/toasts), which knows that the
 * costing pages say every outcome themselves (the status line: found, no prices; the alert:
 * a refusal or a network failure), so no toast repeats it to a screen reader or covers the
 * form and the result on a phone (issue 26).
 */
export const priceLookupTell = {
  tell: (_: unknown, params: { outcome: Outcome; msg: string }) => {
    tell(params.outcome, params.msg);
  },
};
