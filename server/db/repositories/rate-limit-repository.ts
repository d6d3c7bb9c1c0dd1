import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { rateLimitBuckets } from "../schema.ts";

/** A fixed-window counter: its hits and when the window ends. */
export type RateLimitBucket = { hits: number; resetAt: Date };

/**
 * Counts one hit in one atomic upsert: a window that has ended starts again at 1, so every server
 * instance sees the same counts.
 */
export async function countHit(db: Database, key: string, now: Date, windowMs: number): Promise<RateLimitBucket> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  return bucket!;
}

/** Deletes every bucket whose window ended before `now`. */
export async function deleteEndedBuckets(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
}

export async function findBucket(db: Database, key: string): Promise<RateLimitBucket | undefined> {
  const [bucket] = await db.select({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt }).from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  return bucket;
}

/** Takes one hit back (never below 0). */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, key));
}

export async function deleteBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
