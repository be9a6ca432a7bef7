/**
 * The one session actor of the visit, started on first use (the login page, a costing page, or
 * the header's Logout button, which loads this module lazily).
 */
import { createActor, type ActorRefFrom } from "xstate";
import { sessionMachine } from "./session.machine";

let actor: ActorRefFrom<typeof sessionMachine> | undefined;

export function sessionActor(): ActorRefFrom<typeof sessionMachine> {
  if (!actor) {
    actor = createActor(sessionMachine);
    actor.start();
  }
  return actor;
}

/** Tests: stop the actor so the next test starts from storage again. */
export function resetSessionActor(): void {
  actor?.stop();
  actor = undefined;
}
