/**
 * The password reset mail, queued in the outbox in the same transaction as its token (so a
 * token exists only if its mail will go out). The link carries the token after `#`: the
 * fragment never reaches a server's log or a Referer header.
 */
import type { Tx } from "../../db/handle";
import { particulars } from "@jute/api/company";
import { enqueueMail, SECRET_MAIL_KINDS } from "./outbox";
import { resetMail } from "./templates";

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

export function composeResetMail(mail: ResetMail, options: { replyTo?: string } = {}) {
  return {
    to: mail.to,
    // A secret kind: the outbox removes the body, and so the link, once the mail is sent.
    kind: SECRET_MAIL_KINDS[0],
    // Found again by the account's deletion, which removes mail still waiting for the member.
    reference: memberReference(mail.memberId),
    memberId: mail.memberId,
    replyTo: options.replyTo ?? particulars.salesEmail,
    ...resetMail({ siteUrl: "" }, { name: mail.name, link: mail.link, minutes: mail.minutes }),
  };
}

/** The outbox reference of mail about one member. */
export const memberReference = (memberId: number) => `member-${memberId}`;

/** Queues the reset mail; Reply-To is the sales address (MAIL_REPLY_TO). */
export const createQueueResetMail =
  (options: { replyTo?: string } = {}): QueueResetMail =>
  async (tx, mail) => {
    await enqueueMail(tx, composeResetMail(mail, options));
  };

export const queueResetMail: QueueResetMail = createQueueResetMail();
