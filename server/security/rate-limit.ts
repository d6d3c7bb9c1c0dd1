import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { rateLimit, ipKeyGenerator, type Options, type Store, type IncrementResponse, type RateLimitInfo } from "express-rate-limit";
import type { Database } from "../db/client.ts";
import { countHit, deleteBucket, deleteEndedBuckets, findBucket, uncountHit } from "../db/repositories/rate-limit-repository.ts";
import type { ErrorBody } from "@domain/contract/index.ts";
import type { PasswordSlowDownRule, RateLimitRule } from "../config.ts";
import { AppError } from "../http/app-error.ts";
import { apiTokenHolderOf } from "./require-auth.ts";
import { systemClock, type Clock } from "../services/clock.ts";

/**
 * An express-rate-limit store kept in PostgreSQL: fixed windows counted by one atomic upsert, so every
 * server instance sees the same counts and a restart forgets nothing. Keys are hashed: the table never
 * holds an address or an e-mail in the clear.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
    public windowMs = 60_000,
    private readonly clock: Clock = systemClock,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private bucketKey(key: string) {
    return `${this.prefix}:${createHash("sha256").update(key).digest("base64url")}`;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock.now();
    const bucket = await countHit(this.db, this.bucketKey(key), now, this.windowMs);
    // Expired buckets of this limiter are swept now and then, so the table stays small.
    if (Math.random() < 0.01) await deleteEndedBuckets(this.db, now);
    return { totalHits: bucket.hits, resetTime: bucket.resetAt };
  }

  /** The hits of the current window, without counting one more (0 when the window has passed). */
  async get(key: string): Promise<{ totalHits: number; resetTime: Date } | undefined> {
    const bucket = await findBucket(this.db, this.bucketKey(key));
    if (!bucket || bucket.resetAt <= this.clock.now()) return undefined;
    return { totalHits: bucket.hits, resetTime: bucket.resetAt };
  }

  async decrement(key: string) {
    await uncountHit(this.db, this.bucketKey(key));
  }

  async resetKey(key: string) {
    await deleteBucket(this.db, this.bucketKey(key));
  }
}

type LimiterOptions = {
  db: Database;
  /** Names the counter; unique per limiter. */
  name: string;
  rule: RateLimitRule;
  /** What is counted: the client's address, the e-mail address in the body, or the personal API token the request was admitted with. */
  by: "ip" | "email" | "api-token";
  /** Where windows start and end: tests pass one they move, so a window passes without waiting for it. */
  clock?: Clock;
};

/**
 * A limiter that answers 429 `{ error: { code: "RATE_LIMITED" } }` with Retry-After (seconds) once
 * `rule.limit` requests arrived in the window. Mount it after the JSON body parser.
 */
export function limitRequests({ db, name, rule, by, clock = systemClock }: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(db, `${name}:${by}`, rule.windowMs, clock),
    keyGenerator: keyOf[by],
    // A body without a usable e-mail is refused by validation right after; only real addresses are counted.
    // A request without an API token is a browser's, limited elsewhere.
    skip: by === "email" ? (req) => emailInBody(req) === undefined : by === "api-token" ? (req) => apiTokenHolderOf(req) === undefined : undefined,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - clock.now().getTime()) / 1000)) : Math.ceil(rule.windowMs / 1000);
      res.setHeader("Retry-After", String(seconds));
      res.status(429).json({
        error: { code: "RATE_LIMITED", message: `Too many attempts. Try again in ${formatWait(seconds)}.` },
      } satisfies ErrorBody);
    },
  });
}

const keyOf: Record<LimiterOptions["by"], (req: Request) => string> = {
  ip: (req) => ipKeyGenerator(req.ip ?? "unknown"),
  email: (req) => emailInBody(req) ?? "",
  "api-token": (req) => apiTokenHolderOf(req)?.tokenId ?? "",
};

function emailInBody(req: Request): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== "object" || body === null) return undefined;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== "string") return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length > 0 && normalised.length <= 254 ? normalised : undefined;
}

/** Who is asking, for counting: the client's address (an IPv6 address by its /56 network, as express-rate-limit does). */
export function clientOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? "unknown");
}

export type PasswordAttemptRules = {
  /** Failed checks one client may make on one account in a window before it is refused (429). */
  failuresPerAccountAndClient: RateLimitRule;
  /** How checks on one account slow down, for every client, as its failures mount. */
  slowDownPerAccount: PasswordSlowDownRule;
};

/** The wait before the next check of an account that has failed `failures` times in the window. */
export function slowDownDelayMs(rule: PasswordSlowDownRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.freeFailures));
}

/**
 * The one limiter every password check goes through (sign-in, account deletion, any later one), so a
 * guess costs the same wherever it is made (docs/decisions/009-password-attempt-limits.md):
 * - failures are counted per account **and** client: a client that failed too often on an account is
 *   refused (429) on it, even with the right password, until the window passes;
 * - failures are counted per account alone too, but only to slow every check of it down (a growing
 *   delay before the hash is checked), never to refuse: so attackers elsewhere cannot lock the owner out;
 * - a correct password from a client that is not refused goes through, and clears that client's count.
 * Counts live in PostgreSQL (`rate_limit_buckets`, keys hashed) like the other limits.
 */
export function createPasswordAttemptLimiter({
  db,
  rules,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  clock = systemClock,
}: {
  db: Database;
  rules: PasswordAttemptRules;
  sleep?: (ms: number) => Promise<void>;
  clock?: Clock;
}) {
  const perAccountAndClient = new PostgresRateLimitStore(db, "password:account-client", rules.failuresPerAccountAndClient.windowMs, clock);
  const perAccount = new PostgresRateLimitStore(db, "password:account", rules.slowDownPerAccount.windowMs, clock);

  return {
    /**
     * Runs `check` (the password hash comparison) under the limits and answers its verdict; throws a 429
     * AppError when this client may not try this account now. `account` is the normalised e-mail address.
     */
    async verify({ account, client }: { account: string; client: string }, check: () => Promise<boolean>): Promise<boolean> {
      const pairKey = `${account}\n${client}`;
      // Counted before the check, so many guesses in flight at once cannot slip past the limit together;
      // given back below when the password was right.
      const pair = await perAccountAndClient.increment(pairKey);
      if (pair.totalHits > rules.failuresPerAccountAndClient.limit) {
        const seconds = Math.max(1, Math.ceil(((pair.resetTime ?? clock.now()).getTime() - clock.now().getTime()) / 1000));
        throw AppError.rateLimited(`Too many attempts. Try again in ${formatWait(seconds)}.`, seconds);
      }
      const failures = (await perAccount.get(account))?.totalHits ?? 0;
      const delay = slowDownDelayMs(rules.slowDownPerAccount, failures);
      if (delay > 0) await sleep(delay);
      const valid = await check();
      if (valid) await perAccountAndClient.resetKey(pairKey);
      else await perAccount.increment(account);
      return valid;
    },
  };
}

export type PasswordAttemptLimiter = ReturnType<typeof createPasswordAttemptLimiter>;

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
