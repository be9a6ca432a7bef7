/**
 * What deleting an account does to the rest of the database, in the deletion's transaction:
 *
 * - enquiries: the member's (by member id, or sent with their email before they registered)
 *   stay with the mill, with their reference, subject, quote snapshot, status and dates, but
 *   without the name, the email and the free-text message (which may hold a phone number or a
 *   signature); the member id goes by the foreign key's `on delete set null`;
 * - outbox: mail still waiting for the member (acknowledgements, reset links) is dropped; mail
 *   already sent to them or carrying their address as Reply-To keeps no address or body.
 *   Mail to the mill still waiting goes out as queued (it reports an enquiry they made) and
 *   is scrubbed by a later deletion only; see docs/decisions/0003-member-accounts.md.
 */
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { enquiries, enquiryReplies, outbox } from "../../db/schema";
import type { Tx } from "../../db/handle";
import { memberReference } from "../mail/reset-mail";

export const DELETED_NAME = "Deleted member";

export async function forgetMemberData(tx: Tx, member: { id: number; email: string }): Promise<void> {
  const theirs = or(eq(enquiries.memberId, member.id), sql`lower(${enquiries.email}) = ${member.email}`);
  const forgotten = await tx.update(enquiries).set({ name: DELETED_NAME, email: "", message: "" }).where(theirs).returning({ id: enquiries.id });
  // The mill's replies to them go too: a reply names and answers the person.
  if (forgotten.length) await tx.delete(enquiryReplies).where(inArray(enquiryReplies.enquiryId, forgotten.map((row) => row.id)));

  const addressedTo = (column: typeof outbox.toAddress | typeof outbox.replyTo) =>
    sql`(lower(${column}) = ${member.email} or lower(${column}) like ${`%<${member.email}>`})`;
  const toThem = or(addressedTo(outbox.toAddress), eq(outbox.reference, memberReference(member.id)));
  await tx.delete(outbox).where(and(eq(outbox.status, "pending"), toThem));
  await tx
    .update(outbox)
    .set({ toAddress: DELETED_NAME, textBody: "", replyTo: null })
    .where(and(ne(outbox.status, "pending"), toThem));
  await tx
    .update(outbox)
    .set({ textBody: "", replyTo: null })
    .where(and(inArray(outbox.status, ["sent", "failed"]), addressedTo(outbox.replyTo)));
}
