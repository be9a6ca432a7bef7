import { useSyncExternalStore } from "react";
import type * as Menus from "./menus";

type MenuCode = typeof Menus;

/** What the header has of the menus' code: none yet, loading, there, or failed (offline). */
export type MenuCodeState = { status: "idle" | "loading" | "failed"; code: null } | { status: "ready"; code: MenuCode };

const IDLE: MenuCodeState = { status: "idle", code: null };
let state: MenuCodeState = IDLE;
const listeners = new Set<() => void>();

function set(next: MenuCodeState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the menus' code once (again after a failure: the next approach retries). Called when
 * the pointer enters the menus, focus moves into them, or the Menu button is pressed.
 */
export function requestMenuCode(): void {
  if (state.status === "loading" || state.status === "ready") return;
  set({ status: "loading", code: null });
  import("./menus").then(
    (code) => set({ status: "ready", code }),
    () => set({ status: "failed", code: null }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The menus' code as the header should render it; "idle" at build time and while hydrating. */
export function useMenuCode(): MenuCodeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}
