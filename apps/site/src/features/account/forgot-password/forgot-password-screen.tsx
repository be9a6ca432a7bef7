import "../../../shared/flows/flows.css";
import { Form, Link, TextField } from "@jute/ui";
import { useMachine } from "@xstate/react";
import type { FormEvent } from "react";
import { accountCopy } from "../account.copy";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { OutcomePanel } from "../../../shared/call-states/outcome-panel";
import { forgotPasswordMachine } from "./forgot-password.machine";

const copy = accountCopy.forgot;
const EMAIL_ID = "forgot-email";

/** Forgot Password: the email, then the same reply for any email ("If an account exists…"). */
export function ForgotPasswordScreen({ machine = forgotPasswordMachine }: { machine?: typeof forgotPasswordMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { fieldError, error, sent } = snapshot.context;
  const busy = snapshot.matches("submitting");

  if (snapshot.matches("sent")) {
    return (
      <OutcomePanel title={copy.sentTitle}>
        <p>{sent}</p>
        <p>
          <Link href="/login">{copy.backToLogin}</Link>
        </p>
      </OutcomePanel>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send({ type: "forgot.submit", email: String(new FormData(event.currentTarget).get("email") ?? "") });
  };

  return (
    <>
      <Form
        onSubmit={onSubmit}
        className="account-form"
        errors={[...(fieldError ? [{ message: fieldError, fieldId: EMAIL_ID }] : []), ...(error ? [error] : [])]}
        validationErrors={fieldError ? { email: fieldError } : {}}
      >
        <TextField
          id={EMAIL_ID}
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          isRequired
          missingMessage={accountCopy.missing.email}
          invalidMessage={accountCopy.invalidEmail}
          onChange={() => {
            if (fieldError) send({ type: "forgot.edit" });
          }}
        />
        <BusyButton busy={busy} busyLabel={copy.busy}>
          {copy.submit}
        </BusyButton>
      </Form>
      <p>
        <Link href="/login">{copy.backToLogin}</Link>
      </p>
    </>
  );
}
