/**
 * Runs the outbox worker (domain/mail/outbox.ts) with the server: started when the app is ready,
 * stopped when it closes. With SMTP_URL unset mail is off: enquiries are still stored with
 * their mail in the outbox, the server says so at start, and nothing is retried.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { Config } from "../../env";
import { createOutboxWorker, type OutboxWorker } from "./outbox";

export function registerMailOutbox(app: FastifyInstance, config: Config, database: Database): OutboxWorker | null {
  if (!config.smtpUrl) {
    app.addHook("onReady", async () => {
      app.log.warn("mail is off: SMTP_URL is unset, so enquiries are stored and their mail waits in the outbox unsent");
    });
    return null;
  }
  const worker = createOutboxWorker(database, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    retryMaxMs: config.mailRetryMaxMs,
  });
  app.addHook("onReady", async () => {
    await worker.start();
    app.log.info(`mail is on: sent over SMTP from ${config.mailFrom}, enquiries to ${config.mailTo}`);
  });
  app.addHook("onClose", async () => {
    await worker.stop();
  });
  return worker;
}
