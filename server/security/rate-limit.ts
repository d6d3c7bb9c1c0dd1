import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { rateLimit, ipKeyGenerator, type Options, type Store, type IncrementResponse, type RateLimitInfo } from "express-rate-limit";
import { lt, sql, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitBuckets } from "../db/schema.ts";
import type { ErrorBody } from "@domain/contract/index.ts";
import type { RateLimitRule } from "../config.ts";

/**
 * An express-rate-limit store kept in PostgreSQL: fixed windows counted by one atomic upsert, so every
 * server instance sees the same counts and a restart forgets nothing. Keys are hashed: the table never
 * holds an address or an e-mail in the clear.
 */
export class PostgresRateLimitStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private bucketKey(key: string) {
    return `${this.prefix}:${createHash("sha256").update(key).digest("base64url")}`;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = new Date();
    const resetAt = new Date(now.getTime() + this.windowMs);
    const [bucket] = await this.db
      .insert(rateLimitBuckets)
      .values({ key: this.bucketKey(key), hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitBuckets.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
    // Expired buckets of this limiter are swept now and then, so the table stays small.
    if (Math.random() < 0.01) await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
    return { totalHits: bucket!.hits, resetTime: bucket!.resetAt };
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimitBuckets)
      .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
      .where(eq(rateLimitBuckets.key, this.bucketKey(key)));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, this.bucketKey(key)));
  }
}

type LimiterOptions = {
  db: Database;
  /** Names the counter; unique per limiter. */
  name: string;
  rule: RateLimitRule;
  /** What is counted: the client's address, or the e-mail address in the body. */
  by: "ip" | "email";
};

/**
 * A limiter that answers 429 `{ error: { code: "RATE_LIMITED" } }` with Retry-After (seconds) once
 * `rule.limit` requests arrived in the window. Mount it after the JSON body parser.
 */
export function limitRequests({ db, name, rule, by }: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(db, `${name}:${by}`),
    keyGenerator: by === "ip" ? (req) => ipKeyGenerator(req.ip ?? "unknown") : (req) => emailInBody(req) ?? "",
    // A body without a usable e-mail is refused by validation right after; only real addresses are counted.
    skip: by === "email" ? (req) => emailInBody(req) === undefined : undefined,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(rule.windowMs / 1000);
      res.setHeader("Retry-After", String(seconds));
      res.status(429).json({
        error: { code: "RATE_LIMITED", message: `Too many attempts. Try again in ${formatWait(seconds)}.` },
      } satisfies ErrorBody);
    },
  });
}

function emailInBody(req: Request): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== "object" || body === null) return undefined;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== "string") return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length > 0 && normalised.length <= 254 ? normalised : undefined;
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
