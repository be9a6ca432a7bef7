/**
 * The retention job: deletes or anonymises personal data past the period the privacy notice
 * states. The periods live in `@jute/api/company` (retention.ts), which the notice prints, so
 * the two cannot disagree. Each run is a handful of set-based statements (no row-by-row work);
 * the server runs it at start and then every few hours, and every instance may run it: each
 * statement is idempotent.
 */
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { retention } from "@jute/api/company";
import type { Db } from "../../db/database";
import { attemptCounters, enquiries, outbox, passwordResets, requestMessages, sessions } from "../../db/schema";
import type { Clock } from "../clock";
import { erasePerson } from "./erase-person";

/** The name an anonymised enquiry keeps. */
export const ANONYMISED_NAME = "Anonymised";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  sessions: number;
  passwordResets: number;
  mail: number;
  contactEnquiries: number;
  tradeRecords: number;
  rateLimitCounters: number;
}

export function createRetentionJob(db: Db, options: { clock: Clock }) {
  const before = (days: number) => new Date(options.clock.now().getTime() - days * DAY_MS);

  /** Erases the person from requests of `kind` past `days`, with the offers on them. */
  // One transaction each: the offers and replies go with their request, or nothing does.
  const anonymise = (kind: "contact" | "quote", days: number) =>
    db.transaction((tx) =>
      erasePerson(tx, and(eq(enquiries.kind, kind), lt(enquiries.createdAt, before(days)), or(ne(enquiries.email, ""), ne(enquiries.message, ""), sql`exists (select 1 from ${requestMessages} where ${requestMessages.enquiryId} = ${enquiries.id})`)), ANONYMISED_NAME),
    );

  return {
    async run(): Promise<RetentionReport> {
      const endedSessions = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before(retention.sessions.days)),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(retention.sessions.days))),
          ),
        )
        .returning({ memberId: sessions.memberId });
      const resets = await db
        .delete(passwordResets)
        .where(
          or(
            lt(passwordResets.expiresAt, before(retention.passwordResets.days)),
            and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, before(retention.passwordResets.days))),
          ),
        )
        .returning({ memberId: passwordResets.memberId });
      const mail = await db
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ["sent", "failed"]),
            lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, before(retention.mail.days)),
          ),
        )
        .returning({ id: outbox.id });
      const counters = await db
        .delete(attemptCounters)
        .where(lt(attemptCounters.expiresAt, before(retention.rateLimitCounters.days)))
        .returning({ key: attemptCounters.key });
      return {
        sessions: endedSessions.length,
        passwordResets: resets.length,
        mail: mail.length,
        contactEnquiries: await anonymise("contact", retention.contactEnquiries.days),
        tradeRecords: await anonymise("quote", retention.tradeRecords.days),
        rateLimitCounters: counters.length,
      };
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
