import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { homeInvitations, homeMembers, homes, users } from "../schema.ts";
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

/** One of a person's homes as the list of homes shows it. */
export interface HomeOfMember {
  readonly id: string;
  readonly name: string | null;
  readonly role: HomeRole;
  readonly memberCount: number;
  readonly onboarded: boolean;
  readonly homeType: string | null;
}

const memberCount = sql<number>`(select count(*)::int from ${homeMembers} as others where others.home_id = ${homeMembers.homeId})`;

const homeOfMemberColumns = {
  id: homes.id,
  name: homes.name,
  role: homeMembers.role,
  memberCount,
  onboarded: sql<boolean>`${homes.onboardingCompletedAt} is not null`,
  homeType: homes.homeType,
};

/** The person's homes, their first home (the one a request naming none is about) first. */
export async function listHomesOfMember(db: Database, userId: string): Promise<HomeOfMember[]> {
  return db
    .select(homeOfMemberColumns)
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(homeMembers.userId, userId))
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId));
}

/** One of the person's homes, or undefined when they are not its member. */
export async function findHomeOfMember(db: Database, homeId: string, userId: string): Promise<HomeOfMember | undefined> {
  if (!isUuid(homeId)) return undefined;
  const [row] = await db
    .select(homeOfMemberColumns)
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(and(eq(homeMembers.userId, userId), eq(homeMembers.homeId, homeId)))
    .limit(1);
  return row;
}

/** A new home with the person as its owner; call inside a transaction. Its set-up (type, appliances) comes later. */
export async function insertHomeOwnedBy(db: Database, userId: string, name: string | null): Promise<string> {
  const [home] = await db.insert(homes).values({ name }).returning({ id: homes.id });
  await db.insert(homeMembers).values({ homeId: home!.id, userId, role: "owner" });
  return home!.id;
}

export async function renameHome(db: Database, homeId: string, name: string): Promise<void> {
  await db.update(homes).set({ name }).where(eq(homes.id, homeId));
}

/** The members of a home, by user id. */
export async function listMemberIdsOfHome(db: Database, homeId: string): Promise<string[]> {
  return (await db.select({ userId: homeMembers.userId }).from(homeMembers).where(eq(homeMembers.homeId, homeId))).map((row) => row.userId);
}

/**
 * Deletes a home and everything it holds (by ON DELETE CASCADE); call inside a transaction. Its files go
 * once the transaction is committed. Every former member left with no home gets a new, empty one, whose
 * set-up the app then offers: a person always has a home (docs/decisions/092-the-home-header-and-its-fallback.md).
 */
export async function deleteHomeKeepingEveryoneHoused(db: Database, homeId: string): Promise<void> {
  const formerMembers = await listMemberIdsOfHome(db, homeId);
  await db.delete(homes).where(eq(homes.id, homeId));
  if (formerMembers.length === 0) return;
  const stillHoused = new Set(
    (await db.selectDistinct({ userId: homeMembers.userId }).from(homeMembers).where(inArray(homeMembers.userId, formerMembers))).map((row) => row.userId),
  );
  for (const userId of formerMembers) if (!stillHoused.has(userId)) await insertHomeOwnedBy(db, userId, null);
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

// Roles and leaving (docs/product.md §6.5). A change that could leave a home without an owner runs in a
// transaction that first locks the home's member rows, so two owners stepping down at once cannot both pass.

/** Locks every member row of the home for the rest of the transaction and answers the roles. */
export async function lockMembersOfHome(tx: Database, homeId: string): Promise<Membership[]> {
  return tx
    .select({ homeId: homeMembers.homeId, userId: homeMembers.userId, role: homeMembers.role })
    .from(homeMembers)
    .where(eq(homeMembers.homeId, homeId))
    .for("update");
}

export async function setMemberRole(db: Database, homeId: string, userId: string, role: HomeRole): Promise<void> {
  await db.update(homeMembers).set({ role }).where(and(eq(homeMembers.homeId, homeId), eq(homeMembers.userId, userId)));
}

export async function deleteMembership(db: Database, homeId: string, userId: string): Promise<void> {
  await db.delete(homeMembers).where(and(eq(homeMembers.homeId, homeId), eq(homeMembers.userId, userId)));
}

/** Adds a member; false when they already were one (the primary key decides). */
export async function insertMembership(db: Database, values: { homeId: string; userId: string; role: HomeRole; createdAt: Date }): Promise<boolean> {
  const rows = await db.insert(homeMembers).values(values).onConflictDoNothing().returning({ userId: homeMembers.userId });
  return rows.length === 1;
}

/** Whether an account of this (normalised) address belongs to the home. */
export async function isMemberByEmail(db: Database, homeId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: homeMembers.userId })
    .from(homeMembers)
    .innerJoin(users, eq(users.id, homeMembers.userId))
    .where(and(eq(homeMembers.homeId, homeId), eq(users.email, email)))
    .limit(1);
  return rows.length === 1;
}

/** The name a home is shown by, null when nobody named it; undefined when there is no such home. */
export async function findHomeName(db: Database, homeId: string): Promise<{ name: string | null } | undefined> {
  const [row] = await db.select({ name: homes.name }).from(homes).where(eq(homes.id, homeId)).limit(1);
  return row;
}

// Invitations. Their token is stored only as its hash; every read of a home's invitations filters on the home.

export type InvitationRow = typeof homeInvitations.$inferSelect;

/** An invitation with what its page and list show: the home's name and the inviter's name or address. */
export type InvitationWithNames = InvitationRow & { homeName: string | null; inviterName: string | null; inviterEmail: string | null };

const pending = (now: Date) => and(isNull(homeInvitations.acceptedAt), isNull(homeInvitations.declinedAt), isNull(homeInvitations.withdrawnAt), gt(homeInvitations.expiresAt, now));

const invitationWithNames = {
  invitation: homeInvitations,
  homeName: homes.name,
  inviterName: users.name,
  inviterEmail: users.email,
};

function flatten(row: { invitation: InvitationRow; homeName: string | null; inviterName: string | null; inviterEmail: string | null }): InvitationWithNames {
  return { ...row.invitation, homeName: row.homeName, inviterName: row.inviterName, inviterEmail: row.inviterEmail };
}

export async function insertInvitation(
  db: Database,
  values: { homeId: string; invitedBy: string; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db.insert(homeInvitations).values(values).returning();
  return row!;
}

/** The home's invitations still waiting for an answer at `now`, newest first. */
export async function listPendingInvitations(db: Database, homeId: string, now: Date): Promise<InvitationWithNames[]> {
  const rows = await db
    .select(invitationWithNames)
    .from(homeInvitations)
    .innerJoin(homes, eq(homes.id, homeInvitations.homeId))
    .leftJoin(users, eq(users.id, homeInvitations.invitedBy))
    .where(and(eq(homeInvitations.homeId, homeId), pending(now)))
    .orderBy(desc(homeInvitations.createdAt), desc(homeInvitations.id));
  return rows.map(flatten);
}

/** When the home's invitations sent after `since` were sent, oldest first: the per-home limit counts them. */
export async function listInvitationTimesSince(db: Database, homeId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: homeInvitations.createdAt })
    .from(homeInvitations)
    .where(and(eq(homeInvitations.homeId, homeId), gt(homeInvitations.createdAt, since)))
    .orderBy(asc(homeInvitations.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function hasPendingInvitation(db: Database, homeId: string, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: homeInvitations.id })
    .from(homeInvitations)
    .where(and(eq(homeInvitations.homeId, homeId), eq(homeInvitations.email, email), pending(now)))
    .limit(1);
  return rows.length === 1;
}

/** Ends a pending invitation of the home; false when there is none by that id (answered, expired, another home's). */
export async function markInvitationWithdrawn(db: Database, homeId: string, invitationId: string, now: Date): Promise<boolean> {
  if (!isUuid(invitationId)) return false;
  const rows = await db
    .update(homeInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(homeInvitations.id, invitationId), eq(homeInvitations.homeId, homeId), pending(now)))
    .returning({ id: homeInvitations.id });
  return rows.length === 1;
}

export async function findInvitationByTokenHash(db: Database, tokenHash: string): Promise<InvitationWithNames | undefined> {
  const [row] = await db
    .select(invitationWithNames)
    .from(homeInvitations)
    .innerJoin(homes, eq(homes.id, homeInvitations.homeId))
    .leftJoin(users, eq(users.id, homeInvitations.invitedBy))
    .where(eq(homeInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/**
 * Spends a pending invitation as accepted or declined. The condition is in the statement, so of two answers
 * sent at once only one finds it pending; false for the other.
 */
export async function markInvitationAnswered(
  db: Database,
  invitationId: string,
  answer: { acceptedAt: Date; acceptedBy: string } | { declinedAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(homeInvitations)
    .set(answer)
    .where(and(eq(homeInvitations.id, invitationId), pending(now)))
    .returning({ id: homeInvitations.id });
  return rows.length === 1;
}

/** Every home the person belongs to, oldest membership first. */
export async function listHomeIdsOfMember(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, userId)).orderBy(asc(homeMembers.createdAt));
  return rows.map((row) => row.homeId);
}
