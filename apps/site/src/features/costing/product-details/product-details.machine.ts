/**
 * A product detail page (/product-details/{id}): the sub-category by its id, with its price
 * (a member sees the amount, a visitor the View Price link). Not found: the no-data picture.
 * A failure: the page says why in an alert beside Try again (`error`), and no toast repeats it.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, SubCategory } from "@jute/api/contract";
import { tell, type Outcome } from "../../../shared/toasts";
import { fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
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

const tellFailed = (msg: string) => ({ type: "tell", params: () => ({ outcome: "product.failed" as const, msg }) });

const load = loadWithRetry<ProductDetailsContext, ProductDetails, "error">({
  actor: "loadProduct",
  input: ({ context }) => ({ id: context.id }),
  entry: () => ({ error: null }),
  replies: [
    { guard: "found", target: "results", set: (reply) => (reply.kind === "ok" ? reply.data : { product: null, quote: null }) },
    { guard: "notFound", target: "empty" },
    {
      guard: "isRefused",
      target: "error",
      set: (reply) => ({ error: reply.kind === "ok" ? null : reply.msg || "Error" }),
      actions: [{ type: "tell", params: (reply) => ({ outcome: "product.failed" as const, msg: reply.kind === "ok" ? "" : reply.msg || "Error" }) }],
    },
  ],
  failed: {
    state: "error",
    retry: "product.retry",
    reply: { set: () => ({ error: SOMETHING_WENT_WRONG }), actions: [tellFailed(SOMETHING_WENT_WRONG)] },
    thrown: { set: () => ({ error: SOMETHING_WENT_WRONG }), actions: [tellFailed(SOMETHING_WENT_WRONG)] },
  },
});

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
    loading: load.loading,
    results: {},
    empty: {},
    error: load.error,
  },
});
