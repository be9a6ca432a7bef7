import "../../../shared/flows/flows.css";
import { Form, Link, LinkButton, TextField, type FormErrorItem } from "@jute/ui";
import { useMachine } from "@xstate/react";
import type { FormEvent } from "react";
import { accountCopy } from "../account.copy";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { OutcomePanel } from "../../../shared/call-states/outcome-panel";
import { resetPasswordMachine, type ResetField } from "./reset-password.machine";

const copy = accountCopy.reset;
const FIELD_IDS: Record<ResetField, string> = { password: "reset-password", confirm: "reset-confirm" };

/** The token of a reset link: `#token=…` (a fragment never reaches a server's log). */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token === null || token === "" ? null : token;
}

/** Choose a New Password: the new password twice, then "Log in", or one message and "Ask for a new link". */
export function ResetPasswordScreen({ token, machine = resetPasswordMachine }: { token: string | null; machine?: typeof resetPasswordMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { token } });
  const { fieldErrors, error, message } = snapshot.context;
  const busy = snapshot.matches("submitting");

  // The link is asked about before the form shows: a used one never offers a form to fill in.
  if (snapshot.matches("checking")) return <p role="status">{copy.checking}</p>;
  if (snapshot.matches("done")) {
    return (
      <OutcomePanel title={copy.doneTitle}>
        <p>{message}</p>
        <p>
          <LinkButton href="/login">{copy.logIn}</LinkButton>
        </p>
      </OutcomePanel>
    );
  }
  if (snapshot.matches("invalid")) {
    return (
      <OutcomePanel title={copy.invalidTitle} error>
        <p>{message}</p>
        <p>
          <Link href="/forgot-password">{copy.askAgain}</Link>
        </p>
      </OutcomePanel>
    );
  }

  const summary: FormErrorItem[] = [
    ...(["password", "confirm"] as const).flatMap((field) => {
      const text = fieldErrors[field];
      return text ? [{ message: text, fieldId: FIELD_IDS[field] }] : [];
    }),
    ...(error ? [{ message: error }] : []),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    send({ type: "reset.submit", password: String(data.get("password") ?? ""), confirm: String(data.get("confirm") ?? "") });
  };
  const edited = (field: ResetField) => () => {
    if (fieldErrors[field]) send({ type: "reset.edit", field });
  };

  return (
    <Form onSubmit={onSubmit} className="account-form" errors={summary} validationErrors={fieldErrors}>
      <TextField
        id={FIELD_IDS.password}
        name="password"
        type="password"
        label={copy.password}
        autoComplete="new-password"
        description={accountCopy.passwordHelp}
        isRequired
        missingMessage={accountCopy.missing.newPassword}
        onChange={edited("password")}
      />
      <TextField id={FIELD_IDS.confirm} name="confirm" type="password" label={copy.confirm} autoComplete="new-password" isRequired missingMessage={accountCopy.missing.confirm} onChange={edited("confirm")} />
      <BusyButton busy={busy} busyLabel={copy.busy}>
        {copy.submit}
      </BusyButton>
    </Form>
  );
}
