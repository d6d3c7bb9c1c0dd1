import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { completions, homeMembers, notifications, scheduledMessages, tasks, users } from "../schema.ts";
import type { NewNotificationRow } from "./notifications-repository.ts";
import type { TaskRow } from "./tasks-repository.ts";

export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type ScheduledMessageKind = ScheduledMessageRow["kind"];

/** A user as scheduled work sees them: address, preferences and home. */
export type Recipient = {
  userId: string;
  homeId: string;
  email: string;
  name: string | null;
  timeZone: string;
  reminderDays: number;
  emailReminders: boolean;
  weeklySummary: boolean;
  notificationsEnabled: boolean;
  /** Whether the owner of the address opened the link mailed to it: nothing scheduled is e-mailed before. */
  emailVerified: boolean;
};

const recipientColumns = {
  userId: users.id,
  homeId: homeMembers.homeId,
  email: users.email,
  name: users.name,
  timeZone: users.timeZone,
  reminderDays: users.reminderDays,
  emailReminders: users.emailReminders,
  weeklySummary: users.weeklySummary,
  notificationsEnabled: users.notificationsEnabled,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

/** Every time zone some user lives in: the scheduler works out which of them it is 8 a.m. in. */
export async function listTimeZonesInUse(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ timeZone: users.timeZone }).from(users);
  return rows.map((row) => row.timeZone);
}

export async function listRecipientsInTimeZones(db: Database, timeZones: readonly string[]): Promise<Recipient[]> {
  if (timeZones.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(users)
    .innerJoin(homeMembers, eq(homeMembers.userId, users.id))
    .where(inArray(users.timeZone, [...timeZones]))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findRecipient(db: Database, userId: string): Promise<Recipient | undefined> {
  const [row] = await db.select(recipientColumns).from(users).innerJoin(homeMembers, eq(homeMembers.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Creates the message of a user and period, and the in-app notifications that go with it, in one
 * transaction; answers undefined when the row exists already (the unique key), creating nothing.
 */
export async function createScheduledMessage(
  db: Database,
  values: { userId: string; homeId: string; kind: ScheduledMessageKind; period: string; emailStatus: "pending" | "skipped" },
  notificationsToAdd: NewNotificationRow[],
): Promise<ScheduledMessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduledMessages)
      .values(values)
      .onConflictDoNothing({ target: [scheduledMessages.userId, scheduledMessages.kind, scheduledMessages.period] })
      .returning();
    if (row && notificationsToAdd.length > 0) await tx.insert(notifications).values(notificationsToAdd);
    return row;
  });
}

export async function findScheduledMessage(db: Database, userId: string, kind: ScheduledMessageKind, period: string): Promise<ScheduledMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.userId, userId), eq(scheduledMessages.kind, kind), eq(scheduledMessages.period, period)))
    .limit(1);
  return row;
}

export async function findScheduledMessageById(db: Database, id: string): Promise<ScheduledMessageRow | undefined> {
  const [row] = await db.select().from(scheduledMessages).where(eq(scheduledMessages.id, id)).limit(1);
  return row;
}


/**
 * Takes the message for one sending attempt: pending, or "sending" whose lease ran out (the sender
 * died mid-send). Answers undefined when another attempt holds it or it is done.
 */
export async function claimScheduledMessage(db: Database, id: string, now: Date, leaseSeconds: number): Promise<ScheduledMessageRow | undefined> {
  const leaseEnd = new Date(now.getTime() - leaseSeconds * 1000);
  const [row] = await db
    .update(scheduledMessages)
    .set({ emailStatus: "sending", claimedAt: now, attempts: sql`${scheduledMessages.attempts} + 1` })
    .where(
      and(
        eq(scheduledMessages.id, id),
        or(eq(scheduledMessages.emailStatus, "pending"), and(eq(scheduledMessages.emailStatus, "sending"), lt(scheduledMessages.claimedAt, leaseEnd))),
      ),
    )
    .returning();
  return row;
}

export async function settleScheduledMessage(
  db: Database,
  id: string,
  outcome: { emailStatus: "pending" | "sent" | "skipped" | "failed"; at: Date; error?: string | undefined },
): Promise<void> {
  await db
    .update(scheduledMessages)
    .set({
      emailStatus: outcome.emailStatus,
      claimedAt: null,
      ...(outcome.emailStatus === "sent" && { sentAt: outcome.at }),
      lastError: outcome.error ?? null,
    })
    .where(eq(scheduledMessages.id, id));
}

/** Open tasks due on or before `lastDay`, not snoozed past `now`, earliest first: what a reminder lists. */
export async function listOpenTasksDueBy(db: Database, homeId: string, lastDay: string, now: Date): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.homeId, homeId),
        eq(tasks.status, "open"),
        lte(tasks.dueDate, lastDay),
        or(isNull(tasks.snoozeUntil), lte(tasks.snoozeUntil, now)),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.name), asc(tasks.id));
}

/** Open tasks due between two days, both included. */
export async function listOpenTasksDueBetween(db: Database, homeId: string, firstDay: string, lastDay: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open"), gte(tasks.dueDate, firstDay), lte(tasks.dueDate, lastDay)))
    .orderBy(asc(tasks.dueDate), asc(tasks.name), asc(tasks.id));
}

/** Every open task of the home, earliest first: the calendar feed. */
export async function listOpenTasks(db: Database, homeId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open")))
    .orderBy(asc(tasks.dueDate), asc(tasks.name), asc(tasks.id));
}

export async function homeHasTasks(db: Database, homeId: string): Promise<boolean> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.homeId, homeId)).limit(1);
  return row !== undefined;
}

/** Every completion of the home with its task's name and catalogue id (the summary, the streak). */
export async function listCompletionsOfHome(db: Database, homeId: string) {
  return db
    .select({
      completedOn: completions.completedOn,
      timeSpentMinutes: completions.timeSpentMinutes,
      costActual: completions.costActual,
      catalogTaskId: tasks.catalogTaskId,
      name: tasks.name,
      applianceName: tasks.applianceName,
    })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    .where(eq(completions.homeId, homeId))
    .orderBy(asc(completions.completedOn));
}

/** The messages with their recipient's address, for the operator's report. */
export async function listScheduledMessagesWithEmail(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ message: scheduledMessages, email: users.email })
    .from(scheduledMessages)
    .innerJoin(users, eq(users.id, scheduledMessages.userId))
    .where(inArray(scheduledMessages.id, [...ids]))
    .orderBy(asc(users.email), asc(scheduledMessages.kind));
}
