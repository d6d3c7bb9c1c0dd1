import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../client.ts";
import { idempotencyKeys } from "../schema.ts";

export type IdempotencyRecord = { method: string; path: string; requestHash: string | null; status: number | null; body: string | null };

type Claim = { userId: string; key: string; method: string; path: string; requestHash: string };

/** Removes the user's keys older than `expiredBefore`, as new ones come. */
export async function removeExpiredIdempotencyKeys(db: Database, userId: string, expiredBefore: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expiredBefore)));
}

/**
 * Claims a key for a request about to run; call inside the transaction that runs the request's change
 * and keeps its answer. Returns null when the claim is this request's, or the row that already holds the
 * key: a kept answer to replay, or a claim without one (see takeOverUnansweredClaim). On PostgreSQL the
 * insert waits while another transaction holds an uncommitted claim of the key, and then finds its row.
 */
export async function claimIdempotencyKey(db: Database, claim: Claim): Promise<IdempotencyRecord | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, method: claim.method, path: claim.path, requestHash: claim.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [existing] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  // Removed between the insert and the select (expired): claim again.
  return existing ?? claimIdempotencyKey(db, claim);
}

/**
 * Makes a claim kept without an answer this request's, inside its transaction. Such a row was committed
 * by a server from before claims and answers were kept in one transaction, which stopped between the two.
 * False when another request took it over first (and kept its answer meanwhile): read the row again.
 */
export async function takeOverUnansweredClaim(db: Database, claim: Claim): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ requestHash: claim.requestHash })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key), isNull(idempotencyKeys.status)))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

export async function recordIdempotentAnswer(db: Database, userId: string, key: string, answer: { status: number; body: string }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}
