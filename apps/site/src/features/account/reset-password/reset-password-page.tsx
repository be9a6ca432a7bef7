import { PageHeading } from "@jute/ui";
import { useState } from "react";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { accountCopy } from "../account.copy";
import { readResetToken, ResetPasswordScreen } from "./reset-password-screen";

const copy = accountCopy.reset;

/** Reads the token once and takes it out of the address bar (and so out of the history). */
function takeToken(): string | null {
  if (typeof window === "undefined") return null;
  const token = readResetToken(window.location.hash);
  if (token !== null) window.history.replaceState(window.history.state, "", window.location.pathname);
  return token;
}

function ResetForm() {
  const [token] = useState(takeToken);
  return <ResetPasswordScreen token={token} />;
}

export function ResetPasswordPage() {
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <AfterHydration label={copy.loading} noScript={copy.noScript}>
        <ResetForm />
      </AfterHydration>
    </div>
  );
}
