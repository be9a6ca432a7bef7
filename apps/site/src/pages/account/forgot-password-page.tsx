import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../components/after-hydration";
import { accountCopy } from "../../content/account";
import { ForgotPasswordScreen } from "../../flows/forgot-password/forgot-password-screen";

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
