import { useCallback, useSyncExternalStore } from "react";
import { readSession, subscribeSession, type StoredSession } from "./stored-session";

export interface Session {
  /** The logged-in member, or null for a visitor. */
  readonly member: StoredSession | null;
  /** Logs out through the session machine: clears the stored user and token, goes home, revokes the token. */
  readonly logout: () => void;
}

/**
 * The header's view of the session. It reads the stored session (kept in step across tabs by
 * the `storage` event) and hands Logout to the session machine, which is loaded only then, so
 * that content pages carry no XState.
 */
export function useSession(): Session {
  const member = useSyncExternalStore(subscribeSession, readSession, () => null);
  const logout = useCallback(() => {
    void import("./session-service").then(({ sendToSession }) => sendToSession({ type: "session.logout" }));
  }, []);
  return { member, logout };
}
