import { and, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { homeMembers } from "../schema.ts";

// Who belongs to which home, and as what (docs/product.md §6.5). Every home-scoped request asks here,
// or applies the same rule inside its own statement, before it reads or changes the home's data.

export type HomeRole = (typeof homeMembers.$inferSelect)["role"];

export interface Membership {
  readonly homeId: string;
  readonly userId: string;
  readonly role: HomeRole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's membership of a home, or undefined when they are not a member. A home id that is not a UUID
 * (a mistyped header or path) is simply no home: undefined, so the caller answers 404 as for another's home.
 */
export async function findMembership(db: Database, homeId: string, userId: string): Promise<Membership | undefined> {
  if (!UUID.test(homeId)) return undefined;
  const [row] = await db
    .select({ homeId: homeMembers.homeId, userId: homeMembers.userId, role: homeMembers.role })
    .from(homeMembers)
    .where(and(eq(homeMembers.homeId, homeId), eq(homeMembers.userId, userId)))
    .limit(1);
  return row;
}
