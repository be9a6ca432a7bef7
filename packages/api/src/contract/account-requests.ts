/**
 * Request schemas of the member account calls (login, registration, the forgotten password and
 * the account page), in zod's small build (zod/mini): the server validates the bodies with them,
 * and the site's account forms validate what is typed with the same schemas before sending, so
 * a rule, its bound and its sentence live here once (the words in `messages.ts`). A refusal
 * names the input in `field` (`describeFailure`).
 */
import * as z from "zod/mini";
import { CONTROL_CHARACTERS, LINE_BREAK, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./constants";
import { email, serviceCredentialsJson as serviceCredentials } from "./fields";
import { fieldWords, ruleWords, type FieldWords } from "./messages";

/** A password as typed at login or as the current one: required, at most 1,024 characters. */
const typedPassword = (words: FieldWords) =>
  z.string({ error: words.missing }).check(z.minLength(1, words.missing), z.maxLength(1024, ruleWords.tooLong(words, 1024)));

/** `POST api_login`: the email and the password. */
export const loginRequest = z.object({
  email,
  password: typedPassword(fieldWords.password),
  ...serviceCredentials,
});
export type LoginRequest = z.output<typeof loginRequest>;

/**
 * A member's name shows in the staff inbox and in mail: it must not pass for an address (an
 * email, a web address) or for the mill's own people.
 */
const ADDRESS_LIKE = /@|:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|bd|uk|de|in|us|example)\b/i;
const STAFF_LIKE = /\b(?:staff|admin|administrator|moderator|support|helpdesk|customer service|no-?reply|postmaster|webmaster|official|sonali jute)\b/i;

/** A name as any account stores it (staff accounts, made on the server, may say "Staff"). */
export const accountName = z
  .string({ error: fieldWords.name.missing })
  .check(z.trim(), z.minLength(1, fieldWords.name.missing), z.maxLength(NAME_MAX, ruleWords.tooLong(fieldWords.name, NAME_MAX)));

/** A member's name: an account's name that reads as neither an address nor the mill's staff. */
export const memberName = accountName.check(
  z.refine((name) => !ADDRESS_LIKE.test(name), "Enter your own or your company's name, not an email or web address"),
  z.refine((name) => !STAFF_LIKE.test(name), "Choose a name that does not read as the mill's staff (such as staff, admin, support or official)"),
);

/** A new password's bounds (registration, a reset, a change); the server adds the guessability check. */
export const newPasswordRule = (words: FieldWords) =>
  z
    .string({ error: words.missing })
    .check(
      z.minLength(1, words.missing),
      z.minLength(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`),
      z.maxLength(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`),
    );

/** `POST api_register`: a new member's name, email and password. */
export const registerRequest = z.object({
  name: memberName,
  email,
  password: newPasswordRule(fieldWords.newPassword),
  ...serviceCredentials,
});
export type RegisterRequest = z.output<typeof registerRequest>;

/** A new password in place of a forgotten or the current one: the bounds of registration. */
const newPassword = newPasswordRule(fieldWords.changedPassword);

/** `POST api_password_forgot`: the email to send a reset link to, if it is a member's. */
export const passwordForgotRequest = z.object({
  email,
  ...serviceCredentials,
});
export type PasswordForgotRequest = z.output<typeof passwordForgotRequest>;

/** What a reset link without a usable token is told (the link was cut short, or made by hand). */
const RESET_LINK_INCOMPLETE = "This reset link is incomplete: open the link from the mail again, or ask for a new one";

/**
 * `POST api_password_reset`: the token from the link and the new password. Any token string
 * is accepted here: a malformed one gets the same answer as a used or expired one.
 */
export const passwordResetRequest = z.object({
  token: z.string({ error: RESET_LINK_INCOMPLETE }).check(z.maxLength(512, RESET_LINK_INCOMPLETE)),
  password: newPassword,
  ...serviceCredentials,
});
export type PasswordResetRequest = z.output<typeof passwordResetRequest>;

/**
 * `POST api_password_reset_check`: whether the token of a reset link can still be used, asked
 * when the page opens (before the member types a password). 410 when it cannot.
 */
export const passwordResetCheckRequest = z.pick(passwordResetRequest, { token: true, api_user: true, api_password: true });
export type PasswordResetCheckRequest = z.output<typeof passwordResetCheckRequest>;

/** `POST api_account_name`: the member's new name (the rules of registration). */
export const accountNameRequest = z.object({
  name: memberName,
});
export type AccountNameRequest = z.output<typeof accountNameRequest>;

const detailLine = (called: string, max: number) => {
  const words = { called, missing: "" };
  return z
    .string({ error: ruleWords.text(words) })
    .check(
      z.trim(),
      z.maxLength(max, ruleWords.tooLong(words, max)),
      z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), ruleWords.oneLine(words)),
    );
};

/** `POST api_account_details`: the buyer's company and country (either may be empty). */
export const accountDetailsRequest = z.strictObject({
  company: detailLine("the company", 150),
  country: detailLine("the country", 100),
});
export type AccountDetailsRequest = z.output<typeof accountDetailsRequest>;

/** `POST api_account_password`: the current password and the new one. */
export const accountPasswordRequest = z.object({
  current_password: typedPassword(fieldWords.currentPassword),
  password: newPassword,
});
export type AccountPasswordRequest = z.output<typeof accountPasswordRequest>;

/** `POST api_address_link`: the address of an account not yet confirmed, for a new link. */
export const addressLinkRequest = z.object({
  email,
  ...serviceCredentials,
});
export type AddressLinkRequest = z.output<typeof addressLinkRequest>;

/** What a confirmation link without a usable token is told. */
const ADDRESS_LINK_INCOMPLETE = "This confirmation link is incomplete: open the link from the mail again";

/** `POST api_address_confirm`: the token of an address confirmation link (any string: a bad one gets 410). */
export const addressConfirmRequest = z.object({
  token: z.string({ error: ADDRESS_LINK_INCOMPLETE }).check(z.maxLength(512, ADDRESS_LINK_INCOMPLETE)),
  ...serviceCredentials,
});
export type AddressConfirmRequest = z.output<typeof addressConfirmRequest>;

/** `POST api_account_email`: the new address and the current password. */
export const accountEmailRequest = z.object({
  email,
  current_password: typedPassword(fieldWords.currentPassword),
});
export type AccountEmailRequest = z.output<typeof accountEmailRequest>;

/** `POST api_account_delete`: the member types their email to confirm. */
export const accountDeleteRequest = z.object({
  email: z
    .string({ error: fieldWords.confirmEmail.missing })
    .check(z.trim(), z.minLength(1, fieldWords.confirmEmail.missing), z.maxLength(1024, ruleWords.tooLong(fieldWords.confirmEmail, 1024))),
});
export type AccountDeleteRequest = z.output<typeof accountDeleteRequest>;
