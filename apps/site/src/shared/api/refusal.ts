import type { ApiResult } from "@jute/api/client";

/**
 * The form field a refusal is about. The server names it in `field`, by its name on the wire
 * (`email`, `current_password`); a form lists the wire names it shows, or maps them to its own
 * field names. Null when the refusal is about no field the form has (or is no refusal).
 */
export function refusedField<F extends string>(result: ApiResult<unknown>, fields: readonly F[] | Readonly<Record<string, F>>): F | null {
  if (result.kind !== "refused" || result.field === undefined) return null;
  const wire = result.field;
  if (Array.isArray(fields)) return (fields as readonly F[]).find((field) => field === wire) ?? null;
  const named = fields as Readonly<Record<string, F>>;
  return Object.hasOwn(named, wire) ? (named[wire] ?? null) : null;
}
