import { useSyncExternalStore } from "react";
import { isSessionEnded, subscribeSessionEnded } from "./stored-session";

/** Whether the member's session ended during this visit (see stored-session.ts). */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribeSessionEnded, isSessionEnded, () => false);
}
