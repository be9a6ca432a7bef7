/**
 * The mail outbox: mail is written to the `outbox` table in the same database transaction as
 * what it reports, and a worker sends it over SMTP. Nothing is lost when SMTP is down or the
 * process dies: a mail stays `pending` until an SMTP server has accepted it.
 *
 * API (stable; other features build on it):
 *
 *   enqueueMail(tx, { to, subject, text, html?, kind, reference?, replyTo?, attachments? })
 *     -> Promise<{ id: number; messageId: string }>
 *
 *   - `tx` is the database or, better, the caller's transaction (`db.transaction(async (tx) =>
 *     { ...; await enqueueMail(tx, {...}) })`), so the mail exists if and only if the caller's
 *     change commits.
 *   - `to`: one address (`a@b.example` or `Name <a@b.example>`); `subject`: one line; `text`:
 *     the plain-text body; `kind`: what the mail is, for logs and tests (e.g. "enquiry-mill",
 *     "enquiry-ack", "password-reset"); `reference`: what it is about (an enquiry reference,
 *     a member id...), sent as the `X-Reference` header and indexed; `replyTo`: optional.
 *   - The sender is the server's MAIL_FROM, added when the mail is sent.
 *   - The Message-ID is fixed here, so a mail sent twice (the process died after the SMTP
 *     server accepted it but before it was marked sent) carries the same Message-ID.
 *   - Throws (a programming error) when `to` or `subject` is empty or holds a line break.
 *
 *   createOutboxWorker(database, { smtpUrl, from, log, ... }) -> { start, runOnce, stop }
 *     The sender, started by app.ts when SMTP_URL is set. Each pass claims due rows with
 *     `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several server instances on
 *     one PostgreSQL never claim the same mail; sends each with nodemailer; marks it `sent`
 *     when the SMTP server accepts it, or schedules a retry with exponential backoff (1 s,
 *     2 s, 4 s ... up to MAIL_RETRY_MAX_SECONDS) when it is unreachable or refuses. A mail
 *     still unsent three days after it was queued is marked `failed` (kept, never deleted).
 *     With PGlite only this process can open the database, so leases left by a killed
 *     process are released at start; on PostgreSQL they expire after `leaseMs`.
 *     With SMTP_URL unset no worker runs: mail stays pending and nothing retries.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Database, Db } from "../../db/database";
import { normaliseEmail } from "@jute/api/contract";
import { members, outbox, type OutboxAttachment } from "../../db/schema";
import type { Log } from "../log";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative (domain/mail-templates.ts writes both). */
  html?: string | null;
  kind: string;
  reference?: string | null;
  replyTo?: string | null;
  /**
   * The account the mail goes to, when it is a member's own mail about what their account did;
   * deleting the account reaches its mail by this (never by address). Stored only when `to` is
   * that account's own address: a member may type another address into the contact form, and
   * that mail is the addressee's, which the account's deletion must not touch. Omit for mail
   * to the mill.
   */
  memberId?: number | null;
  /** Files sent with the mail (a proforma PDF); stored in the row, so a retry sends the same bytes. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Kinds of mail whose body holds a secret (a password reset link): once sent, or given up,
 * the body is replaced with REDACTED_BODY, so the link cannot be read from the database or a
 * backup (the token itself is stored only hashed).
 */
export const SECRET_MAIL_KINDS = ["password-reset", "address-link"] as const;
export const REDACTED_BODY = "[removed once sent: it held a single-use link]";

/** The domain part of the Message-IDs the outbox makes. */
export const MESSAGE_ID_DOMAIN = "outbox.jute-mill";

const hasLineBreak = (value: string) => /[\r\n]/.test(value);

/**
 * A header value with its RFC 2047 encoded words (`=?utf-8?b?...?=`) broken: typed text such
 * as an enquiry's subject must reach the Subject line as the characters typed, never decoded
 * by a mail client into other text (a fake "Bcc:" line, another sender's name).
 */
export const neutraliseEncodedWords = (value: string) => value.replaceAll("=?", "=\u200b?");

/** Queues a mail; call it inside the transaction that makes the change the mail reports. */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<{ id: number; messageId: string }> {
  for (const [field, value] of [
    ["to", mail.to],
    ["subject", mail.subject],
    ["kind", mail.kind],
    ["replyTo", mail.replyTo ?? "x"],
  ] as const) {
    if (value.trim() === "" || hasLineBreak(value)) throw new Error(`enqueueMail: ${field} must be one non-empty line`);
  }
  const messageId = `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
  const [row] = await tx
    .insert(outbox)
    .values({
      messageId,
      kind: mail.kind,
      reference: mail.reference ?? null,
      memberId:
        mail.memberId == null
          ? null
          : sql`(select ${members.id} from ${members} where ${members.id} = ${mail.memberId} and ${members.email} = ${normaliseEmail(mail.to)})`,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: neutraliseEncodedWords(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments?.length
        ? mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, contentBase64: file.content.toString("base64") }))
        : null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("enqueueMail: the insert returned no row");
  return { id: row.id, messageId };
}

export interface OutboxWorkerOptions {
  /** smtp://user:pass@host:587 or smtps://... */
  smtpUrl: string;
  /** The From of every mail (MAIL_FROM). */
  from: string;
  log: Log;
  /** How often due mail is looked for besides the wake-up on insert (PGlite). */
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed mail is reserved for this instance. */
  leaseMs?: number;
  /** A mail still unsent this long after it was queued is marked failed. */
  giveUpAfterMs?: number;
  batchSize?: number;
  /** SMTP timeouts (connect, greeting), and the socket's inactivity limit is 3x this. */
  smtpTimeoutMs?: number;
}

export interface OutboxWorker {
  /** Starts sending: one pass now, then on every insert (PGlite) and every `pollMs`. */
  start(): Promise<void>;
  /** One pass: claims and sends what is due; resolves with the number of mails sent. */
  runOnce(): Promise<number>;
  /** Stops after the pass in flight. */
  stop(): Promise<void>;
}

type ClaimedMail = {
  id: number;
  message_id: string;
  kind: string;
  reference: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: OutboxAttachment[] | null;
  attempts: number;
};

/** The wait before attempt n+1 after n failed attempts: doubling, capped, with +-20 % jitter. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = baseMs * 2 ** Math.min(30, Math.max(0, failedAttempts - 1));
  return Math.round(Math.min(maxMs, exponential) * (0.8 + 0.4 * random()));
}

export function createOutboxWorker(database: Database, options: OutboxWorkerOptions): OutboxWorker {
  const { db } = database;
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 600_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 3 * 24 * 3600 * 1000;
  const batchSize = options.batchSize ?? 10;
  const smtpTimeoutMs = options.smtpTimeoutMs ?? 10_000;
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    socketTimeout: smtpTimeoutMs * 3,
  });

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | undefined;
  let again = false;

  const claim = async (): Promise<ClaimedMail[]> =>
    (
      await db.execute<ClaimedMail>(sql`
        update ${outbox} set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
          order by next_attempt_at, id
          limit ${batchSize}
          for update skip locked
        )
        returning id, message_id, kind, reference, to_address, reply_to, subject, text_body, html_body, attachments, attempts`)
    ).rows;

  const redacted = sql`kind in (${sql.join(
    SECRET_MAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;

  const send = async (mail: ClaimedMail): Promise<boolean> => {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, "base64") })) }
          : {}),
        messageId: mail.message_id,
        headers: mail.reference ? { "X-Reference": mail.reference } : {},
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs);
      const [row] = (
        await db.execute<{ status: string }>(sql`
          update ${outbox}
          set locked_until = null, last_error = ${message.slice(0, 500)},
              next_attempt_at = now() + ${delay} * interval '1 millisecond',
              status = case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond' then 'failed' else 'pending' end,
              text_body = case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond' and ${redacted} then ${REDACTED_BODY} else text_body end,
              html_body = case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond' and ${redacted} then null else html_body end
          where id = ${mail.id}
          returning status`)
      ).rows;
      const context = { mailId: mail.id, kind: mail.kind, reference: mail.reference, attempts: mail.attempts, error: message };
      if (row?.status === "failed") options.log.error(context, "mail given up after retrying for too long");
      else options.log.warn({ ...context, retryInMs: delay }, "mail not sent; will retry");
      return false;
    }
    await db.execute(
      sql`update ${outbox} set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          text_body = case when ${redacted} then ${REDACTED_BODY} else text_body end,
          html_body = case when ${redacted} then null else html_body end
          where id = ${mail.id}`,
    );
    options.log.info({ mailId: mail.id, kind: mail.kind, reference: mail.reference, messageId: mail.message_id }, "mail sent");
    return true;
  };

  const runPass = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      for (const mail of claimed) if (await send(mail)) sent += 1;
      if (claimed.length < batchSize || stopped) return sent;
    }
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void wake(), pollMs);
  };

  const runOnce = (): Promise<number> => {
    if (pass) {
      // A pass is running: run another after it, so that mail queued meanwhile is seen.
      again = true;
      return pass;
    }
    pass = runPass()
      .catch((error: unknown) => {
        if (!stopped) options.log.error({ error: error instanceof Error ? error.message : String(error) }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        pass = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return pass;
  };

  const wake = async () => {
    await runOnce();
    schedule();
  };

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      if (database.consistency === "in-process") {
        // Only this process can open the database: a lease still held is a killed process's.
        await db.execute(sql`update ${outbox} set locked_until = null where status = 'pending' and locked_until is not null`);
        await database.listen("outbox_added", () => {
          if (!stopped) void runOnce();
        });
      }
      void wake();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
      transport.close();
    },
  };
}
