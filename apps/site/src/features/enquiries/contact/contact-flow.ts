/**
 * The contact flow as the Contact Us page runs it: the page is a page of copy, so it loads
 * this module (and XState with it) only when the form is first used, starts one actor, and
 * follows it through `onChange` with a plain view of the machine's state.
 */
import { createActor } from "xstate";
import { contactMachine, type ContactEvent } from "./contact.machine";
import type { ContactView } from "./contact-view";

export interface ContactFlow {
  send(event: ContactEvent): void;
  stop(): void;
}

export function startContactFlow(onChange: (view: ContactView) => void, machine = contactMachine): ContactFlow {
  const actor = createActor(machine);
  actor.subscribe((snapshot) => {
    onChange({
      state: snapshot.value as ContactView["state"],
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error,
      reference: snapshot.context.reference,
    });
  });
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
