import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";
import {
  claimIdempotencyKey,
  recordIdempotentAnswer,
  removeExpiredIdempotencyKeys,
  takeOverUnansweredClaim,
} from "../db/repositories/idempotency-repository.ts";
import { haltPoint } from "../halt-points.ts";
import { AppError } from "../http/app-error.ts";
import { systemClock, type Clock } from "./clock.ts";

/** Keys are kept at least a day, as the offline queue may replay a change that long after; two to be safe. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** One request as its key names it: who sent it, where, and its body (JSON, or undefined when it has none). */
export type IdempotentRequest = { userId: string; key: string; method: string; path: string; body: unknown };
export type IdempotentAnswer = { status: number; body: string };

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

/**
 * Runs a change at most once per user and key: the first request runs it and its answer is kept; a
 * repeat of the same request gets that answer back; the key on another request (another method, path or
 * body) is refused.
 *
 * The key is claimed, the change made and its answer kept in one transaction, which `change` is given
 * and must make its change in: a server that stops anywhere before the commit leaves neither the claim
 * nor the change, so the replay makes the change, once. A repeat sent while the first still runs waits
 * for it (PostgreSQL makes the second claim wait for the first transaction; PGlite runs one at a time)
 * and gets its answer. A change that fails is rolled back with its claim, so a retry runs it.
 */
export function createIdempotencyService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async run(request: IdempotentRequest, change: (tx: Database) => Promise<IdempotentAnswer>): Promise<IdempotentAnswer & { replayed: boolean }> {
      const { body, ...target } = request;
      const claim = { ...target, requestHash: createHash("sha256").update(JSON.stringify(body ?? null)).digest("base64url") };
      await removeExpiredIdempotencyKeys(db, request.userId, new Date(clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
      return db.transaction(async (tx) => {
        for (;;) {
          const existing = await claimIdempotencyKey(tx, claim);
          if (existing) {
            const sameBody = existing.requestHash === null || existing.requestHash === claim.requestHash;
            if (existing.method !== request.method || existing.path !== request.path || !sameBody) {
              throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for another request");
            }
            if (existing.status !== null && existing.body !== null) return { status: existing.status, body: existing.body, replayed: true };
            // A claim kept without an answer by a server that stopped in between: this replay makes the change.
            if (!(await takeOverUnansweredClaim(tx, claim))) continue;
          }
          const answer = await change(tx);
          await haltPoint("after-idempotent-change");
          await recordIdempotentAnswer(tx, request.userId, request.key, answer);
          return { ...answer, replayed: false };
        }
      });
    },
  };
}
