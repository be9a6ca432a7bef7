/**
 * Runs the outbox worker (domain/mail/outbox.ts) with the server: started when the app is ready,
 * stopped when it closes. With no SMTP URL mail is off: enquiries are still stored with their
 * mail in the outbox, the server says so at start, and nothing is retried. Its settings come in
 * as arguments (the server reads them from the environment in env.ts).
 */
import type { Database } from "../../db/database";
import type { Log } from "../log";
import { createOutboxWorker } from "./outbox";

export interface MailerOptions {
  /** SMTP_URL; unset: mail is off. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the From of every mail. */
  from: string;
  /** MAIL_TO, where the mill's own mail goes (named at start). */
  mailTo: string;
  /** The longest wait between two tries of one mail (MAIL_RETRY_MAX_SECONDS). */
  retryMaxMs: number;
  log: Log;
}

export interface Mailer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createMailer(database: Database, options: MailerOptions): Mailer {
  const { smtpUrl, log } = options;
  if (!smtpUrl) {
    return {
      async start() {
        log.warn("mail is off: SMTP_URL is unset, so enquiries are stored and their mail waits in the outbox unsent");
        log.warn("mail is off: new accounts act at once, without confirming their email address (set SMTP_URL to require it)");
      },
      async stop() {},
    };
  }
  const worker = createOutboxWorker(database, { smtpUrl, from: options.from, log, retryMaxMs: options.retryMaxMs });
  return {
    async start() {
      await worker.start();
      log.info(`mail is on: sent over SMTP from ${options.from}, enquiries to ${options.mailTo}`);
    },
    stop: () => worker.stop(),
  };
}
