import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** An unguessable opaque token (256 bits), safe in URLs and cookies. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The stored form of an opaque token. A fast hash is enough here (unlike passwords): the tokens are
 * 256-bit random values, so a leaked table cannot be brute-forced back into usable tokens.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Compares two secrets in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
