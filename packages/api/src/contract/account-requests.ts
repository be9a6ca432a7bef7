/**
 * Request schemas of the forgotten-password and account calls (classic zod, server only, like
 * `requests.ts`). Messages for people (`fieldWords`); the refusal's `field` names the input.
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, LINE_BREAK } from "./constants";
import { fieldWords, ruleWords } from "./messages";
import { loginRequest, newPasswordRule, registerRequest, serviceCredentialsJson as serviceCredentials } from "./requests";

/** A new password in place of a forgotten or the current one: the bounds of registration. */
const newPassword = newPasswordRule(fieldWords.changedPassword);

/** `POST api_password_forgot`: the email to send a reset link to, if it is a member's. */
export const passwordForgotRequest = z.object({
  email: loginRequest.shape.email,
  ...serviceCredentials,
});
export type PasswordForgotRequest = z.infer<typeof passwordForgotRequest>;

/** What a reset link without a usable token is told (the link was cut short, or made by hand). */
const RESET_LINK_INCOMPLETE = "This reset link is incomplete: open the link from the mail again, or ask for a new one";

/**
 * `POST api_password_reset`: the token from the link and the new password. Any token string
 * is accepted here: a malformed one gets the same answer as a used or expired one.
 */
export const passwordResetRequest = z.object({
  token: z.string({ error: RESET_LINK_INCOMPLETE }).max(512, RESET_LINK_INCOMPLETE),
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

const detailLine = (called: string, max: number) => {
  const words = { called, missing: "" };
  return z
    .string({ error: ruleWords.text(words) })
    .trim()
    .max(max, ruleWords.tooLong(words, max))
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), ruleWords.oneLine(words));
};

/** `POST api_account_details`: the buyer's company and country (either may be empty). */
export const accountDetailsRequest = z.strictObject({
  company: detailLine("the company", 150),
  country: detailLine("the country", 100),
});
export type AccountDetailsRequest = z.infer<typeof accountDetailsRequest>;

/** `POST api_account_password`: the current password and the new one. */
export const accountPasswordRequest = z.object({
  current_password: z
    .string({ error: fieldWords.currentPassword.missing })
    .min(1, fieldWords.currentPassword.missing)
    .max(1024, ruleWords.tooLong(fieldWords.currentPassword, 1024)),
  password: newPassword,
});
export type AccountPasswordRequest = z.infer<typeof accountPasswordRequest>;

/** `POST api_account_delete`: the member types their email to confirm. */
export const accountDeleteRequest = z.object({
  email: z
    .string({ error: fieldWords.confirmEmail.missing })
    .trim()
    .min(1, fieldWords.confirmEmail.missing)
    .max(1024, ruleWords.tooLong(fieldWords.confirmEmail, 1024)),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequest>;
