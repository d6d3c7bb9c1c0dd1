import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../client.ts";
import { homeMembers, notifications, users } from "../schema.ts";
import { personNameSql } from "./tasks-repository.ts";

/** The notification center. */
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.
// A row names its recipient; one without (written before homes were shared) is every member's, as it was.

/** Whose notification center a request reads: the member's own rows in that home, and the home's unaddressed ones. */
export type NotificationReader = { homeId: string; userId: string };

function readableBy({ homeId, userId }: NotificationReader): SQL {
  return and(eq(notifications.homeId, homeId), or(eq(notifications.recipientUserId, userId), isNull(notifications.recipientUserId)))!;
}

export async function listNotifications(db: Database, reader: NotificationReader): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(readableBy(reader)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(200);
}

export async function insertNotification(db: Database, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Several notifications in one statement (achievements unlocked together, a member's news to the others). */
export async function insertNotifications(db: Database, values: readonly NewNotificationRow[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values([...values]).returning();
}

/** Marks it read, keeping the first time it was read. */
export async function markNotificationRead(db: Database, reader: NotificationReader, id: string, at: Date): Promise<NotificationRow | undefined> {
  const mine = and(readableBy(reader), eq(notifications.id, id));
  await db.update(notifications).set({ readAt: at }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine).limit(1);
  return row;
}

export async function markAllNotificationsRead(db: Database, reader: NotificationReader, at: Date): Promise<void> {
  await db.update(notifications).set({ readAt: at }).where(and(readableBy(reader), isNull(notifications.readAt)));
}

export async function deleteNotifications(db: Database, reader: NotificationReader): Promise<void> {
  await db.delete(notifications).where(readableBy(reader));
}

/** Who hears of what a member did: the other members who keep "Household activity" on, and the member's name. */
export type HouseholdAudience = { actorName: string | undefined; recipients: readonly string[] };

/**
 * Who hears of what a member did in a home: the other members who keep "Household activity" on, and the
 * name the news gives the member. One statement; a home of one person answers no one.
 */
export async function listHouseholdAudience(db: Database, homeId: string, actorUserId: string): Promise<HouseholdAudience> {
  const rows = await db
    .select({ userId: homeMembers.userId, name: personNameSql, householdActivity: users.householdActivity })
    .from(homeMembers)
    .innerJoin(users, eq(users.id, homeMembers.userId))
    .where(and(eq(homeMembers.homeId, homeId), or(eq(homeMembers.userId, actorUserId), eq(users.householdActivity, true))));
  const actor = rows.find((row) => row.userId === actorUserId);
  return { actorName: actor?.name, recipients: rows.filter((row) => row.userId !== actorUserId).map((row) => row.userId) };
}
