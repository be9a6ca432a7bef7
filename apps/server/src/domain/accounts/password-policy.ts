/** The policy a new password meets beyond its length: not common, not the member's email or name. */
import { isCommonPassword } from "./common-passwords";

export const TOO_EASY_PASSWORD = "This password is too easy to guess: choose one that is not a common password, your name or your email";

/** The refusal for `password`, or null when it passes. */
export function passwordProblem(password: string, member: { email: string; name: string }): string | null {
  const lowered = password.toLowerCase();
  if (isCommonPassword(password) || lowered === member.email.toLowerCase() || lowered === member.name.trim().toLowerCase()) {
    return TOO_EASY_PASSWORD;
  }
  return null;
}
