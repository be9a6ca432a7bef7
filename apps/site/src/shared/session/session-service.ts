/**
 * The one session actor of the visit, started on first use (the login page, or the header's
 * Logout button, which loads this module lazily so content pages carry no XState).
 */
import { createActor, waitFor, type ActorRefFrom } from "xstate";
import { sessionMachine, type SessionEvent } from "./session.machine";

let actor: ActorRefFrom<typeof sessionMachine> | undefined;

export function sessionActor(): ActorRefFrom<typeof sessionMachine> {
  if (!actor) {
    actor = createActor(sessionMachine);
    actor.start();
  }
  return actor;
}

/** Sends `event` once the stored session has been read (events while restoring would be lost). */
export async function sendToSession(event: SessionEvent): Promise<void> {
  const session = sessionActor();
  await waitFor(session, (snapshot) => !snapshot.matches("restoring") && !snapshot.matches("loggingOut"));
  session.send(event);
}

