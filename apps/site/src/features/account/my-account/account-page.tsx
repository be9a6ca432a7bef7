import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { accountCopy } from "../account.copy";
import { AccountScreen } from "./account-screen";

const copy = accountCopy.account;

/** The member's account page (/account); a visitor is asked to log in. */
export function AccountPage() {
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <AfterHydration label={copy.loading} noScript={copy.noScript}>
        <AccountScreen />
      </AfterHydration>
    </div>
  );
}
