/**
 * The mail the e2e servers sent, as the run's SMTP catcher received it (mail-catcher.ts):
 * polled until what a spec waits for has arrived.
 */
import { expect } from "@playwright/test";
import type { ReceivedMail } from "../apps/server/test/smtp";
import { MAIL_API_PORT } from "./servers";

export type { ReceivedMail };

/** Every mail received so far in this run. */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const reply = await fetch(`http://127.0.0.1:${MAIL_API_PORT}/mails`);
  if (!reply.ok) throw new Error(`the mail catcher answered ${reply.status}`);
  return (await reply.json()) as ReceivedMail[];
}

/** The mails matching `filter`, once at least `count` of them have arrived. */
export async function waitForMails(count: number, filter: (mail: ReceivedMail) => boolean, timeout = 30_000): Promise<ReceivedMail[]> {
  let matching: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        matching = (await receivedMails()).filter(filter);
        return matching.length;
      },
      { timeout, message: `${count} mail(s) received` },
    )
    .toBeGreaterThanOrEqual(count);
  return matching;
}
