/**
 * How long the site keeps each kind of personal data, in days. The privacy notice prints
 * these figures and the server's retention job (apps/server, domain/privacy/retention.ts)
 * enforces them, so the notice cannot promise one period while the code keeps another.
 * The mill edits the figures here.
 */
import { BUYER_REMOVED } from "../contract/offer-terms";

export interface RetentionRule {
  /** What is kept, in words for the privacy notice. */
  readonly what: string;
  /** How many days after `from` the job acts. */
  readonly days: number;
  /** When the period starts, in words. */
  readonly from: string;
  /** What happens at the end of the period, in words. */
  readonly then: string;
}

export const retention = {
  sessions: {
    what: "Login sessions (a hash of the token, when it was made, when it ends)",
    days: 30,
    from: "the session ends (logout, expiry or revocation)",
    then: "deleted",
  },
  passwordResets: {
    what: "Password reset links (a hash of the link, its dates)",
    days: 1,
    from: "the link is used or expires",
    then: "deleted",
  },
  mail: {
    what: "Copies of the mail we send (address, subject, text)",
    days: 90,
    from: "the mail is sent or given up",
    then: "deleted",
  },
  contactEnquiries: {
    what: "Contact form messages (name, email, subject, message)",
    days: 730,
    from: "the message reaches us",
    then: "anonymised: name, email and message are erased; the reference, subject and dates stay",
  },
  tradeRecords: {
    what: "Quote requests, offers and answers to them",
    days: 2190,
    from: "the request reaches us",
    then: "anonymised as contact messages are, and the offers on them lose the buyer's name, company, country and messages; the goods, prices, terms and dates stay as trade records",
  },
  rateLimitCounters: {
    what: "Counters of attempts per network address or account (for rate limits and lockouts)",
    days: 1,
    from: "their time window ends",
    then: "deleted",
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof retention;

/** How a period reads to a person ("30 days", "2 years"). */
export function showPeriod(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? "1 year" : `${years} years`;
  }
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * What deleting an account keeps, why and for how long, in words: the account page shows it
 * beside "Delete my account" and the privacy notice under "Delete". What the server does is
 * apps/server's domain/accounts/forget-member.ts and domain/privacy/erase-person.ts.
 */
export const afterAccountDeletion: readonly string[] = [
  "Your account (name, email, company, country, password), your sessions and your quote list are deleted at once.",
  "Your messages and quote requests stay as records of our trade: reference, subject, goods, quantity, port and dates. Your name, your email and the text you wrote are erased from them at once; what stays names no one and has no end date.",
  `Our offers and proforma invoices to you keep their number, dates, amounts, goods and terms, because trade and tax law and the banks of a letter of credit need them; your name, company, country and any message you sent with an answer (a decline or a change request) are erased at once. Our staff then read "${BUYER_REMOVED}", and the proforma's check page says the buyer's details were removed.`,
  `Mail on its way to you is stopped; the copies of mail we sent you keep no address or text. The notices your enquiries sent to our sales desk are the mill's own mail and are not changed: the site's copy of each is deleted ${showPeriod(retention.mail.days)} after it was sent.`,
  "Messages sent from your address while you were not logged in are not your account's (unless they were joined to it when your account confirmed that address): deleting the account does not change them, and they follow the periods of our privacy notice.",
];
