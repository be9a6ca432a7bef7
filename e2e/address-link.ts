/**
 * The one way e2e accounts prove their address: the e2e servers run with mail on, so every new
 * account must open the confirmation link mailed to it (issue 32). Every sign-up of the suite
 * (registerByApi, memberByApi, the form sign-ups) goes through here.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForMails } from "./mail";

/** The path of the newest confirmation link mailed to `email` (`/login#confirm=...`), once it has arrived. */
export async function confirmationPath(email: string): Promise<string> {
  const mails = await waitForMails(1, (mail) => mail.to.includes(email) && /\/login#confirm=/.test(mail.text));
  const path = /\/login#confirm=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
  if (!path) throw new Error(`no confirmation link in the mail to ${email}`);
  return path;
}

/**
 * Opens the confirmation link mailed to `email` through the API, and ends the session opening
 * it started: the caller's own sessions are as if the link had never logged anyone in.
 */
export async function confirmAddress(request: APIRequestContext, email: string, origin = ""): Promise<void> {
  const token = (await confirmationPath(email)).split("#confirm=")[1];
  const reply = await request.post(`${origin}/api/api_address_confirm`, { data: { token } });
  expect(reply.ok(), `confirming ${email}: ${reply.status()}`).toBe(true);
  const session = ((await reply.json()) as { token: string }).token;
  expect((await request.post(`${origin}/api/api_logout`, { headers: { authorization: `Bearer ${session}` } })).ok()).toBe(true);
}

/** `confirmAddress` through a page's own request context (its cookies and storage untouched). */
export const confirmAddressByApi = (page: Page, email: string, origin = ""): Promise<void> => confirmAddress(page.request, email, origin);
