import "../../../shared/flows/flows.css";
import { Form, Link, TextField, type FormErrorItem } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../../../shared/call-states/busy-button";
import type { FormEvent } from "react";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { accountState } from "../account-state";
import { accountCopy } from "../account.copy";
import { registrationMachine, type RegistrationField } from "./registration.machine";

const FIELD_IDS: Record<RegistrationField, string> = {
  name: "register-name",
  email: "register-email",
  password: "register-password",
  confirm: "register-confirm",
};

const ORDER: RegistrationField[] = ["name", "email", "password", "confirm"];

/**
 * Sign Up: Full Name, Email Address, Enter and Confirm Password. (A read-only "+880" box stood
 * after the email, in the Tab order, with no phone field after it: the account keeps no phone,
 * and many buyers are abroad, so it is gone.)
 */
export function RegistrationScreen({ returnTo = null, machine = registrationMachine }: { returnTo?: ReturnTo | null; machine?: typeof registrationMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { returnTo } });
  const busy = snapshot.matches("submitting") || snapshot.matches("registered");
  const { fieldErrors, refusal, error } = snapshot.context;
  // The summary keeps the server's refusal after an edit (its text does not change, so it does
  // not take focus again); the field itself no longer blocks the submit.
  const listed = { ...(refusal ? { [refusal.field]: refusal.msg } : {}), ...fieldErrors };

  const summary: FormErrorItem[] = [
    ...ORDER.flatMap((field) => {
      const message = listed[field];
      return message ? [{ message, fieldId: FIELD_IDS[field] }] : [];
    }),
    ...(error ? [{ message: error }] : []),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "");
    send({ type: "registration.submit", name: value("name"), email: value("email"), password: value("password"), confirm: value("confirm") });
  };

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const edited = (field: RegistrationField) => () => {
    if (hasFieldErrors) send({ type: "registration.edit", field });
  };

  return (
    <>
      <Form onSubmit={onSubmit} errors={summary} validationErrors={fieldErrors} className="account-form">
        <TextField id={FIELD_IDS.name} name="name" label="Full Name" autoComplete="name" isRequired missingMessage={accountCopy.missing.name} onChange={edited("name")} />
        <TextField id={FIELD_IDS.email} name="email" type="email" label="Email Address" autoComplete="email" isRequired missingMessage={accountCopy.missing.email} invalidMessage={accountCopy.invalidEmail} onChange={edited("email")} />
        <TextField
          id={FIELD_IDS.password}
          name="password"
          type="password"
          label="Enter Password"
          autoComplete="new-password"
          description="At least 8 characters."
          isRequired
          missingMessage={accountCopy.missing.choosePassword}
          onChange={edited("password")}
        />
        <TextField
          id={FIELD_IDS.confirm}
          name="confirm"
          type="password"
          label="Confirm Password"
          autoComplete="new-password"
          isRequired
          missingMessage={accountCopy.missing.confirmChosen}
          onChange={edited("confirm")}
        />
        <BusyButton busy={busy} busyLabel="Submitting…">
          Sign Up
        </BusyButton>
      </Form>
      <p>
        Already a member?{" "}
        <Link href="/login" routerOptions={{ state: accountState(returnTo) }}>
          Log in
        </Link>
        .
      </p>
    </>
  );
}
