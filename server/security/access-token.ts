import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

/**
 * The signing secret: JWT_SECRET when set (required in production, enforced by loadConfig); otherwise
 * one generated once and kept in `DATA_DIR/jwt-secret` (mode 600), so sessions survive a restart in
 * development without anyone having to invent a secret. A `memory://` data dir gets a per-process secret.
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir" | "nodeEnv">): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.nodeEnv === "production") throw new Error("JWT_SECRET is required when NODE_ENV=production");
  if (config.dataDir.startsWith("memory://")) return randomBytes(48).toString("base64url");
  const file = path.join(config.dataDir, "jwt-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
