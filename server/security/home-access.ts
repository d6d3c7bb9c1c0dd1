import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { homeMembers } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

/**
 * The one place that decides who may touch a home's data: a user may when they are a member of it.
 * Everything a home owns (appliances, tasks, completions, notifications) is reached through a home id
 * that came from here, and a miss answers 404 (not 403) so ids of other homes stay unconfirmed.
 */
export async function homeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  const [membership] = await db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, userId)).limit(1);
  return membership?.homeId;
}

/** Throws 404 unless the user is a member of the home. */
export async function assertHomeMember(db: Database, userId: string, homeId: string): Promise<void> {
  const [membership] = await db
    .select({ homeId: homeMembers.homeId })
    .from(homeMembers)
    .where(and(eq(homeMembers.userId, userId), eq(homeMembers.homeId, homeId)))
    .limit(1);
  if (!membership) throw AppError.notFound();
}
