import "../../../shared/flows/flows.css";
import { Form, Link, PlainButton, TextField } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { useEffect, useRef, type FormEvent } from "react";
import { accountCopy } from "../account.copy";
import { loginMachine } from "./login.machine";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { accountState } from "../account-state";

const linkCopy = accountCopy.addressLink;

/**
 * The login form (Account Login): email and password, "Logging in…" while busy. `email` fills in
 * the address a member has just signed up with; "Sign up" keeps the way back to a price. With
 * `confirmToken` (the mail's link) it confirms the address first; with `sentTo` (right after a
 * sign-up) it says where the link went. "Send the link again" while the address waits.
 */
export function LoginScreen({
  returnTo,
  email = "",
  confirmToken = null,
  sentTo = "",
  machine = loginMachine,
}: {
  returnTo: ReturnTo | null;
  email?: string;
  confirmToken?: string | null;
  sentTo?: string;
  machine?: typeof loginMachine;
}) {
  const [snapshot, send] = useMachine(machine, { input: { returnTo } });
  // Once, as the page opens: the mail's link, or where the sign-up's link went (a ref, so a
  // second run of the effect, as React's strict mode makes, sends nothing twice).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (confirmToken !== null) send({ type: "login.confirm", token: confirmToken });
    else if (sentTo) send({ type: "login.linkSent", email: sentTo });
  }, [confirmToken, sentTo, send]);
  const busy = snapshot.matches("submitting") || snapshot.matches("done") || snapshot.matches("confirming");
  const waiting = snapshot.matches("unconfirmed") || snapshot.matches("resending");
  const resending = snapshot.matches("resending");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    send({ type: "login.submit", email: String(data.get("email") ?? "").trim(), password: String(data.get("password") ?? "") });
  };

  if (snapshot.matches("confirming")) {
    return (
      <p className="page-loading page-loading--part" role="status">
        {linkCopy.confirming}
      </p>
    );
  }

  return (
    <>
      {waiting ? (
        <div className="account-notice">
          <p role="status">{snapshot.context.notice ?? ""}</p>
          <PlainButton type="button" aria-disabled={resending || undefined} onClick={() => !resending && send({ type: "login.resend" })}>
            {resending ? linkCopy.sending : linkCopy.sendAgain}
          </PlainButton>
        </div>
      ) : null}
      <Form onSubmit={onSubmit} errors={snapshot.context.error ? [snapshot.context.error] : []} errorTitle="Login failed" className="account-form">
        <TextField name="email" type="email" label="Email Address" autoComplete="email" defaultValue={email || sentTo} isRequired missingMessage={accountCopy.missing.email} invalidMessage={accountCopy.invalidEmail} />
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
