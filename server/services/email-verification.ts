import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import {
  consumeEmailVerificationToken,
  listEmailVerificationTokensIssuedSince,
  replaceEmailVerificationToken,
} from "../db/repositories/email-verification-repository.ts";
import { findUserById } from "../db/repositories/users-repository.ts";
import type { RateLimitRule } from "../config.ts";
import { AppError } from "../http/app-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { emailVerificationEmail } from "../mail/templates.ts";
import { hashToken, newOpaqueToken } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";

/** A verification link works once, for two days: long enough for a mailbox checked at the weekend. */
export const verificationLinkLifetimeMs = 2 * 24 * 60 * 60 * 1000;

export type EmailVerificationDependencies = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  clock: Clock;
  /** How many links one account may be sent in a window, the sign-up's included. */
  linksPerAccount: RateLimitRule;
};

type Addressee = { id: string; email: string; name: string | null };

const linkInvalid = () => new AppError(400, "VERIFICATION_LINK_INVALID", "This link has been used or has expired");

/**
 * The proof that an account's address is its owner's (docs/product.md §4.18): a single-use link mailed at
 * sign-up and on request, built like the password reset's (a random token, stored hashed, expiring).
 */
export function createEmailVerificationService({ db, mailer, appUrl, logger, clock, linksPerAccount }: EmailVerificationDependencies) {
  async function sendLink(user: Addressee): Promise<void> {
    const now = clock.now();
    const token = newOpaqueToken();
    await db.transaction((tx) =>
      replaceEmailVerificationToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + verificationLinkLifetimeMs), createdAt: now }, now),
    );
    const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    // Not awaited: the answer does not wait on the mail server, and a mail that fails can be asked for again.
    void mailer.send({ to: user.email, ...emailVerificationEmail({ link, name: user.name }) }).catch((error: unknown) => {
      logger.error({ err: error }, "address verification e-mail could not be sent");
    });
  }

  return {
    /** The first link, sent when the account is made. */
    sendLink,

    /**
     * Another link for a signed-in user whose address is not verified yet; nothing for one already verified.
     * Limited per account, counting the links already sent, so nobody signed in can have a stranger's
     * mailbox filled.
     */
    async resendLink(userId: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      if (user.emailVerifiedAt) return;
      const now = clock.now();
      const issued = await listEmailVerificationTokensIssuedSince(db, userId, new Date(now.getTime() - linksPerAccount.windowMs));
      const oldest = issued[0];
      if (oldest && issued.length >= linksPerAccount.limit) {
        const seconds = Math.max(1, Math.ceil((oldest.getTime() + linksPerAccount.windowMs - now.getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw AppError.rateLimited(`A link was sent a moment ago. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
      }
      await sendLink(user);
    },

    /** Spends the link's token and marks the address verified; a used, expired or unknown link is a 400. */
    async verify(token: string): Promise<void> {
      const userId = await db.transaction((tx) => consumeEmailVerificationToken(tx, hashToken(token), clock.now()));
      if (!userId) throw linkInvalid();
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
