/**
 * The reminder before an open offer expires: `days` days before its validity date (or fewer,
 * for an offer made shorter than that) the buyer gets a mail, and the mill a line, once. One
 * conditional UPDATE marks the offers it reminds of (`reminded_at is null`), with the mails
 * queued in its transaction: of two instances sweeping at once, the second finds the rows
 * marked (PostgreSQL's row locks, PGlite's one statement at a time), so no buyer is reminded
 * twice. The server sweeps when it starts and every hour (app.ts, by background-jobs.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { today, type Clock } from "../clock";
import { enqueueMail } from "../mail/outbox";
import { offerReminderMail, offerReminderMillMail, type RegisteredNumbersByMill } from "../mail/templates";
import { offerRows, termsOf } from "./offer-rows";

export const REMINDER_SWEEP_EVERY_MS = 60 * 60 * 1000;

export function createOfferReminders(db: Db, options: { clock: Clock; days: number; mailTo: string; replyTo: string; siteUrl: string; registered?: RegisteredNumbersByMill }) {
  return {
    /** Reminds the buyers of open offers expiring within `days` days; resolves with how many. */
    async sweep(): Promise<number> {
      if (options.days <= 0) return 0;
      const on = today(options.clock);
      return db.transaction(async (tx) => {
        const marked = (
          await tx.execute<{ id: number }>(sql`
            update offers o set reminded_at = now()
            from enquiries e
            where e.id = o.enquiry_id and e.member_id is not null and o.state = 'sent' and o.reminded_at is null
              and o.valid_until >= ${on}::date and o.valid_until <= ${on}::date + ${options.days}::int
            returning o.id`)
        ).rows;
        if (marked.length === 0) return 0;
        const rows = await offerRows(tx, sql`o.id in (${sql.join(marked.map((row) => sql`${row.id}`), sql`, `)})`, sql`order by o.id`);
        const context = { siteUrl: options.siteUrl, registered: options.registered };
        for (const row of rows) {
          const offer = termsOf(row);
          if (row.buyer_email) {
            await enqueueMail(tx, { to: row.buyer_email, replyTo: options.replyTo, kind: "offer-reminder", reference: row.reference, ...offerReminderMail(context, { buyerName: row.buyer_name, offer }) });
          }
          await enqueueMail(tx, { to: options.mailTo, kind: "offer-reminder-sales", reference: row.reference, ...offerReminderMillMail(context, { buyerName: row.buyer_name, buyerEmail: row.buyer_email, offer }) });
        }
        return rows.length;
      });
    },
  };
}
