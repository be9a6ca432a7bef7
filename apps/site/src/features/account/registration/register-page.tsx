import { PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { readReturnTo } from "../account-state";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { RegistrationScreen } from "./registration-screen";

export function RegisterPage() {
  // The way back to a price, when the visitor came from a View Price link through /login.
  const returnTo = readReturnTo(useHistoryState());
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>Sign Up</PageHeading>
      <p className="lead">Buyers register with their full name, email address and a password, and can then see our prices.</p>
      <AfterHydration label="Loading the sign-up form…" noScript="Signing up needs JavaScript: please turn it on for this site.">
        <RegistrationScreen returnTo={returnTo} />
      </AfterHydration>
    </div>
  );
}
