/** For the machines' tests: the queries a generated path must have sent, worked out from its steps. */
import type { ModelStep } from "./model";

export interface ExpectedQueriesOptions<Q> {
  /** The selections at the start. */
  filters: Record<string, string | null>;
  /** Whether a step's state is the lookup's loading state. */
  isLoading: (step: ModelStep) => boolean;
  /** The query for the selections. */
  queryOf: (filters: Record<string, string | null>) => Q;
  /** A lookup starts before any step (the page looks up at mount). */
  atStart?: boolean;
  /** Other changes to the selections a step makes (a port the loaded list lacks is dropped...). */
  adjust?: (step: ModelStep, filters: Record<string, string | null>) => Record<string, string | null>;
}

/** One query per lookup started, with the selections at the time of its submit (`filters.change` events). */
export function expectedQueries<Q>(steps: readonly ModelStep[], options: ExpectedQueriesOptions<Q>): Q[] {
  let filters = options.filters;
  const queries: Q[] = options.atStart ? [options.queryOf(filters)] : [];
  let wasLoading = options.atStart ?? false;
  for (const step of steps) {
    if (step.event.type === "filters.change") {
      const change = step.event as unknown as { field: string; value: string | null };
      filters = { ...filters, [change.field]: change.value };
    }
    if (options.adjust) filters = options.adjust(step, filters);
    const loading = options.isLoading(step);
    if (loading && !wasLoading) queries.push(options.queryOf(filters));
    wasLoading = loading;
  }
  return queries;
}
