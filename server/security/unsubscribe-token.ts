import { createHmac } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { hmacKeyOnFirstUse } from "./hmac-key.ts";

/** The e-mail preferences a one-click unsubscribe link can turn off. */
export type UnsubscribeTopic = "emailReminders" | "weeklySummary";

export type UnsubscribeTokens = {
  issue(userId: string, topic: UnsubscribeTopic, now?: Date): Promise<string>;
  /** The user and topic of a valid token; undefined for a forged, altered, expired or foreign one. */
  verify(token: string): Promise<{ userId: string; topic: UnsubscribeTopic } | undefined>;
};

const issuer = "hearthkeep";
const audience = "hearthkeep-unsubscribe";
const algorithm = "HS256";
/** Old e-mails stay in inboxes: a link keeps working for a year. */
const lifetimeSeconds = 365 * 24 * 60 * 60;

/**
 * Signed unsubscribe tokens (RFC 8058 one-click links). The key is derived from the server's signing
 * secret with its own label and the tokens carry their own audience, so an access token is never an
 * unsubscribe token nor the reverse; the user id is signed in, so a token works for its user only.
 */
export function createUnsubscribeTokens(signingSecret: string): UnsubscribeTokens {
  const keyOf = hmacKeyOnFirstUse(createHmac("sha256", signingSecret).update("hearthkeep unsubscribe links").digest());
  return {
    async issue(userId, topic, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ topic })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(await keyOf());
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keyOf(), { algorithms: [algorithm], issuer, audience, requiredClaims: ["exp", "sub"] });
        const topic = payload.topic;
        if (!payload.sub || (topic !== "emailReminders" && topic !== "weeklySummary")) return undefined;
        return { userId: payload.sub, topic };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
