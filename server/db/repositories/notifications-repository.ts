import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client.ts";
import { notifications } from "../schema.ts";

/** The notification center. */
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

export async function listNotifications(db: Database, homeId: string): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.homeId, homeId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(200);
}

export async function insertNotification(db: Database, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Several notifications in one statement (achievements unlocked together). */
export async function insertNotifications(db: Database, values: readonly NewNotificationRow[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(notifications).values([...values]);
}

/** Marks it read, keeping the first time it was read. */
export async function markNotificationRead(db: Database, homeId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const mine = and(eq(notifications.homeId, homeId), eq(notifications.id, id));
  await db.update(notifications).set({ readAt: at }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine).limit(1);
  return row;
}

export async function markAllNotificationsRead(db: Database, homeId: string, at: Date): Promise<void> {
  await db.update(notifications).set({ readAt: at }).where(and(eq(notifications.homeId, homeId), isNull(notifications.readAt)));
}

export async function deleteNotifications(db: Database, homeId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.homeId, homeId));
}
