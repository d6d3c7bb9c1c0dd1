import { createHmac, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Theme, User } from "@domain/contract/index.ts";
import { isUnchangedPassword, UNCHANGED_PASSWORD_CODE, UNCHANGED_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import type { Database } from "../db/client.ts";
import {
  deleteUserAndSoleHomes,
  findSetUpHomeOfUser,
  findUserByEmail,
  findUserById,
  insertUserWithHome,
  recordLogin,
  updateUser,
  type UserRow,
} from "../db/repositories/users-repository.ts";
import {
  consumePasswordResetToken,
  isUsablePasswordResetToken,
  deleteExpiredRefreshTokens,
  expireUnusedResetTokens,
  findRefreshToken,
  findUsableResetTokenOfUser,
  findRefreshTokenForUpdate,
  insertPasswordResetToken,
  insertRefreshToken,
  insertSuccessorRefreshToken,
  markRefreshTokenUsed,
  revokeAllRefreshTokensOfUser,
  revokeRefreshTokenFamily,
} from "../db/repositories/sessions-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { passwordResetEmail } from "../mail/templates.ts";
import type { AccessTokens } from "../security/access-token.ts";
import { passwordHashing as owaspPasswordHashing, unusablePasswordHash, type PasswordHashing } from "../security/password.ts";
import { accountWords, requireStrongPassword } from "../security/password-strength.ts";
import { PostgresRateLimitStore, type PasswordAttemptLimiter } from "../security/rate-limit.ts";
import type { RateLimitRule } from "../config.ts";
import { hashToken, newOpaqueToken } from "../security/tokens.ts";
import { toUser } from "./account-views.ts";
import type { EmailVerificationService } from "./email-verification.ts";
import { systemClock, type Clock } from "./clock.ts";

/** A refresh token lives 30 days from its issue; every use replaces it, so an active user stays signed in. */
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a refresh token just spent may be presented again and still be answered (with a new token of
 * its family) instead of being taken for a stolen copy: the browser that spent it may never have stored
 * the answer, because a navigation or a lost connection dropped it
 * (docs/decisions/026-refresh-token-reuse-interval.md).
 */
export const refreshReuseIntervalMs = 60 * 1000;
/** A password reset link works once, for one hour. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;

export type SignedIn = { user: User; accessToken: string; refreshToken: string };

export type AccountServiceDependencies = {
  db: Database;
  accessTokens: AccessTokens;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** Every password check goes through it (docs/decisions/009-password-attempt-limits.md). */
  passwordAttempts: PasswordAttemptLimiter;
  /** OWASP's scrypt parameters unless a test asks for others (server/security/password.ts). */
  passwordHashing?: PasswordHashing;
  /**
   * The server's signing secret: a refresh token's successor is derived from the token with it, and a
   * reset link's token from its row, so either can be answered or sent again without being stored.
   */
  signingSecret: string;
  /** How many new reset links an address gets in a window; past it, the link that still works is sent again, as often. */
  resetLinksPerAddress: RateLimitRule;
  /** Mails a new account's address the link that verifies it (docs/product.md §4.18). */
  emailVerification: Pick<EmailVerificationService, "sendLink">;
  /** Where sessions and reset links start and expire from. */
  clock?: Clock;
};

const invalidCredentials = () => new AppError(401, "INVALID_CREDENTIALS", "The e-mail or password is incorrect");
const invalidSession = () => new AppError(401, "SESSION_INVALID", "Session invalid");
const resetTokenInvalid = () => new AppError(400, "RESET_TOKEN_INVALID", "This reset link is invalid or has expired");

export function createAccountService({
  db,
  accessTokens,
  mailer,
  appUrl,
  logger,
  passwordAttempts,
  passwordHashing = owaspPasswordHashing,
  signingSecret,
  resetLinksPerAddress,
  emailVerification,
  clock = systemClock,
}: AccountServiceDependencies) {
  const { hash: hashPassword, verify: verifyPassword, needsRehash, verifyAgainstDummy, refuseWhenFull } = passwordHashing;
  /** A reset link's token, from its row's id: the link that still works can be sent again without storing it. */
  const resetTokenOf = (resetId: string) => createHmac("sha256", signingSecret).update(`password-reset\n${resetId}`).digest("base64url");
  const newResetLinks = new PostgresRateLimitStore(db, "reset-links:account", resetLinksPerAddress.windowMs, clock);
  const resentResetLinks = new PostgresRateLimitStore(db, "reset-links-resent:account", resetLinksPerAddress.windowMs, clock);
  /**
   * The one token that follows `presented` in its family: derived, not drawn, so every retry of a spent
   * token within the reuse interval is answered with the same successor and the family never forks
   * (docs/decisions/026-refresh-token-reuse-interval.md). Only the server's secret turns a token into its
   * successor, and the database holds neither.
   */
  const successorOf = (presented: string) => createHmac("sha256", signingSecret).update(`refresh-token-successor\n${presented}`).digest("base64url");
  /** The account as the app's session holds it: set up once any of its homes is (the profile speaks of the home shown). */
  async function userPayload(user: UserRow): Promise<User> {
    return toUser(user, await findSetUpHomeOfUser(db, user.id));
  }

  /** Starts a new refresh-token family for the user and issues the first access token. */
  async function startSession(user: UserRow, timeZone?: string, now = clock.now()): Promise<SignedIn> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(db, {
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs),
    });
    await recordLogin(db, user.id, now, timeZone);
    await deleteExpiredRefreshTokens(db, user.id, now);
    return { user: await userPayload(user), accessToken: await accessTokens.issue(user.id, now), refreshToken };
  }

  return {
    /** `timeZone` is the browser's (X-Time-Zone), kept so reminders arrive at the user's own 8 a.m. */
    async signup(input: { email: string; password: string; name?: string | undefined; theme?: Theme | undefined }, timeZone?: string): Promise<SignedIn> {
      await requireStrongPassword(input.password, accountWords(input));
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction((tx) => insertUserWithHome(tx, { email: input.email, name: input.name, passwordHash, timeZone, theme: input.theme }));
      if (!created) throw new AppError(409, "EMAIL_TAKEN", "An account with this e-mail already exists");
      await emailVerification.sendLink(created.user);
      return startSession(created.user, timeZone);
    },

    /** Refuses a stranger's sign-in at once, before any other work, while the hashing queue is full. */
    refuseStrangerWhenBusy(): void {
      refuseWhenFull("stranger");
    },

    /**
     * One answer, after one password hash, whether the e-mail is unknown or the password wrong; `client`
     * (the caller's address) is what the password-attempt limits count by, with the e-mail. A sign-in
     * from a browser in another zone moves the stored time zone with the user. `knownDeviceOf` is the
     * account the browser's device cookie names (server/security/device-cookie.ts).
     */
    async login(input: { email: string; password: string }, client: string, timeZone?: string, knownDeviceOf?: string): Promise<SignedIn> {
      const user = await findUserByEmail(db, input.email);
      // A browser this account signed in on before goes ahead of strangers in the hashing queue.
      const priority = user && knownDeviceOf === user.id ? "known-device" : "stranger";
      const valid = await passwordAttempts.verify({ account: input.email, client }, () =>
        user ? verifyPassword(input.password, user.passwordHash, priority) : verifyAgainstDummy(input.password),
      );
      if (!user || !valid) throw invalidCredentials();
      if (needsRehash(user.passwordHash)) await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
      return startSession(user, timeZone);
    },

    /**
     * Rotates a refresh token: the presented one is spent and its successor answered. A token spent within
     * the reuse interval is answered again with the same successor, since its answer may have been lost on
     * the way; spent longer ago, it revokes the whole family (someone replayed a stolen copy). Each token
     * has one successor, so retries in parallel never fork the family.
     */
    async refresh(presented: string | undefined): Promise<SignedIn> {
      if (!presented) throw invalidSession();
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await findRefreshTokenForUpdate(tx, hashToken(presented));
        if (!row || row.revokedAt || row.expiresAt <= now) return { kind: "invalid" as const };
        if (row.usedAt && now.getTime() - row.usedAt.getTime() > refreshReuseIntervalMs) {
          await revokeRefreshTokenFamily(tx, row.familyId, now);
          return { kind: "reused" as const, userId: row.userId };
        }
        if (row.usedAt) logger.info({ userId: row.userId }, "refresh token presented again within the reuse interval: its successor answered again");
        else await markRefreshTokenUsed(tx, row.id, now);
        const refreshToken = successorOf(presented);
        await insertSuccessorRefreshToken(tx, {
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashToken(refreshToken),
          expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs),
        });
        return { kind: "rotated" as const, userId: row.userId, refreshToken };
      });
      if (outcome.kind === "reused") logger.warn({ userId: outcome.userId }, "refresh token reused: session family revoked");
      if (outcome.kind !== "rotated") throw invalidSession();
      const user = await findUserById(db, outcome.userId);
      if (!user) throw invalidSession();
      return { user: await userPayload(user), accessToken: await accessTokens.issue(user.id, now), refreshToken: outcome.refreshToken };
    },

    /** Ends the session the refresh token belongs to; a missing or unknown token is fine (already out). */
    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await findRefreshToken(db, hashToken(presented));
      if (row) await revokeRefreshTokenFamily(db, row.familyId, clock.now());
    },

    /** Ends every session of the user (all refresh-token families), on this device and every other. */
    async logoutEverywhere(userId: string): Promise<void> {
      await revokeAllRefreshTokensOfUser(db, userId, clock.now());
    },

    async me(userId: string): Promise<User> {
      const user = await findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      return userPayload(user);
    },

    /** Development only (the route exists only then): sign in as any address, creating it when missing. */
    async devLogin(input: { email: string; reset?: boolean | undefined }): Promise<SignedIn> {
      let user = await findUserByEmail(db, input.email);
      if (user && input.reset) {
        const existing = user;
        await db.transaction((tx) => deleteUserAndSoleHomes(tx, existing.id));
        user = undefined;
      }
      if (!user) {
        const created = await db.transaction((tx) =>
          // A made-up development address has no mailbox to prove: it gets the reminders at once.
          insertUserWithHome(tx, { email: input.email, name: input.email.split("@")[0], passwordHash: unusablePasswordHash(), emailVerifiedAt: clock.now() }),
        );
        user = created?.user ?? (await findUserByEmail(db, input.email));
      }
      if (!user) throw new AppError(409, "EMAIL_TAKEN", "The account is being created by another request");
      return startSession(user);
    },

    /**
     * Always succeeds for the caller; only an existing account gets an e-mail with a one-hour, single-use
     * link. An address gets a few new links an hour; past that, the link that still works is sent again
     * (as often), so requests of others can neither flood the inbox nor leave the owner without a link.
     * A request from a browser the account signed in on (`knownDeviceOf`) always gets a new link.
     */
    async forgotPassword(email: string, knownDeviceOf?: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const now = clock.now();
      const mayHaveNewLink = knownDeviceOf === user.id || (await newResetLinks.increment(user.id)).totalHits <= resetLinksPerAddress.limit;
      let token: string;
      if (mayHaveNewLink) {
        const resetId = randomUUID();
        token = resetTokenOf(resetId);
        await db.transaction(async (tx) => {
          await expireUnusedResetTokens(tx, user.id, now);
          await insertPasswordResetToken(tx, { id: resetId, userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + resetTokenLifetimeMs) });
        });
      } else {
        const usable = await findUsableResetTokenOfUser(db, user.id, now);
        if (!usable || hashToken(resetTokenOf(usable.id)) !== usable.tokenHash) return;
        if ((await resentResetLinks.increment(user.id)).totalHits > resetLinksPerAddress.limit) return;
        token = resetTokenOf(usable.id);
      }
      const link = `${appUrl}/forgot-password?token=${encodeURIComponent(token)}`;
      // Not awaited: the answer must not take longer for an existing account than for an unknown one.
      void mailer.send({ to: user.email, ...passwordResetEmail({ link, name: user.name }) }).catch((error: unknown) => {
        logger.error({ err: error }, "password reset e-mail could not be sent");
      });
    },

    /**
     * A signed-in user's new password, given with the current one (checked and limited like a sign-in's, by
     * account and client). Every session of the user ends, as a reset ends them; the caller goes on in a new one.
     */
    async changePassword(userId: string, input: { currentPassword: string; newPassword: string }, client: string, timeZone?: string): Promise<SignedIn> {
      const user = await findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      if (!(await passwordAttempts.verify({ account: user.email, client }, () => verifyPassword(input.currentPassword, user.passwordHash)))) {
        throw new AppError(403, "PASSWORD_INCORRECT", "The password is incorrect");
      }
      if (isUnchangedPassword(input)) throw new AppError(400, UNCHANGED_PASSWORD_CODE, UNCHANGED_PASSWORD_MESSAGE);
      await requireStrongPassword(input.newPassword, accountWords({ email: user.email, name: user.name ?? undefined }), "newPassword");
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash });
        await revokeAllRefreshTokensOfUser(tx, user.id, now);
      });
      return startSession({ ...user, passwordHash }, timeZone, now);
    },

    /** Whether a reset link still works, asked when it is opened, so a used one says so before anything is typed. */
    async checkResetToken(token: string): Promise<void> {
      if (!(await isUsablePasswordResetToken(db, hashToken(token), clock.now()))) throw resetTokenInvalid();
    },

    /** Sets a new password with a reset token, and signs the user out everywhere. */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      await requireStrongPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const userId = await consumePasswordResetToken(tx, hashToken(input.token), now);
        if (!userId) return false;
        await updateUser(tx, userId, { passwordHash });
        await revokeAllRefreshTokensOfUser(tx, userId, now);
        return true;
      });
      if (!done) throw resetTokenInvalid();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
