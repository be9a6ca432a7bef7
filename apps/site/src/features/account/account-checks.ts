/**
 * The account forms' checks before sending: the contract's own request schemas (registration,
 * rename, details, password change, reset), so a rule, its bound and its words are the
 * server's, shown at once on the field. The server checks again (it is the authority, and
 * adds what only it knows: a common password, a taken email). "The passwords do not match" is
 * the one rule of the browser alone: the confirmation is never sent.
 */
import { accountDetailsRequest, accountNameRequest, accountPasswordRequest, passwordResetRequest, registerRequest } from "@jute/api/contract";
import { schemaFieldErrors } from "../../shared/api/schema-errors";
import { accountCopy } from "./account.copy";

type Errors<F extends string> = Partial<Record<F, string>>;

/** The confirmation's own rule, added to the schema's errors. */
const withConfirmation = <F extends string>(errors: Errors<F>, password: string, confirm: string, confirmField: F): Errors<F> =>
  password !== confirm && errors[confirmField] === undefined ? { ...errors, [confirmField]: accountCopy.passwordMismatch } : errors;

export function checkRegistration(form: { name: string; email: string; password: string; confirm: string }): Errors<"name" | "email" | "password" | "confirm"> {
  const errors = schemaFieldErrors(registerRequest, { name: form.name, email: form.email, password: form.password }, { name: "name", email: "email", password: "password" } as const);
  return withConfirmation<"name" | "email" | "password" | "confirm">(errors, form.password, form.confirm, "confirm");
}

export function checkRename(name: string): Errors<"name"> {
  return schemaFieldErrors(accountNameRequest, { name }, { name: "name" } as const);
}

export function checkDetails(form: { company: string; country: string }): Errors<"company" | "country"> {
  return schemaFieldErrors(accountDetailsRequest, form, { company: "company", country: "country" } as const);
}

export function checkPasswordChange(form: { currentPassword: string; password: string; confirm: string }): Errors<"currentPassword" | "password" | "confirm"> {
  const errors = schemaFieldErrors(accountPasswordRequest, { current_password: form.currentPassword, password: form.password }, { current_password: "currentPassword", password: "password" } as const);
  return withConfirmation<"currentPassword" | "password" | "confirm">(errors, form.password, form.confirm, "confirm");
}

/** The reset form's password (the link's token is checked as the page opens). */
export function checkReset(form: { token: string; password: string; confirm: string }): Errors<"password" | "confirm"> {
  const errors = schemaFieldErrors(passwordResetRequest, { token: form.token, password: form.password }, { password: "password" } as const);
  return withConfirmation<"password" | "confirm">(errors, form.password, form.confirm, "confirm");
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
