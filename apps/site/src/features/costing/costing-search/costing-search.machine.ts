/**
 * The costing search on /category-details with a sub-category (yarn): count, ply, oil type and
 * company (default from the costing rules), none required; Submit looks up prices and the
 * first result is shown. Error catalogue: rows say what was found on the page (no toast); the server's msg on an empty
 * list or a refusal; on a network failure "Something went wrong"; refusals and failures clear
 * the result and stay on the page (`error`) until the next submit.
 */
import type { CostResult } from "@jute/api/contract";
import { assign, enqueueActions, setup } from "xstate";
import { searchDefaultCompany } from "../costing-rules";
import { lookupFailureMessage, lookupPrices, priceLookupGuards, priceLookupTell, type PriceQuery } from "../price-lookup";

export interface SearchFilters {
  count: string | null;
  ply: string | null;
  oil: string | null;
  company: string | null;
}

export type SearchField = keyof SearchFilters;

export interface CostingSearchInput {
  category_id: string;
  sub_category_id: string;
  /** Selections kept through a login (View Price, then back). */
  filters?: Partial<SearchFilters>;
  /** Look up at once (the visitor comes back from logging in). */
  lookupAtStart?: boolean;
}

export interface CostingSearchContext {
  category_id: string;
  sub_category_id: string;
  filters: SearchFilters;
  result: CostResult | null;
  lookupAtStart: boolean;
  /** The selections of the last lookup sent (what the result is for). */
  lookedUp: SearchFilters | null;
  /** The last lookup's error, shown beside the form until the next submit. */
  error: string | null;
}

export type CostingSearchEvent =
  | { type: "filters.change"; field: SearchField; value: string | null }
  | { type: "search.submit" };

export const DEFAULT_SEARCH_FILTERS: SearchFilters = { count: null, ply: null, oil: null, company: searchDefaultCompany };

export type LookupQuery = PriceQuery;

export const searchQuery = (context: CostingSearchContext): LookupQuery => {
  const query: LookupQuery = { category_id: context.category_id, sub_category_id: context.sub_category_id };
  if (context.filters.count) query.count = context.filters.count;
  if (context.filters.ply) query.ply = context.filters.ply;
  if (context.filters.oil) query.oil = context.filters.oil;
  if (context.filters.company) query.company_id = context.filters.company;
  return query;
};


export const costingSearchMachine = setup({
  types: {
    input: {} as CostingSearchInput,
    context: {} as CostingSearchContext,
    events: {} as CostingSearchEvent,
  },
  actors: {
    lookup: lookupPrices,
  },
  actions: {
    setFilter: assign({
      filters: ({ context, event }) =>
        event.type === "filters.change" ? { ...context.filters, [event.field]: event.value } : context.filters,
    }),
    ...priceLookupTell,
  },
  guards: {
    ...priceLookupGuards,
    lookupAtStart: ({ context }) => context.lookupAtStart,
  },
}).createMachine({
  id: "costingSearch",
  context: ({ input }) => ({
    category_id: input.category_id,
    sub_category_id: input.sub_category_id,
    filters: { ...DEFAULT_SEARCH_FILTERS, ...input.filters },
    result: null,
    lookupAtStart: input.lookupAtStart ?? false,
    lookedUp: null,
    error: null,
  }),
  initial: "idle",
  states: {
    idle: {
      // Back from logging in through View Price: show the price for the kept selections at once.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.lookupAtStart) enqueue.raise({ type: "search.submit" });
      }),
      on: {
        "filters.change": { actions: "setFilter" },
        "search.submit": "loading",
      },
    },
    loading: {
      entry: assign({ lookedUp: ({ context }) => context.filters, error: null }),
      invoke: {
        id: "lookup",
        src: "lookup",
        input: ({ context }) => searchQuery(context),
        onDone: [
          {
            guard: { type: "hasRows", params: ({ event }) => ({ result: event.output }) },
            target: "results",
            actions: [assign({ result: ({ event }) => (event.output.kind === "ok" ? (event.output.data[0] ?? null) : null) })],
          },
          {
            guard: { type: "isEmpty", params: ({ event }) => ({ result: event.output }) },
            target: "empty",
            actions: [assign({ result: null }), { type: "tell", params: ({ event }) => ({ outcome: "lookup.empty", msg: event.output.msg || "No data found" }) }],
          },
          {
            target: "error",
            actions: [
              assign({ result: null, error: ({ event }) => lookupFailureMessage(event.output) }),
              { type: "tell", params: ({ event }) => ({ outcome: "lookup.failed", msg: lookupFailureMessage(event.output) }) },
            ],
          },
        ],
        onError: {
          target: "error",
          actions: [assign({ result: null, error: lookupFailureMessage(null) }), { type: "tell", params: { outcome: "lookup.failed", msg: lookupFailureMessage(null) } }],
        },
      },
    },
    results: { on: { "filters.change": { actions: "setFilter" }, "search.submit": "loading" } },
    empty: { on: { "filters.change": { actions: "setFilter" }, "search.submit": "loading" } },
    error: { on: { "filters.change": { actions: "setFilter" }, "search.submit": "loading" } },
  },
});
