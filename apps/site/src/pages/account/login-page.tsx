import { PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { LoginScreen, readReturnTo } from "../../flows/login/login-screen";

export function LoginPage() {
  const state: unknown = useHistoryState();
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>Account Login</PageHeading>
      <p className="lead">Members log in with their email address and password to see our prices in US dollars.</p>
      <LoginScreen returnTo={readReturnTo(state)} />
    </div>
  );
}
