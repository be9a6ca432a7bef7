/**
 * The price lookup that the costing search and the costing product pages share: the call,
 * how its result is read, and the toasts of the original's error catalogue.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult } from "@jute/api/contract";
import { notify } from "../features/toasts";
import { fromPromise } from "xstate";
import { apiClient } from "../app/api";

/** The form fields sent with type=list; empty ones are left out by the screens. */
export type PriceQuery = Record<string, string>;
export type PriceLookupResult = ApiResult<CostResult[]>;

/** The network work, as a named actor (tests swap it with `machine.provide`). */
export const lookupPrices = fromPromise<PriceLookupResult, PriceQuery>(async ({ input }) => (await apiClient()).lookupPrices(input));

type ResultParams = { result: PriceLookupResult };

export const priceLookupGuards = {
  hasRows: (_: unknown, params: ResultParams) => params.result.kind === "ok" && params.result.data.length > 0,
  isEmpty: (_: unknown, params: ResultParams) => params.result.kind === "ok",
  isRefused: (_: unknown, params: ResultParams) => params.result.kind === "refused",
};

export const priceLookupToasts = {
  toastFound: () => {
    notify.success("Data Found");
  },
  toastError: (_: unknown, params: { msg: string }) => {
    notify.error(params.msg);
  },
};
