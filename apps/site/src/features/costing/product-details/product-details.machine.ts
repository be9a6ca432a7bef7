/**
 * A product detail page (/product-details/{id}): the sub-category by its id, with its price
 * (a member sees the amount, a visitor the View Price link). Not found: the no-data picture.
 * A failure: the page says why in an alert beside Try again (`error`), and no toast repeats it.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, SubCategory } from "@jute/api/contract";
import { tell, type Outcome } from "../../../shared/toasts";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { SOMETHING_WENT_WRONG } from "../costing.copy";
import { runLookup } from "../price-lookup";

export interface ProductDetails {
  product: SubCategory | null;
  quote: CostResult | null;
}

type LoadResult = ApiResult<ProductDetails>;

export interface ProductDetailsContext {
  id: string;
  product: SubCategory | null;
  quote: CostResult | null;
  /** Why the product could not be shown (a refusal's words, or "Something went wrong"); null otherwise. */
  error: string | null;
}

export type ProductDetailsEvent = { type: "product.retry" };

export const productDetailsMachine = setup({
  types: {
    input: {} as { id: string },
    context: {} as ProductDetailsContext,
    events: {} as ProductDetailsEvent,
  },
  actors: {
    loadProduct: fromPromise<LoadResult, { id: string }>(async ({ input }) => {
      if (!/^[1-9][0-9]{0,8}$/.test(input.id)) return { kind: "ok", data: { product: null, quote: null }, msg: "No data found" };
      const client = await apiClient();
      const product = await client.getSubCategories({ sub_category_id: input.id });
      if (product.kind !== "ok") return product;
      const found = product.data.find((row) => row.sub_category_id === input.id) ?? null;
      if (!found) return { kind: "ok", data: { product: null, quote: null }, msg: product.msg };
      const quotes = await runLookup({ category_id: found.category_id, sub_category_id: found.sub_category_id });
      if (quotes.kind !== "ok") return quotes;
      return { kind: "ok", data: { product: found, quote: quotes.data[0] ?? null }, msg: quotes.msg };
    }),
  },
  actions: {
    tell: (_, params: { outcome: Outcome; msg: string }) => {
      tell(params.outcome, params.msg);
    },
  },
  guards: {
    found: (_, params: { result: LoadResult }) => params.result.kind === "ok" && params.result.data.product !== null,
    notFound: (_, params: { result: LoadResult }) => params.result.kind === "ok",
    isRefused: (_, params: { result: LoadResult }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "productDetails",
  context: ({ input }) => ({ id: input.id, product: null, quote: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: "loadProduct",
        src: "loadProduct",
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => ({ result: event.output }) },
            target: "results",
            actions: assign(({ event }) => (event.output.kind === "ok" ? event.output.data : { product: null, quote: null })),
          },
          { guard: { type: "notFound", params: ({ event }) => ({ result: event.output }) }, target: "empty" },
          {
            guard: { type: "isRefused", params: ({ event }) => ({ result: event.output }) },
            target: "error",
            actions: [
              assign({ error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg || "Error") }),
              { type: "tell", params: ({ event }) => ({ outcome: "product.failed" as const, msg: event.output.kind === "ok" ? "" : event.output.msg || "Error" }) },
            ],
          },
          {
            target: "error",
            actions: [assign({ error: SOMETHING_WENT_WRONG }), { type: "tell", params: { outcome: "product.failed" as const, msg: SOMETHING_WENT_WRONG } }],
          },
        ],
        onError: {
          target: "error",
          actions: [assign({ error: SOMETHING_WENT_WRONG }), { type: "tell", params: { outcome: "product.failed" as const, msg: SOMETHING_WENT_WRONG } }],
        },
      },
    },
    results: {},
    empty: {},
    error: { on: { "product.retry": "loading" } },
  },
});
