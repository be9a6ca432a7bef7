/**
 * Password reset links. Tokens are 256 random bits, mailed once and stored only as their
 * SHA-256 hash; a link lasts RESET_LINK_MINUTES and is used once. The token is reserved
 * (marked used) before the new password is hashed, so two uses racing cannot both pass. A reset
 * never logs anyone in: it ends every session of the member, and the member then logs in with
 * the new password. Times come from the injected clock so that tests can move past the expiry.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { normaliseEmail, RESET_LINK_MINUTES } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { members, passwordResets } from "../../db/schema";
import { ApiError, invalid } from "../api-error";
import type { Clock } from "../clock";
import type { QueueResetMail } from "../mail/reset-mail";
import { hashPassword, hashToken } from "./auth";
import type { HashGate } from "./hash-gate";
import { endSessions, storePassword } from "./member-rows";

export const RESET_LINK_INVALID =
  "This reset link cannot be used: it has been used already, has expired or is incomplete. Ask for a new link.";

/** 410: the link is gone for good, whatever made it so (used, expired, forged, cut short). */
const linkGone = () => new ApiError(410, RESET_LINK_INVALID, { code: "gone", field: "token" });

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const RESET_TTL_MS = RESET_LINK_MINUTES * 60_000;

export interface ResetLinkOptions {
  /** The site's public origin, for the link in the mail (no trailing slash needed). */
  siteUrl: string;
  queueResetMail: QueueResetMail;
  /** The policy a new password must meet; returns the refusal, or null when it passes. */
  passwordProblem: (password: string, member: { email: string; name: string }) => string | null;
  clock: Clock;
  /** The one cap on concurrent hashing, shared with logins (./hash-gate.ts). */
  hashGate: HashGate;
}

export function createResetLinks(db: Db, options: ResetLinkOptions) {
  const origin = options.siteUrl.replace(/\/+$/, "");
  return {
    /**
     * Creates a reset link for `email` and queues its mail, when the email is a member's;
     * does nothing otherwise. The caller answers the same either way (and before this ends).
     */
    async requestReset(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id, name: members.name, email: members.email })
        .from(members)
        .where(eq(members.email, normaliseEmail(email)))
        .limit(1);
      if (!row) return false;
      const token = randomBytes(32).toString("base64url");
      const created = options.clock.now().getTime();
      await db.transaction(async (tx) => {
        // A new link retires every older one of the member: only the newest mail works.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date(created) })
          .where(and(eq(passwordResets.memberId, row.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: hashToken(token),
          memberId: row.id,
          createdAt: new Date(created),
          expiresAt: new Date(created + RESET_TTL_MS),
        });
        await options.queueResetMail(tx, {
          memberId: row.id,
          to: row.email,
          name: row.name,
          link: `${origin}/reset-password#token=${token}`,
          minutes: RESET_LINK_MINUTES,
        });
      });
      return true;
    },

    /** Throws 410 when the link's token cannot be used (used, expired, forged, cut short); uses nothing. */
    async checkResetToken(token: string): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) throw linkGone();
      const open = and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, options.clock.now()));
      const [found] = await db.select({ memberId: passwordResets.memberId }).from(passwordResets).innerJoin(members, eq(members.id, passwordResets.memberId)).where(open).limit(1);
      if (!found) throw linkGone();
    },

    /**
     * Sets a new password with a reset token. A malformed, unknown, used or expired token is
     * refused with 410 (one answer for all); a password the policy refuses (400) leaves the
     * token usable.
     */
    async resetPassword(token: string, password: string): Promise<{ email: string }> {
      if (!TOKEN_PATTERN.test(token)) throw linkGone();
      const tokenHash = hashToken(token);
      const open = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, options.clock.now()));
      const [found] = await db
        .select({ memberId: passwordResets.memberId, email: members.email, name: members.name })
        .from(passwordResets)
        .innerJoin(members, eq(members.id, passwordResets.memberId))
        .where(open)
        .limit(1);
      if (!found) throw linkGone();
      const problem = options.passwordProblem(password, found);
      if (problem) throw invalid(problem, "password");
      // Reserved before the slow hash: of two uses racing, one wins this update.
      const [reserved] = await db.update(passwordResets).set({ usedAt: options.clock.now() }).where(open).returning({ memberId: passwordResets.memberId });
      if (!reserved) throw linkGone();
      const passwordHash = await options.hashGate.runWhenFree(() => hashPassword(password));
      await db.transaction(async (tx) => {
        await storePassword(tx, reserved.memberId, passwordHash, options.clock.now());
        await endSessions(tx, reserved.memberId);
      });
      return { email: found.email };
    },
  };
}
