import { useCallback, useSyncExternalStore } from "react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

/**
 * One part of an actor's snapshot (a field of its context, whether it is in a state), and a
 * render only when that part changes: a component that follows only what it shows is not drawn
 * again by the actor's other changes (issue 36: a press of Send request redraws its button, not
 * the form). `pick` must return a value kept from the snapshot (a context field, a boolean), not
 * a new object. React's own `useSyncExternalStore`, not @xstate/react's `useSelector`: that one
 * brings the `use-sync-external-store` selector shim, 450 bytes gzipped more on the costing
 * pages, whose budget is 125 KB.
 */
export function useActorPart<Actor extends AnyActorRef, Part>(actor: Actor, pick: (snapshot: SnapshotFrom<Actor>) => Part): Part {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => pick(actor.getSnapshot() as SnapshotFrom<Actor>);
  return useSyncExternalStore(subscribe, read, read);
}
