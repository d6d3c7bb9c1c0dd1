import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";
import {
  claimIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from "../db/repositories/idempotency-repository.ts";
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
 * repeat of the same request gets that answer back; a repeat while the first still runs is asked to
 * retry; the key on another request (another method, path or body) is refused. A change that fails is forgotten, so a retry runs it.
 */
export function createIdempotencyService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async run(request: IdempotentRequest, change: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer & { replayed: boolean }> {
      const expiredBefore = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
      const { body, ...target } = request;
      const requestHash = createHash("sha256").update(JSON.stringify(body ?? null)).digest("base64url");
      const existing = await claimIdempotencyKey(db, { ...target, requestHash, expiredBefore });
      if (existing) {
        const sameBody = existing.requestHash === null || existing.requestHash === requestHash;
        if (existing.method !== request.method || existing.path !== request.path || !sameBody) {
          throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for another request");
        }
        if (existing.status === null || existing.body === null) {
          throw new AppError(409, "IDEMPOTENCY_KEY_IN_USE", "A request with this Idempotency-Key is still running; try again shortly");
        }
        return { status: existing.status, body: existing.body, replayed: true };
      }
      let answer: IdempotentAnswer;
      try {
        answer = await change();
      } catch (error) {
        await releaseIdempotencyKey(db, request.userId, request.key);
        throw error;
      }
      await recordIdempotentAnswer(db, request.userId, request.key, answer);
      return { ...answer, replayed: false };
    },
  };
}
