import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { accountCopy } from "../account.copy";
import { ForgotPasswordScreen } from "./forgot-password-screen";

const copy = accountCopy.forgot;

export function ForgotPasswordPage() {
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <AfterHydration label={copy.loading} noScript={copy.noScript}>
        <ForgotPasswordScreen />
      </AfterHydration>
    </div>
  );
}
