import { VisuallyHidden } from "@jute/ui";
import { useSyncExternalStore } from "react";

/**
 * Words for screen readers where a toast would only repeat what the page already shows, and
 * would cover what it announces (issue 26): after a login from a costing page's View Price
 * link, the page shows the prices and the header the member's name, so the login is said
 * here, politely, and no toast floats over the results or the Size and Port selects.
 */
let message = "";
const listeners = new Set<() => void>();

function set(text: string): void {
  message = text;
  for (const listener of listeners) listener();
}

/** Says `text` in the page's polite status region (cleared first, so the same words are said again). */
export function announce(text: string): void {
  set("");
  // A new text node in the next frame: screen readers announce a change, not a repeat.
  setTimeout(() => set(text), 50);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The polite status region `announce` writes to: always on the page, so it is announced when it changes. */
export function PoliteAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => "",
  );
  return (
    <div role="status">
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>
  );
}
