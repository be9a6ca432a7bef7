/**
 * What the account pages hand each other in history state (never in the address, so an email
 * address stays out of logs and shared links): the way back to a costing page a visitor left
 * through View Price (`returnTo`), carried from /login to /register and back; and the email
 * address a new member just signed up with, which /login fills in.
 */
import type { ReturnTo } from "../../shared/session/session.machine";

export interface AccountState {
  readonly returnTo?: ReturnTo;
  readonly email?: string;
  /** The address a new account's confirmation link went to (mail on): /login says so. */
  readonly sentTo?: string;
}

/** The way back to a costing page, when the visitor came through its View Price link. */
export function readReturnTo(raw: unknown): ReturnTo | null {
  if (typeof raw !== "object" || raw === null || !("returnTo" in raw)) return null;
  const returnTo = (raw as { returnTo: unknown }).returnTo;
  if (typeof returnTo !== "object" || returnTo === null) return null;
  const path = (returnTo as { path?: unknown }).path;
  // Only a path of this site: never an address elsewhere.
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return null;
  return { path, state: (returnTo as { state?: unknown }).state };
}

/** The email address a member just signed up with ("" when none, or not one line of text). */
export function readSignedUpEmail(raw: unknown): string {
  if (typeof raw !== "object" || raw === null || !("email" in raw)) return "";
  const email = (raw as { email: unknown }).email;
  return typeof email === "string" && email.length <= 254 && !/[\r\n]/.test(email) ? email : "";
}

/** The address a new account's confirmation link went to ("" when none). */
export function readSentTo(raw: unknown): string {
  if (typeof raw !== "object" || raw === null || !("sentTo" in raw)) return "";
  return readSignedUpEmail({ email: (raw as { sentTo: unknown }).sentTo });
}

/** The history state to hand on: the way back when there is one, the email when given. */
export function accountState(returnTo: ReturnTo | null, email?: string, sentTo?: string): AccountState | undefined {
  const state: AccountState = { ...(returnTo ? { returnTo } : {}), ...(email ? { email } : {}), ...(sentTo ? { sentTo } : {}) };
  return Object.keys(state).length > 0 ? state : undefined;
}

/**
 * The way back to a price, kept in this browser while a new account's confirmation link is in
 * the mail: the link opens /login in a new tab, without the history state.
 */
const LINK_RETURN_KEY = "address-link-return";

export function keepReturnForLink(returnTo: ReturnTo | null): void {
  try {
    if (returnTo) localStorage.setItem(LINK_RETURN_KEY, JSON.stringify({ returnTo }));
    else localStorage.removeItem(LINK_RETURN_KEY);
  } catch {
    // Storage off: the link then lands on the home page.
  }
}

/** The way back kept by keepReturnForLink, once (it is forgotten as it is read). */
export function takeReturnForLink(): ReturnTo | null {
  try {
    const raw = localStorage.getItem(LINK_RETURN_KEY);
    localStorage.removeItem(LINK_RETURN_KEY);
    return raw ? readReturnTo(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
