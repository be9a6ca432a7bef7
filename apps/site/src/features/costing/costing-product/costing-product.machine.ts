/**
 * A costing product page (bag, rope, cloth, traditional, soil saver): Company, Size (when the
 * page offers sizes and the product has some), Port, Submit (busy while loading, never
 * disabled) and the quotes. Defaults come from the costing rules (flows/costing-rules.ts).
 * Two regions run side by side: the options that fill the selects (failures silent, logged)
 * and the lookup itself (the error catalogue, as on the costing search; an error also stays
 * on the page until the next submit).
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, ProductSize, TruckFare } from "@jute/api/contract";
import { assign, enqueueActions, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { lookupFailureMessage, lookupPrices, priceLookupGuards, priceLookupTell, type PriceQuery } from "../price-lookup";
import { log } from "../../../shared/flows/log";

export interface ProductFilters {
  company: string | null;
  size: string | null;
  port: string | null;
}

export type ProductField = keyof ProductFilters;

export interface CostingProductInput {
  category_id: string;
  child_category_id?: string | undefined;
  sub_category_id?: string | undefined;
  /** The page's default company and port (company id, truck fare id). */
  defaultCompany: string;
  defaultPort: string;
  /** Whether the Size select is shown (and sent). */
  withSizes: boolean;
  /** Look up as soon as the page opens (the bag page; the cloth page for child category 1). */
  lookupAtStart: boolean;
  /** Selections kept through a login (View Price, then back). */
  filters?: Partial<ProductFilters>;
}

export interface ProductOptions {
  sizes: ProductSize[];
  ports: TruckFare[];
}

export interface CostingProductContext {
  category_id: string;
  child_category_id: string | null;
  sub_category_id: string | null;
  withSizes: boolean;
  lookupAtStart: boolean;
  sizes: ProductSize[];
  ports: TruckFare[];
  filters: ProductFilters;
  results: CostResult[];
  /** The selections of the last lookup sent (what the results are for). */
  lookedUp: ProductFilters | null;
  /** The last lookup's error, shown beside the form until the next submit. */
  error: string | null;
}

export type CostingProductEvent =
  | { type: "filters.change"; field: ProductField; value: string | null }
  | { type: "lookup.submit" };

export type ProductQuery = PriceQuery;

export interface OptionsQuery {
  category_id: string;
  sub_category_id: string | null;
  withSizes: boolean;
}

/** Sizes and ports for the selects; each list that fails is logged and left empty. */
export async function loadProductOptions(input: OptionsQuery): Promise<ProductOptions> {
  const client = await apiClient();
  const [sizes, ports] = await Promise.all([
    input.withSizes
      ? client.getProductSizes({ category_id: input.category_id, ...(input.sub_category_id ? { sub_category_id: input.sub_category_id } : {}) })
      : Promise.resolve({ kind: "ok", data: [], msg: "" } as ApiResult<ProductSize[]>),
    client.getPorts(),
  ]);
  if (sizes.kind !== "ok") log("costing: the sizes could not be loaded", sizes.msg);
  if (ports.kind !== "ok") log("costing: the ports could not be loaded", ports.msg);
  return { sizes: sizes.kind === "ok" ? sizes.data : [], ports: ports.kind === "ok" ? ports.data : [] };
}

export const productQuery = (context: CostingProductContext): ProductQuery => {
  const query: ProductQuery = { category_id: context.category_id };
  if (context.sub_category_id) query.sub_category_id = context.sub_category_id;
  if (context.child_category_id) query.child_category_id = context.child_category_id;
  if (context.filters.company) query.company_id = context.filters.company;
  if (context.filters.port) query.truck_fare_id = context.filters.port;
  if (context.withSizes && context.filters.size) query.product_size_id = context.filters.size;
  return query;
};


const editable = {
  "filters.change": { actions: "setFilter" },
  "lookup.submit": "loading",
} as const;

export const costingProductMachine = setup({
  types: {
    input: {} as CostingProductInput,
    context: {} as CostingProductContext,
    events: {} as CostingProductEvent,
  },
  actors: {
    loadOptions: fromPromise<ProductOptions, OptionsQuery>(async ({ input }) => loadProductOptions(input)),
    lookup: lookupPrices,
  },
  actions: {
    setFilter: assign({
      filters: ({ context, event }) =>
        event.type === "filters.change" ? { ...context.filters, [event.field]: event.value } : context.filters,
    }),
    ...priceLookupTell,
    logOptionsFailure: (_, params: { error: unknown }) => log("costing: the options could not be loaded", params.error),
  },
  guards: {
    ...priceLookupGuards,
  },
}).createMachine({
  id: "costingProduct",
  context: ({ input }) => ({
    category_id: input.category_id,
    child_category_id: input.child_category_id ?? null,
    sub_category_id: input.sub_category_id ?? null,
    withSizes: input.withSizes,
    lookupAtStart: input.lookupAtStart,
    sizes: [],
    ports: [],
    filters: { company: input.defaultCompany, size: null, port: input.defaultPort, ...input.filters },
    results: [],
    lookedUp: null,
    error: null,
  }),
  type: "parallel",
  states: {
    options: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadOptions",
            src: "loadOptions",
            input: ({ context }) => ({ category_id: context.category_id, sub_category_id: context.sub_category_id, withSizes: context.withSizes }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => ({
                sizes: event.output.sizes,
                ports: event.output.ports,
                // The default port is the one with the page's id, when the list has it.
                filters: {
                  ...context.filters,
                  port: event.output.ports.some((port) => port.truck_fare_id === context.filters.port) ? context.filters.port : null,
                },
              })),
            },
            onError: { target: "ready", actions: { type: "logOptionsFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
      },
    },
    lookup: {
      initial: "idle",
      states: {
        idle: {
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.lookupAtStart) enqueue.raise({ type: "lookup.submit" });
          }),
          on: editable,
        },
        loading: {
          entry: assign({ lookedUp: ({ context }) => context.filters, error: null }),
          on: { "filters.change": { actions: "setFilter" } },
          invoke: {
            id: "lookup",
            src: "lookup",
            input: ({ context }) => productQuery(context),
            onDone: [
              {
                guard: { type: "hasRows", params: ({ event }) => ({ result: event.output }) },
                target: "results",
                actions: [assign({ results: ({ event }) => (event.output.kind === "ok" ? event.output.data : []) })],
              },
              {
                guard: { type: "isEmpty", params: ({ event }) => ({ result: event.output }) },
                target: "empty",
                actions: [assign({ results: [] }), { type: "tell", params: ({ event }) => ({ outcome: "lookup.empty", msg: event.output.msg || "No data found" }) }],
              },
              {
                target: "error",
                actions: [
                  assign({ results: [], error: ({ event }) => lookupFailureMessage(event.output) }),
                  { type: "tell", params: ({ event }) => ({ outcome: "lookup.failed", msg: lookupFailureMessage(event.output) }) },
                ],
              },
            ],
            onError: {
              target: "error",
              actions: [assign({ results: [], error: lookupFailureMessage(null) }), { type: "tell", params: { outcome: "lookup.failed", msg: lookupFailureMessage(null) } }],
            },
          },
        },
        results: { on: editable },
        empty: { on: editable },
        error: { on: editable },
      },
    },
  },
});
