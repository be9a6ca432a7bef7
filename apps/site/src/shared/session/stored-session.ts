/**
 * The member's session as the original keeps it: a `user` object (JSON, with a name) and a
 * separate `token` in localStorage. This small module is the only place that knows the keys;
 * the session machine of the login issue replaces it without touching the header.
 */
export interface StoredSession {
  readonly token: string;
  readonly userName: string;
  /** "staff" for the mill's staff (the user's stored role); anyone else is a member. The server decides what each may call. */
  readonly role: "member" | "staff";
}

export const USER_KEY = "user";
export const TOKEN_KEY = "token";

/** Same-tab changes do not fire `storage`, so writers here announce them with this event. */
const CHANGE_EVENT = "jute:session-change";

const storage = (): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the visitor is then simply logged out.
    return undefined;
  }
};

const nameFromUserJson = (json: string | null): string => {
  if (!json) return "";
  try {
    const user: unknown = JSON.parse(json);
    if (typeof user === "object" && user !== null && "name" in user && typeof user.name === "string") {
      return user.name.trim();
    }
  } catch {
    // A corrupt user entry must not break the header: show a neutral name instead.
  }
  return "";
};

const roleFromUserJson = (json: string | null): "member" | "staff" => {
  try {
    const user: unknown = json ? JSON.parse(json) : null;
    return typeof user === "object" && user !== null && "role" in user && user.role === "staff" ? "staff" : "member";
  } catch {
    return "member";
  }
};

let cachedKey = "";
let cached: StoredSession | null = null;

/** The stored session, or null with no token. Stable between changes (for useSyncExternalStore). */
export function readSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const userJson = store?.getItem(USER_KEY) ?? null;
  const key = `${token ?? ""}\u0000${userJson ?? ""}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = token ? { token, userName: nameFromUserJson(userJson) || "Member", role: roleFromUserJson(userJson) } : null;
  }
  return cached;
}

export function subscribeSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * Whether this visit's session ended without this tab's Logout: the server refused the stored
 * token (expired or revoked), or another tab logged out. The costing screens then say so.
 * A login clears it.
 */
let ended = false;
const endedListeners = new Set<() => void>();
const setEnded = (value: boolean) => {
  if (ended === value) return;
  ended = value;
  for (const listener of endedListeners) listener();
};

export const isSessionEnded = (): boolean => ended;

export function subscribeSessionEnded(onChange: () => void): () => void {
  endedListeners.add(onChange);
  // Another tab's logout removes the token under this tab's feet: that is an ended session too.
  const onStorage = (event: StorageEvent) => {
    if ((event.key === TOKEN_KEY || event.key === null) && event.oldValue !== null && storage()?.getItem(TOKEN_KEY) == null) setEnded(true);
  };
  window.addEventListener("storage", onStorage);
  return () => {
    endedListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The server no longer accepts the stored token: forget it, and remember that the session ended. */
export function endSession(): void {
  clearSession();
  setEnded(true);
}

/** Login as the original does it: the user (JSON) and the token, each under its own key. */
export function writeSession(user: unknown, token: string): void {
  setEnded(false);
  const store = storage();
  store?.setItem(USER_KEY, JSON.stringify(user));
  store?.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logout as the original does it: forget the user and the token. */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(USER_KEY);
  store?.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
