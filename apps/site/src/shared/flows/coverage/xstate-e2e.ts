/**
 * "xstate" as the e2e recording build sees it (`vite build --mode flows`, into dist-flows/; never
 * the production build): the real module, except that each actor created is inspected and every
 * microstep's transitions are sent to `/__flows/record` as a beacon, which only the e2e server
 * answers (scripts/flow-record-sink.mjs writes them to coverage/flows/raw/e2e-*.jsonl).
 */
import { createActor as createRealActor, type InspectionEvent, type Observer } from "xstate";
import { takenBy } from "./recorder";

export * from "xstate";

function send(event: InspectionEvent): void {
  const byMachine = new Map<string, string[]>();
  for (const [machine, key] of takenBy(event)) byMachine.set(machine, [...(byMachine.get(machine) ?? []), key]);
  for (const [machine, keys] of byMachine) navigator.sendBeacon("/__flows/record", JSON.stringify({ m: machine, t: keys }));
}

const both = (first: unknown) => (event: InspectionEvent) => {
  if (typeof first === "function") (first as (e: InspectionEvent) => void)(event);
  else if (first && typeof first === "object") (first as Observer<InspectionEvent>).next?.(event);
  send(event);
};

export const createActor = ((logic: never, options?: { inspect?: unknown }) =>
  createRealActor(logic, { ...options, inspect: both(options?.inspect) } as never)) as unknown as typeof createRealActor;
