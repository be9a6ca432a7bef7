import "../../../shared/flows/flows.css";
import { Form, Link, TextField } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../../../shared/components/busy-button";
import type { FormEvent } from "react";
import { accountCopy } from "../account.copy";
import { loginMachine } from "./login.machine";
import type { ReturnTo } from "../../../shared/session/session.machine";

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

/** The login form (Account Login): email and password, "Logging in…" while busy. */
export function LoginScreen({ returnTo, machine = loginMachine }: { returnTo: ReturnTo | null; machine?: typeof loginMachine }) {
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
        <TextField name="email" type="email" label="Email Address" autoComplete="email" isRequired missingMessage={accountCopy.missing.email} invalidMessage={accountCopy.invalidEmail} />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" isRequired missingMessage={accountCopy.missing.password} />
        <BusyButton busy={busy} busyLabel="Logging in…">
          Login
        </BusyButton>
      </Form>
      <p>
        New here? <Link href="/register">Sign up</Link> to see our prices.
      </p>
    </>
  );
}
