/**
 * A transition a machine's tests deliberately never take, and why. A flow lists them in
 * `<name>.untested.ts` beside its machine (`export const untested: UntestedTransition[]`),
 * keyed as the coverage report names them (`source --> target : event [guard]`); the flow
 * coverage check (apps/site/flow-coverage) accepts a listed transition only with a reason.
 */
export interface UntestedTransition {
  transition: string;
  reason: string;
}
