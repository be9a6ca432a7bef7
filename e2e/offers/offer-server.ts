/**
 * The offer journeys' server (declared in playwright.config.ts, the "offers" project's
 * baseURL): the built server and site on a database of its own, so the price list an offer
 * journey applies never reaches the other specs, mailing the run's SMTP catcher (../mail.ts),
 * with the staff account STAFF, under a clock a test can move ahead and back
 * (shifted-clock.mjs), so that an offer expires without waiting. The "offers" project runs
 * one test at a time, so no other test sees the moved clock.
 */
import { expect } from "@playwright/test";
import { OFFERS_ORIGIN } from "../servers";

/** Moves the offers server's clock `days` days ahead of the real one (0: back to it). */
export async function setServerDaysAhead(days: number): Promise<void> {
  const reply = await fetch(`${OFFERS_ORIGIN}/__test-clock?days=${days}`, { method: "POST" });
  expect(reply.status, "the offers server's clock moved").toBe(204);
}
