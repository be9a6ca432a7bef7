/**
 * The password reset mail, queued in the outbox in the same transaction as its token (so a
 * token exists only if its mail will go out). The link carries the token after `#`: the
 * fragment never reaches a server's log or a Referer header.
 */
import type { Tx } from "../../db/handle";
import { enqueueMail } from "./outbox";

/** What the reset mail needs: who it goes to and the link. */
export interface ResetMail {
  memberId: number;
  to: string;
  name: string;
  link: string;
  minutes: number;
}

/** Queues the reset mail in the same transaction as the token (the outbox). */
export type QueueResetMail = (tx: Tx, mail: ResetMail) => Promise<void>;

export function composeResetMail(mail: ResetMail) {
  return {
    to: mail.to,
    subject: "Reset your password",
    kind: "password-reset",
    // Found again by the account's deletion, which removes mail still waiting for the member.
    reference: memberReference(mail.memberId),
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

/** The outbox reference of mail about one member. */
export const memberReference = (memberId: number) => `member-${memberId}`;

export const queueResetMail: QueueResetMail = async (tx, mail) => {
  await enqueueMail(tx, composeResetMail(mail));
};
