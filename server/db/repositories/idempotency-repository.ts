import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../client.ts";
import { idempotencyKeys } from "../schema.ts";

export type IdempotencyRecord = { method: string; path: string; requestHash: string | null; status: number | null; body: string | null };

/**
 * Claims a key for a request about to run. Returns null when the claim is this request's, or the row
 * that already holds the key (a finished answer to replay, or a request still running).
 */
export async function claimIdempotencyKey(
  db: Database,
  claim: { userId: string; key: string; method: string; path: string; requestHash: string; expiredBefore: Date },
): Promise<IdempotencyRecord | null> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, claim.userId), lt(idempotencyKeys.createdAt, claim.expiredBefore)));
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
  // Removed between the insert and the select (expired, or released by a failed request): claim again.
  return existing ?? claimIdempotencyKey(db, claim);
}

export async function recordIdempotentAnswer(db: Database, userId: string, key: string, answer: { status: number; body: string }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

/** Frees a key whose request failed on our side, so the client's retry runs the change. */
export async function releaseIdempotencyKey(db: Database, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}
