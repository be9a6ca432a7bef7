/**
 * What deleting an account does to the rest of the database, in the deletion's transaction.
 * It reaches the rows the account made, by its id, and never a row that merely carries the
 * same address (a visitor's message from that mailbox, mail to the mill naming it as Reply-To):
 *
 * - enquiries made while logged in (`member_id`), and visitor messages joined to the account
 *   once it proved the address (privacy/claim-visitor-messages.ts): they stay with the mill as
 *   records of trade without the person, and the offers on them without the buyer
 *   (privacy/erase-person.ts); the member id goes by the foreign key's `on delete set null`;
 * - the quote list not yet sent (`quote_lists`, `quote_list_lines`): deleted (the foreign keys
 *   cascade too; said here so that the deletion reads whole);
 * - the account's own mail (`outbox.member_id`: acknowledgements, replies, offers, reset
 *   links): what still waits is dropped; what was sent or given up keeps no address, text,
 *   HTML or attachment. Mail to the mill or anyone else is not touched: the mill's copies of
 *   its notifications go by the mail retention period (packages/api/src/company/retention.ts).
 */
import { and, eq, ne } from "drizzle-orm";
import { enquiries, outbox, quoteLists } from "../../db/schema";
import type { Tx } from "../../db/handle";
import { erasePerson } from "../privacy/erase-person";

export const DELETED_NAME = "Deleted member";

export async function forgetMemberData(tx: Tx, member: { id: number }): Promise<void> {
  await erasePerson(tx, eq(enquiries.memberId, member.id), DELETED_NAME);
  // Its lines go with it (on delete cascade).
  await tx.delete(quoteLists).where(eq(quoteLists.memberId, member.id));
  const theirs = eq(outbox.memberId, member.id);
  await tx.delete(outbox).where(and(eq(outbox.status, "pending"), theirs));
  await tx
    .update(outbox)
    .set({ toAddress: DELETED_NAME, textBody: "", htmlBody: null, attachments: null, replyTo: null })
    .where(and(ne(outbox.status, "pending"), theirs));
}
