/**
 * Offers on quote requests: staff make one (or a new version, superseding the open one) or
 * withdraw it; the buyer accepts, declines or asks for a change. Every change of state is one
 * conditional UPDATE (`... WHERE state = 'sent' ...`), so of two answers at once (accept and
 * withdraw, accept twice) exactly one finds the row in the state it needs, on PGlite and on
 * PostgreSQL alike; the loser is told why with a 409. An offer that is not the caller's is a
 * 404, worded as if it did not exist.
 *
 * The price and terms are copied into the offer when it is made: a price list applied later
 * changes nothing in it, accepted or not. "Expired" is never stored: a sent offer whose
 * validity date is before the mill's today reads as expired and cannot be accepted.
 */
import type { Database } from "../../db/database";
import type { Clock } from "../clock";
import type { BankDetails, RegisteredNumbersByMill } from "../mail/templates";
import { createOfferAnswers } from "./offer-answers";
import { createOfferMaking } from "./offer-making";
import { createOfferReads } from "./offer-reads";

export interface OfferServiceOptions {
  clock: Clock;
  /** Where the mill receives notifications (MAIL_TO). */
  mailTo: string;
  /** Reply-To of mail to buyers (the sales address). */
  replyTo: string;
  siteUrl: string;
  bank: BankDetails;
  /** Each mill's registered numbers (settings), printed on proformas and in the offer mails' footers. */
  registered: RegisteredNumbersByMill;
  /** False when PUBLIC_URL is unset with mail on (printed-particulars.ts). */
  publicAddress: boolean;
}

/**
 * The offers service the routes use, made of its three jobs: staff making and withdrawing
 * (offer-making.ts), the buyer's answers (offer-answers.ts) and the reads (offer-reads.ts), on
 * the one row and its views (offer-rows.ts).
 */
export function createOfferService(database: Database, options: OfferServiceOptions) {
  const { db } = database;
  return {
    ...createOfferMaking(db, options),
    ...createOfferAnswers(db, options),
    ...createOfferReads(db, options),
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
