/**
 * Request schemas of the forgotten-password and account calls (classic zod, server only, like
 * `requests.ts`). A refusal names the field in the schema's own words.
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, LINE_BREAK } from "./constants";
import { loginRequest, registerRequest, serviceCredentialsJson as serviceCredentials } from "./requests";

/** A new password: the same bounds as at registration (the server adds the guessability check). */
const newPassword = registerRequest.shape.password;

/** `POST api_password_forgot`: the email to send a reset link to, if it is a member's. */
export const passwordForgotRequest = z.object({
  email: loginRequest.shape.email,
  ...serviceCredentials,
});
export type PasswordForgotRequest = z.infer<typeof passwordForgotRequest>;

/**
 * `POST api_password_reset`: the token from the link and the new password. Any token string
 * is accepted here: a malformed one gets the same answer as a used or expired one.
 */
export const passwordResetRequest = z.object({
  token: z.string({ error: "token is required" }).max(512, "token is too long"),
  password: newPassword,
  ...serviceCredentials,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/**
 * `POST api_password_reset_check`: whether the token of a reset link can still be used, asked
 * when the page opens (before the member types a password). 410 when it cannot.
 */
export const passwordResetCheckRequest = passwordResetRequest.pick({ token: true, api_user: true, api_password: true });
export type PasswordResetCheckRequest = z.infer<typeof passwordResetCheckRequest>;

/** `POST api_account_name`: the member's new name. */
export const accountNameRequest = z.object({
  name: registerRequest.shape.name,
});
export type AccountNameRequest = z.infer<typeof accountNameRequest>;

const detailLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), `${field} must not contain control characters or line breaks`);

/** `POST api_account_details`: the buyer's company and country (either may be empty). */
export const accountDetailsRequest = z.strictObject({
  company: detailLine("company", 150),
  country: detailLine("country", 100),
});
export type AccountDetailsRequest = z.infer<typeof accountDetailsRequest>;

/** `POST api_account_password`: the current password and the new one. */
export const accountPasswordRequest = z.object({
  current_password: z
    .string({ error: "current_password is required" })
    .min(1, "current_password is required")
    .max(1024, "current_password is too long"),
  password: newPassword,
});
export type AccountPasswordRequest = z.infer<typeof accountPasswordRequest>;

/** `POST api_account_delete`: the member types their email to confirm. */
export const accountDeleteRequest = z.object({
  email: z.string({ error: "email is required" }).trim().min(1, "email is required").max(1024, "email is too long"),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequest>;
