/**
 * Joins a visitor's earlier messages to an account: the contact messages and quote requests
 * sent while not logged in from the same mailbox (the address as normaliseEmail folds it),
 * with the mail to that mailbox that acknowledged or answered them. From then on they are the
 * account's: in "Download my data", My enquiries, and erased by the account's deletion.
 *
 * Call it only where the account has just proven the address (the confirmation link opened):
 * registering an address proves nothing, and until it is proven the messages stay the
 * visitor's. The address must be the account's own; rows of another account, and rows already
 * erased (their email is blank), are never taken. Returns the references joined, oldest first.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { normaliseEmail } from "@jute/api/contract";
import type { Db } from "../../db/handle";
import { enquiries, members, outbox } from "../../db/schema";

export async function claimVisitorMessages(db: Db, accountId: number, email: string): Promise<string[]> {
  const address = normaliseEmail(email);
  if (address === "") return [];
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: members.id }).from(members).where(and(eq(members.id, accountId), eq(members.email, address)));
    if (!account) return [];
    const claimed = await tx
      .update(enquiries)
      .set({ memberId: accountId })
      .where(and(isNull(enquiries.memberId), sql`lower(${enquiries.email}) = ${address}`))
      .returning({ reference: enquiries.reference, createdAt: enquiries.createdAt });
    const references = claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.reference);
    if (references.length) {
      await tx
        .update(outbox)
        .set({ memberId: accountId })
        .where(and(isNull(outbox.memberId), inArray(outbox.reference, references), sql`lower(${outbox.toAddress}) = ${address}`));
    }
    return references;
  });
}
