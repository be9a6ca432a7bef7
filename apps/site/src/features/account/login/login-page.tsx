import { Link, PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { readReturnTo, readSignedUpEmail } from "../account-state";
import { LoginScreen } from "./login-screen";

export function LoginPage() {
  const state: unknown = useHistoryState();
  const returnTo = readReturnTo(state);
  const email = readSignedUpEmail(state);
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>Account Login</PageHeading>
      <p className="lead">Members log in with their email address and password to see our prices in US dollars.</p>
      <AfterHydration label="Loading the login form…" noScript="Logging in needs JavaScript: please turn it on for this site.">
        <LoginScreen returnTo={returnTo} email={email} />
      </AfterHydration>
      <p><Link href="/forgot-password">Forgot password?</Link></p>
    </div>
  );
}
