/**
 * "xstate" as the site's Vitest run sees it (vite/xstate-through.ts points every import of
 * "xstate" here, @xstate/react's included): the real module, except that each actor created is
 * inspected and the transitions it takes are counted in `runRecorder` (flushed to
 * coverage/flows/raw/ after each test file by flow-coverage/vitest-setup.ts). Never in a build.
 */
import { createActor as createRealActor, type InspectionEvent, type Observer } from "xstate";
import { runRecorder } from "./run-recorder";
import { sourceNow } from "./recorder";

export * from "xstate";

const both = (first: unknown, second: Observer<InspectionEvent>) => (event: InspectionEvent) => {
  if (typeof first === "function") (first as (e: InspectionEvent) => void)(event);
  else if (first && typeof first === "object") (first as Observer<InspectionEvent>).next?.(event);
  second.next?.(event);
};

export const createActor = ((logic: never, options?: { inspect?: unknown }) =>
  createRealActor(logic, { ...options, inspect: both(options?.inspect, runRecorder.observer(sourceNow("unit"))) } as never)) as unknown as typeof createRealActor;
