import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { homeMembers, users } from "../schema.ts";
import { isUuid } from "../../http/ids.ts";

// Who belongs to which home, and as what (docs/product.md §6.5). Every home-scoped request asks here,
// or applies the same rule inside its own statement, before it reads or changes the home's data.

export type HomeRole = (typeof homeMembers.$inferSelect)["role"];

export interface Membership {
  readonly homeId: string;
  readonly userId: string;
  readonly role: HomeRole;
}

/**
 * The caller's membership of a home, or undefined when they are not a member. A home id that is not a UUID
 * (a mistyped header or path) is simply no home: undefined, so the caller answers 404 as for another's home.
 */
export async function findMembership(db: Database, homeId: string, userId: string): Promise<Membership | undefined> {
  if (!isUuid(homeId)) return undefined;
  const [row] = await db
    .select({ homeId: homeMembers.homeId, userId: homeMembers.userId, role: homeMembers.role })
    .from(homeMembers)
    .where(and(eq(homeMembers.homeId, homeId), eq(homeMembers.userId, userId)))
    .limit(1);
  return row;
}

export interface MemberRow {
  readonly userId: string;
  readonly name: string | null;
  readonly email: string;
  readonly role: HomeRole;
  readonly joinedAt: Date;
}

/** A home's people: owners first, then by when they joined. */
export async function listMembersOfHome(db: Database, homeId: string): Promise<MemberRow[]> {
  return db
    .select({ userId: homeMembers.userId, name: users.name, email: users.email, role: homeMembers.role, joinedAt: homeMembers.createdAt })
    .from(homeMembers)
    .innerJoin(users, eq(users.id, homeMembers.userId))
    .where(eq(homeMembers.homeId, homeId))
    // "owner" sorts after "member": descending puts owners first.
    .orderBy(desc(homeMembers.role), asc(homeMembers.createdAt), asc(users.email));
}
