/**
 * Transitions of this flow that no test takes, and why (the flow coverage check reads this:
 * apps/site/src/shared/flows/README.md, "Transition coverage").
 */
import type { UntestedTransition } from "../../../shared/flows/coverage/untested";

export const untested: UntestedTransition[] = [
  { transition: "loading --> editing : quote.submit [invalid]", reason: "Taken by no unit test and by none of the e2e journeys recorded for issue 24b (a partial e2e run on a loaded machine; the full run may take it, then the report notes this entry as stale). A behaviour test is still to be written: time ran out, see the issue's note." },
  { transition: "loading --> submitting : quote.submit", reason: "Taken by no unit test and by none of the e2e journeys recorded for issue 24b (a partial e2e run on a loaded machine; the full run may take it, then the report notes this entry as stale). A behaviour test is still to be written: time ran out, see the issue's note." },
  { transition: "loading --> editing : loadTerms failed", reason: "Its actor rejects only when its own code throws (the lazy API client chunk fails to load): the API client answers network failures as a `done` result, which is tested. No test of this flow makes the chunk fail yet (the same branch is tested for login, sign-up, account, costing and offers in their *.failures.test.ts)." },
  { transition: "submitting --> failed : requestQuote failed", reason: "Its actor rejects only when its own code throws (the lazy API client chunk fails to load): the API client answers network failures as a `done` result, which is tested. No test of this flow makes the chunk fail yet (the same branch is tested for login, sign-up, account, costing and offers in their *.failures.test.ts)." },
  { transition: "refused --> editing : quote.submit [invalid]", reason: "Taken by no unit test and by none of the e2e journeys recorded for issue 24b (a partial e2e run on a loaded machine; the full run may take it, then the report notes this entry as stale). A behaviour test is still to be written: time ran out, see the issue's note." },
  { transition: "failed --> editing : quote.submit [invalid]", reason: "Taken by no unit test and by none of the e2e journeys recorded for issue 24b (a partial e2e run on a loaded machine; the full run may take it, then the report notes this entry as stale). A behaviour test is still to be written: time ran out, see the issue's note." },
];
