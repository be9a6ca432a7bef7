/**
 * How long the site keeps each kind of personal data, in days. The privacy notice prints
 * these figures and the server's retention job (apps/server, domain/privacy/retention.ts)
 * enforces them, so the notice cannot promise one period while the code keeps another.
 * The mill edits the figures here.
 */
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
    then: "anonymised as contact messages are; the goods, prices and dates stay as trade records",
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
