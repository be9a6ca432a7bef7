/**
 * "xstate" under `VITE_INSPECT=1 pnpm dev`: every actor is shown live in the Stately inspector
 * (`@statelyai/inspect` opens it in a new window; allow the pop-up). Never in a build.
 */
import { createBrowserInspector } from "@statelyai/inspect";
import { createActor as createRealActor } from "xstate";

export * from "xstate";

const inspector = createBrowserInspector();

export const createActor = ((logic: never, options?: object) =>
  createRealActor(logic, { ...options, inspect: inspector.inspect } as never)) as unknown as typeof createRealActor;
