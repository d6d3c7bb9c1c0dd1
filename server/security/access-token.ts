import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Config } from "../config.ts";
import { hmacKeyOnFirstUse } from "./hmac-key.ts";

/** Access tokens live 15 minutes; the browser refreshes 60 s before `exp` (docs/product.md §4.2). */
export const accessTokenLifetimeSeconds = 15 * 60;

const issuer = "hearthkeep";
const audience = "hearthkeep-api";
const algorithm = "HS256";

export type AccessTokenClaims = { userId: string };

export type AccessTokens = {
  issue(userId: string, now?: Date): Promise<string>;
  /** The claims of a valid token, or undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
};

/**
 * How many verified tokens `verify` remembers. A signed-in browser sends the same token with every
 * request for its 15 minutes; checking its signature again each time (WebCrypto's HMAC, a job on
 * Node's thread pool) was about a tenth of the server's time under load (decision 018).
 */
const verifiedTokenMemory = 5_000;

export type AccessTokenOptions = {
  /** The clock expiry is checked against; the system clock outside tests. */
  now?: () => Date;
};

export function createAccessTokens(secret: string, { now: clock = () => new Date() }: AccessTokenOptions = {}): AccessTokens {
  const keyOf = hmacKeyOnFirstUse(new TextEncoder().encode(secret));
  /**
   * Tokens whose signature, issuer, audience and claims were verified, with their expiry (seconds).
   * Only a token that passed the full check is kept, under its exact text, so a changed token is
   * checked in full; its expiry is checked again on every use. The oldest is forgotten first.
   */
  const verified = new Map<string, { userId: string; expiresAt: number }>();
  return {
    async issue(userId, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: algorithm, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .sign(await keyOf());
    },
    async verify(token) {
      const nowSeconds = clock().getTime() / 1000;
      const known = verified.get(token);
      if (known) {
        if (nowSeconds < known.expiresAt) return { userId: known.userId };
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, await keyOf(), { algorithms: [algorithm], issuer, audience, requiredClaims: ["exp", "sub"], currentDate: clock() });
        if (!payload.sub || payload.exp === undefined) return undefined;
        if (verified.size >= verifiedTokenMemory) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId: payload.sub, expiresAt: payload.exp });
        return { userId: payload.sub };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}

/** Where the generated signing secret is kept, inside the data folder. */
export const jwtSecretFileName = "jwt-secret";

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated at the first start and kept in
 * `DATA_DIR/jwt-secret` (mode 600) with the data it protects, so sessions and unsubscribe links survive
 * a restart and `npm run jobs` signs as the server does, without anyone having to invent a secret
 * (docs/decisions/042-production-by-default.md). A `memory://` data dir gets a per-process secret.
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.dataDir.startsWith("memory://")) return randomBytes(48).toString("base64url");
  const file = path.join(config.dataDir, jwtSecretFileName);
  const stored = readStoredSecret(file);
  if (stored) return stored;
  // A file too short to be a secret this server wrote (emptied, edited by hand) is replaced.
  if (stored === "") rmSync(file, { force: true });
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // Written whole to a private draft, then linked to its name, which fails if another process (a server
  // and `npm run jobs` on PostgreSQL) got there first: both then use the one that was kept.
  const draft = `${file}.${process.pid}.${process.hrtime.bigint()}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flush: true });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readStoredSecret(file) || secret;
  } finally {
    unlinkSync(draft);
  }
}

/** The kept secret; "" when the file holds none (too short to be one this server wrote); undefined when there is no file. */
function readStoredSecret(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  // Readable by its owner only, whoever copied the folder in with wider rights.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const stored = readFileSync(file, "utf8").trim();
  return stored.length >= 32 ? stored : "";
}
