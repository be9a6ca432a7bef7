/**
 * A category browse screen (/category-details, /bag-costing, /bag-costing-details,
 * /cloth-costing-details, /cloth-details, /traditional-cloth-details): a spinner while the list
 * loads, a grid of round tiles, the no-data picture when it is empty. A failed load says why in
 * an alert (the server's words, or "Something went wrong" when it could not be reached) beside
 * the no-data picture and Try again, as the product page does; it is logged too. (The original
 * said nothing, so a visitor took a failure for an empty category.)
 */
import type { ApiResult } from "@jute/api/client";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
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
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: "loadItems",
        src: "loadItems",
        input: ({ context }) => context.source,
        onDone: [
          {
            guard: { type: "hasItems", params: ({ event }) => ({ result: event.output }) },
            target: "results",
            actions: assign({ items: ({ event }) => (event.output.kind === "ok" ? event.output.data : []) }),
          },
          { guard: { type: "isOk", params: ({ event }) => ({ result: event.output }) }, target: "empty", actions: assign({ items: [] }) },
          {
            target: "error",
            actions: [
              assign({ items: [], error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg || SOMETHING_WENT_WRONG) }),
              { type: "logFailure", params: ({ event }) => ({ reason: event.output.msg }) },
            ],
          },
        ],
        onError: {
          target: "error",
          actions: [assign({ items: [], error: SOMETHING_WENT_WRONG }), { type: "logFailure", params: ({ event }) => ({ reason: event.error }) }],
        },
      },
    },
    results: {},
    empty: {},
    error: { on: { "browse.retry": "loading" } },
  },
});
