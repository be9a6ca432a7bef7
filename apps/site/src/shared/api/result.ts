import type { ApiResult } from "@jute/api/client";

/**
 * Narrowing of a call's result in a flow, as `assertEvent` narrows an event: a machine's
 * guard (`succeeded`, `refused`) already chose the transition, but XState's types do not carry
 * that into the actions, so the action states what it expects and fails loudly if the guard
 * and the action ever disagree (no `event.output as ...` casts: lint refuses them).
 */
export function okData<T>(result: ApiResult<T>): T {
  if (result.kind !== "ok") throw new Error(`Expected a successful result, got "${result.kind}"`);
  return result.data;
}

/** The refusal a `refused` guard let through (see okData). */
export function refusalOf<T>(result: ApiResult<T>): Extract<ApiResult<T>, { kind: "refused" }> {
  if (result.kind !== "refused") throw new Error(`Expected a refusal, got "${result.kind}"`);
  return result;
}
