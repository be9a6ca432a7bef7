import { useCallback, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { href } from "../../config/paths";
import { clearSession, readSession, subscribeSession, type StoredSession } from "./stored-session";

export interface Session {
  /** The logged-in member, or null for a visitor. */
  readonly member: StoredSession | null;
  /** Clears the stored user and token and goes home. */
  readonly logout: () => void;
}

export function useSession(): Session {
  const member = useSyncExternalStore(subscribeSession, readSession, () => null);
  const [, navigate] = useLocation();
  const logout = useCallback(() => {
    clearSession();
    navigate(href("home"));
  }, [navigate]);
  return { member, logout };
}
