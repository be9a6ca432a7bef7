/**
 * A count the header and a page share (offers awaiting an answer, messages not seen): one value,
 * its listeners and the hook that reads it. null: not known.
 */
import { useSyncExternalStore } from "react";

export function createCountStore() {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  return {
    set(next: number | null) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    useCount: (): number | null => useSyncExternalStore(subscribe, () => value, () => null),
  };
}
