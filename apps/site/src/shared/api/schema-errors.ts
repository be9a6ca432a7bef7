/**
 * A form's field errors from a contract request schema (`@jute/api/contract`), checked in the
 * browser before anything is sent: each field gets the first message the schema gives for it,
 * the very sentence the server answers for the same body. `fields` maps the request's wire
 * names to the form's own field names; an issue about another input is not the form's to show.
 */

/** What a zod (or zod/mini) schema offers: the site checks with the contract's schemas, never its own. */
export interface RequestSchema {
  safeParse(input: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };
}

export function schemaFieldErrors<F extends string>(schema: RequestSchema, body: unknown, fields: Readonly<Record<string, F>>): Partial<Record<F, string>> {
  const parsed = schema.safeParse(body);
  const errors: Partial<Record<F, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error?.issues ?? []) {
    const wire = issue.path[0];
    if (typeof wire !== "string" || !Object.hasOwn(fields, wire)) continue;
    const field = fields[wire] as F;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
