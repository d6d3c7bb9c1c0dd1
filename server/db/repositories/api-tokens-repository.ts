import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { apiTokens } from "../schema.ts";

export type ApiTokenRow = Omit<typeof apiTokens.$inferSelect, "tokenHash">;

const visibleColumns = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

export async function insertApiToken(db: Database, values: { userId: string; name: string; scope: "read" | "write"; tokenHash: string; createdAt: Date }): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning(visibleColumns);
  return row!;
}

/** The user's tokens not revoked, newest first. */
export async function listActiveApiTokens(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select(visibleColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function countActiveApiTokens(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return row?.count ?? 0;
}

/** Revokes one of the user's tokens; false when the user has no such token still working. */
export async function revokeApiToken(db: Database, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** The working token with this hash, read on every request that presents one (never cached, so a revocation counts at once). */
export async function findWorkingApiToken(db: Database, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .select(visibleColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row;
}

/** Notes a use, unless one was noted since `notBefore`: at most one write a minute per token, however busy it is. */
export async function noteApiTokenUse(db: Database, id: string, at: Date, notBefore: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, notBefore))));
}
