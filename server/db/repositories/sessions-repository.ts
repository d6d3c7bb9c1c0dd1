import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { passwordResetTokens, refreshTokens } from "../schema.ts";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * A spent token's successor, stored once: a retry of the spent token derives the same successor and finds
 * it here, so it neither fails nor adds a second one.
 */
export async function insertSuccessorRefreshToken(
  db: Database,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/** The token row, locked until the transaction ends so two refreshes with one token run one after the other. */
export async function findRefreshTokenForUpdate(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for("update").limit(1);
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshTokenFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOfUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertPasswordResetToken(db: Database, values: { id: string; userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Spends a reset token: marks it used only if it is unused and unexpired, in one statement, so a link
 * clicked twice (or twice at once) works once. Answers the user it belongs to.
 */
export async function consumePasswordResetToken(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Whether a reset token would still set a password now: known, unused and unexpired. Changes nothing. */
export async function isUsablePasswordResetToken(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** The user's reset link that still works (the newest; a newer one makes the older worthless), if any. */
export async function findUsableResetTokenOfUser(db: Database, userId: string, now: Date): Promise<{ id: string; tokenHash: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ id: passwordResetTokens.id, tokenHash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(1);
  return row;
}

/** A new reset link makes the older unused ones of the user worthless. */
export async function expireUnusedResetTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Removes refresh tokens that expired more than a day ago (housekeeping after sign-ins). */
export async function deleteExpiredRefreshTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.expiresAt} < ${now.toISOString()}::timestamptz - interval '1 day'`));
}
