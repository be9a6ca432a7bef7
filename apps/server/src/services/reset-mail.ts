/**
 * The password reset mail, queued in the outbox in the same transaction as its token (so a
 * token exists only if its mail will go out). The link carries the token after `#`: the
 * fragment never reaches a server's log or a Referer header.
 */
import type { ResetMail } from "./accounts";

export function composeResetMail(mail: ResetMail) {
  return {
    to: mail.to,
    subject: "Reset your password",
    kind: "password-reset",
    text: [
      `Hello ${mail.name},`,
      "",
      "Someone (we hope you) asked to reset the password of your account on our website.",
      `To choose a new password, open this link within ${mail.minutes} minutes. It works once:`,
      "",
      mail.link,
      "",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
      "",
      "Sonali Jute Group",
    ].join("\n"),
  };
}
