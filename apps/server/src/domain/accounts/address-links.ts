/**
 * An account proves its address. With mail on, a new account, and a new address on the account
 * page, get a confirmation link: 256 random bits mailed once and stored only as their SHA-256
 * hash, lasting ADDRESS_LINK_HOURS and used once; a new link retires the member's older ones.
 * Until a new account opens its link it cannot log in (auth.ts); a new address takes the place
 * of the old only when its link is opened. With mail off (no SMTP_URL) nothing is mailed:
 * accounts act at once and an address change applies at once.
 *
 * `markAddressProven` is the one place where "the address was just proven" happens.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { normaliseEmail } from "@jute/api/contract";
import type { Db, Tx } from "../../db/database";
import { addressLinks, members } from "../../db/schema";
import { ApiError, invalid } from "../api-error";
import type { Clock } from "../clock";
import { reachesAny } from "../mail/mailbox";
import { enqueueMail, SECRET_MAIL_KINDS } from "../mail/outbox";
import { memberReference } from "../mail/reset-mail";
import { addressLinkMail } from "../mail/templates";
import { claimVisitorMessages } from "../privacy/claim-visitor-messages";
import { hashToken } from "./auth";

export const ADDRESS_LINK_INVALID =
  "This confirmation link cannot be used: it has been used already, has expired or is incomplete. Log in to have a new one sent.";
export const MILL_ADDRESS = "That address is the mill's own: enter your own email address";
export const EMAIL_TAKEN_BY_OTHER = "An account with this email already exists: choose another email";

const linkGone = () => new ApiError(410, ADDRESS_LINK_INVALID, { code: "gone", field: "token" });
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AddressLinkOptions {
  /** Mail is on (SMTP_URL set): addresses must be proven. */
  required: boolean;
  /** How long a link lasts (ADDRESS_LINK_HOURS). */
  linkHours: number;
  /** The site's public origin, for the link in the mail. */
  siteUrl: string;
  /** Reply-To of the mail (MAIL_REPLY_TO). */
  replyTo: string;
  /**
   * The mill's own addresses (MAIL_TO, MAIL_FROM, MAIL_REPLY_TO, the particulars'): no account
   * may register or take one, in any spelling (../mail/mailbox.ts).
   */
  millAddresses: readonly string[];
  clock: Clock;
}

/**
 * Marks `email` proven for the member and makes it the account's address. THE place where an
 * address is proven: whatever must follow a proof (a visitor's earlier messages joining the
 * account) is called right after it, in the same transaction. 409 when another account took
 * the address meanwhile.
 */
export async function markAddressProven(tx: Tx, memberId: number, email: string, at: Date): Promise<void> {
  const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.email, email)).limit(1);
  if (taken && taken.id !== memberId) throw new ApiError(409, EMAIL_TAKEN_BY_OTHER, { code: "conflict", field: "email" });
  await tx.update(members).set({ email, provenAt: at }).where(eq(members.id, memberId));
}

export function createAddressLinks(db: Db, options: AddressLinkOptions) {
  const origin = options.siteUrl.replace(/\/+$/, "");
  const ttlMs = options.linkHours * 3_600_000;

  /** Retires the member's open links, stores a new one for `email` and queues its mail. */
  async function issue(tx: Tx, memberId: number, email: string, change: boolean) {
    const token = randomBytes(32).toString("base64url");
    const created = options.clock.now().getTime();
    await tx.update(addressLinks).set({ usedAt: new Date(created) }).where(and(eq(addressLinks.memberId, memberId), isNull(addressLinks.usedAt)));
    await tx.insert(addressLinks).values({ tokenHash: hashToken(token), memberId, email, createdAt: new Date(created), expiresAt: new Date(created + ttlMs) });
    await enqueueMail(tx, {
      to: email,
      replyTo: options.replyTo,
      // A secret kind: the outbox removes the body, and so the link, once the mail is sent.
      kind: SECRET_MAIL_KINDS[1],
      reference: memberReference(memberId),
      ...addressLinkMail({ siteUrl: origin }, { link: `${origin}/login#confirm=${token}`, hours: options.linkHours, change }),
    });
  }

  return {
    /** Whether accounts must prove their address (mail is on). */
    required: options.required,

    /** 400 naming `field` when `email` reaches one of the mill's own mailboxes. */
    refuseMillAddress(email: string, field = "email"): void {
      if (reachesAny(email, options.millAddresses)) throw invalid(MILL_ADDRESS, field);
    },

    /** Mails a new account its link (nothing with mail off). */
    async sendFirstLink(memberId: number): Promise<void> {
      if (!options.required) return;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ email: members.email, provenAt: members.provenAt }).from(members).where(eq(members.id, memberId)).limit(1);
        if (row && row.provenAt === null) await issue(tx, memberId, row.email, false);
      });
    },

    /**
     * "Send the link again": a new link to `email` when it is an account's address not yet
     * proven; nothing otherwise (the caller answers the same either way, and limits it).
     */
    async sendAgain(email: string): Promise<boolean> {
      if (!options.required) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: members.id, provenAt: members.provenAt }).from(members).where(eq(members.email, normaliseEmail(email))).limit(1);
        if (!row || row.provenAt !== null) return false;
        await issue(tx, row.id, normaliseEmail(email), false);
        return true;
      });
    },

    /**
     * A new address for the member: with mail on, a link to it (the old address stays until it
     * is opened), and `{pending: true}`; with mail off, the address changes at once. 400 for a
     * mill address, 409 when another account has it.
     */
    async requestChange(memberId: number, newEmail: string): Promise<{ pending: boolean; email: string }> {
      const email = normaliseEmail(newEmail);
      this.refuseMillAddress(email);
      const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.email, email)).limit(1);
      if (taken && taken.id !== memberId) throw new ApiError(409, EMAIL_TAKEN_BY_OTHER, { code: "conflict", field: "email" });
      await db.transaction(async (tx) => {
        if (options.required) await issue(tx, memberId, email, true);
        else await tx.update(members).set({ email }).where(eq(members.id, memberId));
      });
      return { pending: options.required, email };
    },

    /**
     * Opens a link: the address it was mailed to is proven (and becomes the account's). 410 for
     * a malformed, unknown, used or expired token (one answer for all); used once, even by two
     * opening it at the same moment. The member id, for the session the caller starts.
     */
    async confirm(token: string): Promise<{ memberId: number; email: string }> {
      if (!TOKEN_PATTERN.test(token)) throw linkGone();
      const now = options.clock.now();
      const open = and(eq(addressLinks.tokenHash, hashToken(token)), isNull(addressLinks.usedAt), gt(addressLinks.expiresAt, now));
      return db.transaction(async (tx) => {
        const [used] = await tx.update(addressLinks).set({ usedAt: now }).where(open).returning({ memberId: addressLinks.memberId, email: addressLinks.email });
        if (!used) throw linkGone();
        await markAddressProven(tx, used.memberId, used.email, now);
        // Proven now: the visitor's earlier messages from this mailbox become the account's.
        await claimVisitorMessages(tx, used.memberId, used.email);
        // Every other open link of the member ends with this one.
        await tx.update(addressLinks).set({ usedAt: now }).where(and(eq(addressLinks.memberId, used.memberId), isNull(addressLinks.usedAt)));
        return used;
      });
    },
  };
}

export type AddressLinks = ReturnType<typeof createAddressLinks>;
