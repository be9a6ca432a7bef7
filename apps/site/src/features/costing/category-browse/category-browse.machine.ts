/**
 * A category browse screen (/category-details, /bag-costing, /bag-costing-details,
 * /cloth-costing-details, /cloth-details, /traditional-cloth-details): a spinner while the list
 * loads, a grid of round tiles, the no-data picture when it is empty. A failed load is silent
 * (logged), as the original's; the screen then shows the no-data picture and a Try again button.
 */
import type { ApiResult } from "@jute/api/client";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { log } from "../../../shared/flows/log";
import type { BrowseItem, BrowseSource } from "./browse-items";
import { toBrowseItems } from "./browse-items";

export interface CategoryBrowseContext {
  source: BrowseSource;
  items: BrowseItem[];
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
  context: ({ input }) => ({ source: input.source, items: [] }),
  initial: "loading",
  states: {
    loading: {
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
            actions: [assign({ items: [] }), { type: "logFailure", params: ({ event }) => ({ reason: event.output.msg }) }],
          },
        ],
        onError: {
          target: "error",
          actions: [assign({ items: [] }), { type: "logFailure", params: ({ event }) => ({ reason: event.error }) }],
        },
      },
    },
    results: {},
    empty: {},
    error: { on: { "browse.retry": "loading" } },
  },
});
