/**
 * Loading with retry for a page with no flow of its own (the staff console's lists): the same
 * `loading` and `failed` states as every flow's (`loadWithRetry`), in one small machine run by
 * `useMachine`. The page gets what to show (`Loaded`) and `reload()`.
 */
import type { ApiResult } from "@jute/api/client";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { assign, fromPromise, setup } from "xstate";
import { loadWithRetry } from "./load-with-retry";

/** What a page shows of its load: loading, the data, or the server's words (and status) on a failure. */
export type Loaded<T> = { kind: "loading" } | { kind: "ok"; data: T } | { kind: "error"; msg: string; status?: number };

interface LoadContext {
  shown: Loaded<unknown>;
  /** Whether a reload shows "loading" (a different list) or keeps what is shown until it answers. */
  clearOnReload: boolean;
}

/** `load.retry`: load again (Try again, or after the page changed something); `load.again`: a different list (a filter changed). */
type LoadEvent = { type: "load.retry" } | { type: "load.again" };

const load = loadWithRetry<LoadContext, unknown, "failed">({
  actor: "load",
  replies: [{ guard: "ok", target: "loaded", set: (reply) => ({ shown: reply.kind === "ok" ? { kind: "ok", data: reply.data } : { kind: "loading" } }) }],
  failed: {
    state: "failed",
    retry: "load.retry",
    retrySet: (context) => (context.clearOnReload ? { shown: { kind: "loading" } } : {}),
    reply: {
      set: (reply) => ({ shown: reply.kind === "ok" ? { kind: "loading" } : { kind: "error", msg: reply.msg || "Error", ...(reply.kind === "refused" ? { status: reply.status } : {}) } }),
    },
    thrown: { set: () => ({ shown: { kind: "error", msg: "Something went wrong" } }) },
  },
});

/** The machine `useLoad` runs; its `load` actor is the page's call. */
export const loadMachine = setup({
  types: { context: {} as LoadContext, events: {} as LoadEvent, input: {} as { clearOnReload: boolean } },
  actors: { load: fromPromise<ApiResult<unknown>>(() => Promise.reject(new Error("useLoad provides the page's call"))) },
  guards: { ok: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "ok" },
}).createMachine({
  id: "load",
  context: ({ input }) => ({ shown: { kind: "loading" }, clearOnReload: input.clearOnReload }),
  initial: "loading",
  // From any other state too (the page changed something, or its filter changed): an answer
  // still on its way is dropped.
  on: {
    "load.retry": { target: ".loading", reenter: true, actions: assign(({ context }) => (context.clearOnReload ? { shown: { kind: "loading" } as const } : {})) },
    "load.again": { target: ".loading", reenter: true, actions: assign({ shown: { kind: "loading" } }) },
  },
  states: {
    loading: load.loading,
    loaded: {},
    failed: load.failed,
  },
});

export interface UseLoadOptions {
  /** Loads again when one of these changes (a filter), showing "loading" meanwhile. */
  deps?: readonly unknown[];
  /** `reload()` shows "loading" too (default: what is shown stays until the answer). */
  clearOnReload?: boolean;
}

/** Runs `call` on mount, on `reload()` and when `deps` change; the latest `call` is the one run. */
export function useLoad<T>(call: () => Promise<ApiResult<T>>, { deps = [], clearOnReload = false }: UseLoadOptions = {}): [Loaded<T>, () => void] {
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });
  const [machine] = useState(() => loadMachine.provide({ actors: { load: fromPromise<ApiResult<unknown>>(() => latest.current()) } }));
  const [snapshot, send] = useMachine(machine, { input: { clearOnReload } });
  const reload = useCallback(() => send({ type: "load.retry" }), [send]);
  const key = JSON.stringify(deps);
  const loadedFor = useRef(key);
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    send({ type: "load.again" });
  }, [key, send]);
  return [snapshot.context.shown as Loaded<T>, reload];
}
