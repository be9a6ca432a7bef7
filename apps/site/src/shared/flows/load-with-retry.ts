/**
 * The site's one way to load with retry (docs/decisions/0008-loading-with-retry.md): a `loading`
 * state that invokes the flow's load actor (an `ApiResult`), leads each reply where the flow's
 * guards say, and leads a failed reply or a load that threw to the flow's failed state, which its
 * retry event leaves for `loading` again. A flow spreads the two states into its machine:
 *
 *   states: { ...loadWithRetry<Context, Data>({ actor: "loadItems", replies: [...], failed: {...} }), results: {}, ... }
 *
 * Each flow keeps its own names (states, guards, events), so its diagram says what it did before.
 * A page with no flow of its own loads through the same states: `useLoad` (./use-load.ts).
 */
import type { ApiResult } from "@jute/api/client";
import { assign } from "xstate";

/** A side effect of the flow by its name in `setup({ actions })`, with params made from the reply. */
export type NamedAction<TData> = string | { type: string; params?: (reply: ApiResult<TData>) => Record<string, unknown> };

/** What the failed state's entry into it does, for a failed reply or for a load that threw. */
export interface FailureEffects<TContext, TReason> {
  /** The context the failure leaves (the words shown, the list emptied). */
  set?: (reason: TReason, context: TContext) => Partial<TContext>;
  /** Side effects after `set` (a log line, a toast). */
  actions?: ReadonlyArray<{ type: string; params?: (reason: TReason) => Record<string, unknown> }>;
}

export interface Reply<TContext, TData> {
  /** The flow's guard, given the reply as `params.result`. */
  guard: string;
  target: string;
  /** The context this reply leaves. */
  set?: (reply: ApiResult<TData>, context: TContext) => Partial<TContext>;
  actions?: ReadonlyArray<NamedAction<TData>>;
}

export interface LoadWithRetryOptions<TContext, TData, TFailed extends string> {
  /** The load actor's name in the flow's `setup({ actors })`, and the invoke's id. */
  actor: string;
  /** The load's input, from the context. */
  input?: (args: { context: TContext }) => unknown;
  /** The context on entering `loading` (clearing the last failure's words). */
  entry?: (context: TContext) => Partial<TContext>;
  /** The replies that lead elsewhere than the failed state, in order (the first whose guard holds). */
  replies: ReadonlyArray<Reply<TContext, TData>>;
  failed: {
    /** The failed state's name ("error", "failed", "loadFailed"). */
    state: TFailed;
    /** The event that loads again from it. */
    retry: string;
    /** The context the retry leaves. */
    retrySet?: (context: TContext) => Partial<TContext>;
    /** Any other reply (refused, failed): `reason` is the reply. */
    reply?: FailureEffects<TContext, ApiResult<TData>>;
    /** A load that threw: `reason` is what it threw. */
    thrown?: FailureEffects<TContext, unknown>;
  };
}

/**
 * The two states, opaque to the flow's typing: XState checks a config written in the flow's own
 * `createMachine`, and these are checked by the options' types instead.
 */
export type LoadStates<TFailed extends string> = { loading: OpaqueState } & Record<TFailed, OpaqueState>;
type OpaqueState = Record<never, never>;

type Args<TContext> = { context: TContext; event: { output?: unknown; error?: unknown } };

// The one boundary with XState's typing: the options are typed by the flow's context and data,
// the config below by XState's (a flow's `setup` checks the names when its machine is created).
function effects<TContext, TReason>(of: (event: Args<TContext>["event"]) => TReason, set: FailureEffects<TContext, TReason>["set"], actions: FailureEffects<TContext, TReason>["actions"] = []): unknown[] {
  return [
    ...(set ? [assign(({ context, event }: Args<TContext>) => set(of(event), context) as never)] : []),
    ...actions.map((action) => (action.params ? { type: action.type, params: ({ event }: Args<TContext>) => action.params?.(of(event)) } : action.type)),
  ];
}

const replyOf = <TData>(event: Args<unknown>["event"]) => event.output as ApiResult<TData>;

/** The flow's `loading` state and its failed state (with the retry back to `loading`). */
export function loadWithRetry<TContext, TData, TFailed extends string = string>(
  options: LoadWithRetryOptions<TContext, TData, TFailed>,
): LoadStates<TFailed> {
  const { actor, input, entry, replies, failed } = options;
  const toFailed = (reply: boolean) =>
    reply
      ? { target: failed.state, actions: effects<TContext, ApiResult<TData>>(replyOf<TData>, failed.reply?.set, failed.reply?.actions) }
      : { target: failed.state, actions: effects<TContext, unknown>((event) => event.error, failed.thrown?.set, failed.thrown?.actions) };
  const loading = {
    ...(entry ? { entry: assign(({ context }: Args<TContext>) => entry(context) as never) } : {}),
    invoke: {
      id: actor,
      src: actor,
      ...(input ? { input } : {}),
      onDone: [
        ...replies.map((reply) => ({
          guard: { type: reply.guard, params: ({ event }: Args<TContext>) => ({ result: replyOf<TData>(event) }) },
          target: reply.target,
          actions: [
            ...(reply.set ? [assign(({ context, event }: Args<TContext>) => reply.set?.(replyOf<TData>(event), context) as never)] : []),
            ...(reply.actions ?? []).map((action) =>
              typeof action === "string" || !action.params ? (typeof action === "string" ? action : action.type) : { type: action.type, params: ({ event }: Args<TContext>) => action.params?.(replyOf<TData>(event)) },
            ),
          ],
        })),
        toFailed(true),
      ],
      onError: toFailed(false),
    },
  };
  const retry = failed.retrySet ? { target: "loading", actions: assign(({ context }: Args<TContext>) => failed.retrySet?.(context) as never) } : "loading";
  return { loading, [failed.state]: { on: { [failed.retry]: retry } } } as unknown as LoadStates<TFailed>;
}
