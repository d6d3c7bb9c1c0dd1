import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { emailVerificationTokens, users } from "../schema.ts";

/**
 * Issues a verification link's token (its hash), making the user's older unused links worthless, as a
 * new reset link does with the older ones.
 */
export async function replaceEmailVerificationToken(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }, now: Date): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, values.userId), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values(values);
}

/** When the user's verification links issued since `since` were issued, oldest first (what the resend limit counts). */
export async function listEmailVerificationTokensIssuedSince(db: Database, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)))
    .orderBy(asc(emailVerificationTokens.createdAt));
  return rows.map((row) => row.createdAt);
}

/**
 * Spends a verification token and marks its user's address verified, in one statement each inside the
 * caller's transaction: only an unused, unexpired token does, so a link works once. Answers the user, or
 * undefined for a token that is unknown, used or expired.
 */
export async function consumeEmailVerificationToken(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .returning({ userId: emailVerificationTokens.userId });
  if (!row) return undefined;
  // The first verification's time stays: opening a second link later changes nothing.
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: sql`now()` })
    .where(eq(users.id, row.userId));
  return row.userId;
}
