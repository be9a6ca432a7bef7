/** A member's enquiries and quote requests, newest first, with the mill's replies to them. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { formatQuantity, productWithSpec, type MyEnquiry } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { enquiries, requestMessages } from "../../db/schema";

export const MY_ENQUIRIES_LIMIT = 200;

export async function listMemberEnquiries(db: Db, memberId: number, timeZone: string): Promise<MyEnquiry[]> {
    const found = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.memberId, memberId))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(MY_ENQUIRIES_LIMIT);
    // The mill's replies to them, oldest first (staff's addresses stay inside the mill).
    const replies = found.length
      ? await db
          .select({ enquiryId: requestMessages.enquiryId, at: requestMessages.createdAt, message: requestMessages.body })
          .from(requestMessages)
          .where(and(inArray(requestMessages.enquiryId, found.map((row) => row.id)), eq(requestMessages.from, "mill")))
          .orderBy(asc(requestMessages.id))
      : [];
    return found.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      subject: row.subject,
      lines: (row.lines ?? []).map((line) => ({
        product: productWithSpec(line),
        quantity: formatQuantity(line.quantity, line.unit),
        company: line.company,
        port: line.port,
        note: line.note ?? "",
      })),
      status: row.status,
      replies: replies.filter((reply) => reply.enquiryId === row.id).map((reply) => ({ at: reply.at.toISOString(), message: reply.message })),
      time_zone: timeZone,
    }));
  }
