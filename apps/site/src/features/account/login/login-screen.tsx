import "../../../shared/flows/flows.css";
import { Form, Link, TextField } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../../../shared/call-states/busy-button";
import type { FormEvent } from "react";
import { accountCopy } from "../account.copy";
import { loginMachine } from "./login.machine";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { accountState } from "../account-state";

/**
 * The login form (Account Login): email and password, "Logging in…" while busy. `email` fills in
 * the address a member has just signed up with; "Sign up" keeps the way back to a price.
 */
export function LoginScreen({ returnTo, email = "", machine = loginMachine }: { returnTo: ReturnTo | null; email?: string; machine?: typeof loginMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { returnTo } });
  const busy = snapshot.matches("submitting") || snapshot.matches("done");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    send({ type: "login.submit", email: String(data.get("email") ?? "").trim(), password: String(data.get("password") ?? "") });
  };

  return (
    <>
      <Form onSubmit={onSubmit} errors={snapshot.context.error ? [snapshot.context.error] : []} errorTitle="Login failed" className="account-form">
        <TextField name="email" type="email" label="Email Address" autoComplete="email" defaultValue={email} isRequired missingMessage={accountCopy.missing.email} invalidMessage={accountCopy.invalidEmail} />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" isRequired missingMessage={accountCopy.missing.password} />
        <BusyButton busy={busy} busyLabel="Logging in…">
          Login
        </BusyButton>
      </Form>
      <p>
        New here?{" "}
        <Link href="/register" routerOptions={{ state: accountState(returnTo) }}>
          Sign up
        </Link>{" "}
        to see our prices.
      </p>
    </>
  );
}
