import { Link, PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { useState } from "react";
import { readReturnTo, readSentTo, readSignedUpEmail, takeReturnForLink } from "../account-state";
import { LoginScreen } from "./login-screen";

/**
 * The token of an address confirmation link (`#confirm=<token>`), read once and taken out of the
 * address bar (and so out of the history); null when the page was not opened from one.
 */
export function takeConfirmToken(): string | null {
  if (typeof window === "undefined") return null;
  const match = /^#confirm=([^&]*)$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(window.history.state, "", window.location.pathname);
  return decodeURIComponent(match[1] ?? "");
}

export function LoginPage() {
  const state: unknown = useHistoryState();
  const [confirmToken] = useState(takeConfirmToken);
  // Opened from the mail: the way back the sign-up kept in this browser.
  const [kept] = useState(() => (confirmToken !== null ? takeReturnForLink() : null));
  const returnTo = kept ?? readReturnTo(state);
  const email = readSignedUpEmail(state);
  const sentTo = readSentTo(state);
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>Account Login</PageHeading>
      <p className="lead">Members log in with their email address and password to see our prices in US dollars.</p>
      <AfterHydration label="Loading the login form…" noScript="Logging in needs JavaScript: please turn it on for this site.">
        <LoginScreen returnTo={returnTo} email={email} confirmToken={confirmToken} sentTo={sentTo} />
      </AfterHydration>
      <p><Link href="/forgot-password">Forgot password?</Link></p>
    </div>
  );
}
