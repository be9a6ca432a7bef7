/**
 * Erasing the person from enquiries, the one statement both an account's deletion
 * (accounts/forget-member.ts) and the retention job (retention.ts) use: the rows stay as
 * records of the mill's trade (reference, subject, the quote's lines, status, dates), without the
 * name, the email, the free-text message and the notes on the lines; the thread's messages go, both
 * sides' (the buyer's are free text; the mill's name and answer the person); and the offers made on them keep their number, dates, amounts, goods and
 * terms but lose the buyer's name, company, country, street address, tax number, consignee,
 * notify party and message (a decline or change request
 * can hold a phone number): staff screens, the proforma and /verify then say the buyer's
 * details were removed (`buyerRemoved` in @jute/api/contract).
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/handle";
import { enquiries, offers, requestMessages } from "../../db/schema";

/** Erases the person from the enquiries `where` selects; `name` is what they are called after. */
export async function erasePerson(executor: Db, where: SQL | undefined, name: string): Promise<number> {
  // The lines stay in their order, each without the buyer's note (free text, like the message).
  const linesWithoutNotes = sql`(select jsonb_agg(line || '{"note": ""}'::jsonb order by position) from jsonb_array_elements(${enquiries.lines}) with ordinality as listed(line, position))`;
  const erased = await executor.update(enquiries).set({ name, email: "", message: "", lines: linesWithoutNotes }).where(where).returning({ id: enquiries.id });
  const ids = erased.map((row) => row.id);
  if (ids.length) {
    // The whole thread goes: the buyer's messages are free text, the mill's name and answer the person.
    await executor.delete(requestMessages).where(inArray(requestMessages.enquiryId, ids));
    await executor.update(offers).set({ buyerName: "", buyerCompany: "", buyerCountry: "", answerMessage: "", buyerAddress: "", buyerTaxId: "", consignee: "", notifyParty: "" }).where(inArray(offers.enquiryId, ids));
  }
  return ids.length;
}
