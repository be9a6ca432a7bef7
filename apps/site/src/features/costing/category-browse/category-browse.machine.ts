/**
 * A category browse screen (/category-details, /bag-costing, /bag-costing-details,
 * /cloth-costing-details, /cloth-details, /traditional-cloth-details): a spinner while the list
 * loads, a grid of round tiles, the no-data picture when it is empty. A failed load says why in
 * an alert (the server's words, or "Something went wrong" when it could not be reached) beside
 * the no-data picture and Try again, as the product page does; it is logged too. (The original
 * said nothing, so a visitor took a failure for an empty category.)
 */
import type { ApiResult } from "@jute/api/client";
import { fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { log } from "../../../shared/flows/log";
import { SOMETHING_WENT_WRONG } from "../costing.copy";
import type { BrowseItem, BrowseSource } from "./browse-items";
import { toBrowseItems } from "./browse-items";

export interface CategoryBrowseContext {
  source: BrowseSource;
  items: BrowseItem[];
  /** Why the last load failed, for the page's alert; null unless in `error`. */
  error: string | null;
}

export type CategoryBrowseEvent = { type: "browse.retry" };

type LoadResult = ApiResult<BrowseItem[]>;

const load = loadWithRetry<CategoryBrowseContext, BrowseItem[], "error">({
  actor: "loadItems",
  input: ({ context }) => context.source,
  entry: () => ({ error: null }),
  replies: [
    { guard: "hasItems", target: "results", set: (reply) => ({ items: reply.kind === "ok" ? reply.data : [] }) },
    { guard: "isOk", target: "empty", set: () => ({ items: [] }) },
  ],
  failed: {
    state: "error",
    retry: "browse.retry",
    reply: {
      set: (reply) => ({ items: [], error: reply.kind === "ok" ? null : reply.msg || SOMETHING_WENT_WRONG }),
      actions: [{ type: "logFailure", params: (reply) => ({ reason: reply.msg }) }],
    },
    thrown: { set: () => ({ items: [], error: SOMETHING_WENT_WRONG }), actions: [{ type: "logFailure", params: (reason) => ({ reason }) }] },
  },
});

export const categoryBrowseMachine = setup({
  types: {
    input: {} as { source: BrowseSource },
    context: {} as CategoryBrowseContext,
    events: {} as CategoryBrowseEvent,
  },
  actors: {
    loadItems: fromPromise<LoadResult, BrowseSource>(async ({ input }) => {
      const client = await apiClient();
      switch (input.kind) {
        case "categories":
          return toBrowseItems(input, await client.getCategories());
        case "childCategories":
          return toBrowseItems(input, await client.getChildCategories({ category_id: input.category_id }));
        case "subCategories":
          return toBrowseItems(
            input,
            await client.getSubCategories({
              category_id: input.category_id,
              ...(input.child_category_id ? { child_category_id: input.child_category_id } : {}),
            }),
          );
      }
    }),
  },
  actions: {
    logFailure: (_, params: { reason: unknown }) => log("browse: the list could not be loaded", params.reason),
  },
  guards: {
    hasItems: (_, params: { result: LoadResult }) => params.result.kind === "ok" && params.result.data.length > 0,
    isOk: (_, params: { result: LoadResult }) => params.result.kind === "ok",
  },
}).createMachine({
  id: "categoryBrowse",
  context: ({ input }) => ({ source: input.source, items: [], error: null }),
  initial: "loading",
  states: {
    loading: load.loading,
    results: {},
    empty: {},
    error: load.error,
  },
});
