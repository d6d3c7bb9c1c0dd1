import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { createHashingGate, type HashingGate, type HashingPriority } from "./hashing-gate.ts";

/**
 * Password hashing with scrypt from node:crypto at OWASP's Password Storage Cheat Sheet parameters
 * (N=2^17, r=8, p=1), a 32-byte random salt and a 32-byte key. No native dependency: see
 * docs/decisions/003-scrypt-for-passwords.md. Stored as `scrypt$N$r$p$salt$key` (base64url), so the
 * parameters can rise later and old hashes still verify.
 */
export const passwordHashParameters = { N: 2 ** 17, r: 8, p: 1, saltBytes: 32, keyBytes: 32 } as const;

export type PasswordHashParameters = { readonly N: number; readonly r: number; readonly p: number; readonly saltBytes: number; readonly keyBytes: number };

/**
 * How many scrypt computations run at once; the rest wait their turn. Each one holds a core and 128 MiB
 * for a few hundred milliseconds on libuv's thread pool (4 threads, shared with file and compression
 * work), so a burst of 50 sign-ups must not take every core and thread: one core is always left to the
 * event loop, which keeps `/api/health` and every other request answering.
 */
export const hashingConcurrency = Math.min(4, Math.max(1, availableParallelism() - 1));

/**
 * The app's queue for password work (docs/decisions/045-password-work-admitted-in-order.md): a few hashes
 * wait a short while behind those running, a sign-in from a known device ahead of the others, and the
 * rest are refused at once with 503 and Retry-After. Bounded so that no one waits longer than a few
 * seconds: what waits can start within the wait, at a few hundred milliseconds a hash.
 */
export const appHashingGate = createHashingGate({ concurrency: hashingConcurrency, maxWaiting: 8 * hashingConcurrency, maxWaitMs: 3_000, retryAfterSeconds: 5 });

/**
 * Runs other heavy password work (the strength estimate) in the same queue, one piece at a time between
 * hashes, so a burst of sign-ups cannot queue seconds of it ahead of every other request.
 */
export function inHashingPool<T>(work: () => T): Promise<T> {
  return appHashingGate.run("stranger", work);
}

/** How many hash computations are running or waiting (for tests and diagnostics). */
export function hashingQueueLength(): number {
  const { running, waiting } = appHashingGate.load();
  return running + waiting["known-device"] + waiting.stranger;
}

function deriveKey(gate: HashingGate, priority: HashingPriority, password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return gate.run(
    priority,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is below what N=2^17, r=8 uses (128 MiB). */
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

/** Hashing and checking passwords, at one set of parameters. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  /**
   * Checks against a stored hash at the parameters it was made with, whatever today's are; `priority` is
   * the check's place in the queue (a sign-in from a known device goes first).
   */
  verify: (password: string, stored: string, priority?: HashingPriority) => Promise<boolean>;
  /** Whether a stored hash was made with weaker parameters than these, so it is re-hashed at the next login. */
  needsRehash: (stored: string) => boolean;
  /**
   * Checks a password against a hash of no account, so an unknown e-mail costs as much time as a wrong
   * password and the answer time does not tell whether an address has an account.
   */
  verifyAgainstDummy: (password: string) => Promise<false>;
  /** Throws the queue's 503 when work of this priority would be refused now. */
  refuseWhenFull: (priority: HashingPriority) => void;
};

async function verifyWith(gate: HashingGate, priority: HashingPriority, password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length === 0) return false;
  const key = await deriveKey(gate, priority, password, salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(key, expected);
}

/** Checks a password against a stored hash in the app's queue, as a stranger's check. */
function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifyWith(appHashingGate, "stranger", password, stored);
}

/**
 * Password hashing at `parameters`, queued in `gate`. The app hashes at OWASP's (`passwordHashing`, below)
 * in its own queue; only code can ask for others, never the configuration: the integration tests' servers
 * hash at a lower cost (test-support/server/test-server.ts), as a full scrypt per sign-up was a third of
 * their run, and the test of a sign-in flood watches a queue of its own.
 */
export function createPasswordHashing(parameters: PasswordHashParameters = passwordHashParameters, gate: HashingGate = appHashingGate): PasswordHashing {
  const { N, r, p, saltBytes, keyBytes } = parameters;
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const key = await deriveKey(gate, "stranger", password, salt, keyBytes, { N, r, p, maxmem: maxmemFor(N, r) });
    return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
  }
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify: (password, stored, priority = "stranger") => verifyWith(gate, priority, password, stored),
    refuseWhenFull: (priority) => gate.refuseWhenFull(priority),
    needsRehash: (stored) => {
      const [scheme, storedN, storedR, storedP] = stored.split("$");
      return scheme !== "scrypt" || Number(storedN) < N || Number(storedR) < r || Number(storedP) < p;
    },
    verifyAgainstDummy: async (password) => {
      dummyHash ??= hash(randomBytes(16).toString("hex"));
      await verifyWith(gate, "stranger", password, await dummyHash);
      return false;
    },
  };
}

/** The app's password hashing, at OWASP's parameters. */
export const passwordHashing = createPasswordHashing();

/** Checking needs no parameters of its own: a stored hash carries the ones it was made with. */
export { verifyPassword };

/** A hash no password matches, for accounts created without one (development sign-in). */
export function unusablePasswordHash(): string {
  return `disabled$${randomBytes(16).toString("base64url")}`;
}
