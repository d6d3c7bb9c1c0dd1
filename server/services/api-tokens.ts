import { API_TOKEN_PREFIX, MAX_API_TOKENS, type ApiToken, type ApiTokenScope, type CreateApiTokenRequest, type CreateApiTokenResponse } from "@domain/contract/index.ts";
import { API_TOKEN_MESSAGES } from "@domain/messages.ts";
import type { Database } from "../db/client.ts";
import {
  countActiveApiTokens,
  findWorkingApiToken,
  insertApiToken,
  listActiveApiTokens,
  noteApiTokenUse,
  revokeApiToken,
  type ApiTokenRow,
} from "../db/repositories/api-tokens-repository.ts";
import { AppError } from "../http/app-error.ts";
import { hashToken, newOpaqueToken } from "../security/tokens.ts";
import { systemClock, type Clock } from "./clock.ts";

/** Who a personal API token speaks for, and what it may do. */
export type ApiTokenHolder = { tokenId: string; userId: string; scope: ApiTokenScope };

/**
 * A use is noted at most once a minute per token: "last used" is for a person deciding whether a token is
 * still needed, and an automation polling every few seconds must not turn every read into a write.
 */
export const lastUseResolutionMs = 60_000;

/** A token's text: the prefix, then 256 random bits (base64url), like the other opaque tokens. */
const tokenShape = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export function looksLikeApiToken(text: string): boolean {
  return text.startsWith(API_TOKEN_PREFIX);
}

function toApiToken(row: ApiTokenRow): ApiToken {
  return { id: row.id, name: row.name, scope: row.scope, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;

export function createApiTokenService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async list(userId: string): Promise<ApiToken[]> {
      return (await listActiveApiTokens(db, userId)).map(toApiToken);
    },

    /** Makes a token; its secret is in this answer alone, the table keeps only its SHA-256 hash. */
    async create(userId: string, { name, scope }: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
      if ((await countActiveApiTokens(db, userId)) >= MAX_API_TOKENS) throw AppError.conflict(API_TOKEN_MESSAGES.tooMany);
      const secret = `${API_TOKEN_PREFIX}${newOpaqueToken()}`;
      const row = await insertApiToken(db, { userId, name: name.trim(), scope, tokenHash: hashToken(secret), createdAt: clock.now() });
      return { token: toApiToken(row), secret };
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await revokeApiToken(db, userId, id, clock.now()))) throw AppError.notFound(API_TOKEN_MESSAGES.notFound);
    },

    /**
     * The holder of a working token, read from the table on every request (no memory of earlier answers),
     * so a revoked token is refused from the next request on; undefined for an unknown or revoked one.
     */
    async holderOf(secret: string): Promise<ApiTokenHolder | undefined> {
      if (!tokenShape.test(secret)) return undefined;
      const row = await findWorkingApiToken(db, hashToken(secret));
      if (!row) return undefined;
      const now = clock.now();
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUseResolutionMs) {
        await noteApiTokenUse(db, row.id, now, new Date(now.getTime() - lastUseResolutionMs));
      }
      return { tokenId: row.id, userId: row.userId, scope: row.scope };
    },
  };
}
