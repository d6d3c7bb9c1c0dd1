import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { completions, homeMembers, homes, notifications, scheduledMessages, tasks, users, warranties } from "../schema.ts";
import type { NewNotificationRow } from "./notifications-repository.ts";
import { personNameSql, type TaskRow } from "./tasks-repository.ts";

export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type ScheduledMessageKind = ScheduledMessageRow["kind"];

/** A user as scheduled work sees them: address, preferences and one of their homes. */
export type Recipient = {
  userId: string;
  homeId: string;
  /** The home's name; null when nobody named it ("My home"). */
  homeName: string | null;
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
  homeName: homes.name,
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

/** A user with every home they belong to, the first home (belonged to longest) first: whom the day's one reminder is for. */
export type RecipientPerson = Omit<Recipient, "homeId" | "homeName"> & { homes: { id: string; name: string | null }[] };

/** A run of a time zone's users by id: from `fromUserId` (included) to `untilUserId` (excluded), open where absent. */
export type UserIdRange = { fromUserId?: string | undefined; untilUserId?: string | undefined };

/**
 * One row per user and home of a time zone, each user's homes together and in the order they joined them;
 * within `range` only, so that the users of a zone can be taken in blocks.
 */
export async function listRecipientsInTimeZone(db: Database, timeZone: string, range: UserIdRange = {}): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(users)
    .innerJoin(homeMembers, eq(homeMembers.userId, users.id))
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(
      and(
        eq(users.timeZone, timeZone),
        range.fromUserId === undefined ? undefined : gte(users.id, range.fromUserId),
        range.untilUserId === undefined ? undefined : lt(users.id, range.untilUserId),
      ),
    )
    .orderBy(asc(users.id), asc(homeMembers.createdAt), asc(homeMembers.homeId));
}

/** The first user id of each run of `blockUsers` users of a time zone, in id order: where the zone's blocks begin. */
export async function listUserBlockStarts(db: Database, timeZone: string, blockUsers: number): Promise<string[]> {
  const numbered = db
    .select({ id: users.id, position: sql<number>`row_number() over (order by ${users.id})`.as("position") })
    .from(users)
    .where(eq(users.timeZone, timeZone))
    .as("numbered");
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.position} - 1) % ${blockUsers} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
}

/** The rows of one user and their homes as one person, their homes in the order of the rows. */
export function personOf(rows: readonly Recipient[]): RecipientPerson | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const { homeId: _homeId, homeName: _homeName, ...person } = first;
  return { ...person, homes: rows.map((row) => ({ id: row.homeId, name: row.homeName })) };
}

/** The user with every home they belong to, the first home first; undefined for a user gone or in no home. */
export async function findRecipientPerson(db: Database, userId: string): Promise<RecipientPerson | undefined> {
  const rows = await db
    .select(recipientColumns)
    .from(users)
    .innerJoin(homeMembers, eq(homeMembers.userId, users.id))
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(users.id, userId))
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId));
  return personOf(rows);
}

/**
 * Creates the message of a user and period, and the in-app notifications that go with it, in one
 * transaction; answers undefined when the row exists already (the unique key), creating nothing. The
 * warranties whose end it announces (of any of the person's homes: appliance ids are unique across homes)
 * are marked announced by it in the same transaction, unless another message marked them first
 * (docs/product.md §4.20: once per warranty).
 */
export async function createScheduledMessage(
  db: Database,
  values: { userId: string; homeId: string; kind: ScheduledMessageKind; period: string; emailStatus: "pending" | "skipped" },
  notificationsToAdd: NewNotificationRow[],
  announcedWarranties: readonly string[] = [],
): Promise<ScheduledMessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduledMessages)
      .values(values)
      .onConflictDoNothing({ target: [scheduledMessages.userId, scheduledMessages.kind, scheduledMessages.period] })
      .returning();
    if (row && notificationsToAdd.length > 0) await tx.insert(notifications).values(notificationsToAdd);
    if (row && announcedWarranties.length > 0) {
      await tx
        .update(warranties)
        .set({ endingNoticedAt: row.createdAt, endingNoticeId: row.id })
        .where(and(inArray(warranties.applianceId, [...announcedWarranties]), isNull(warranties.endingNoticedAt)));
    }
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

/**
 * Open tasks due on or before `lastDay`, not snoozed past `now`, earliest first: what a member's reminder
 * lists, the tasks given to them and those given to nobody (docs/product.md §6.5).
 */
export async function listOpenTasksDueBy(db: Database, { homeId, userId }: { homeId: string; userId: string }, lastDay: string, now: Date): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.homeId, homeId),
        or(isNull(tasks.assigneeId), eq(tasks.assigneeId, userId)),
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

/** Every completion of the home with its task's name and catalogue id and who did it (the summary, the streak). */
export async function listCompletionsOfHome(db: Database, homeId: string) {
  return db
    .select({
      id: completions.id,
      completedOn: completions.completedOn,
      timeSpentMinutes: completions.timeSpentMinutes,
      costActual: completions.costActual,
      catalogTaskId: tasks.catalogTaskId,
      name: tasks.name,
      applianceName: tasks.applianceName,
      completedById: users.id,
      completedByName: sql<string | null>`${personNameSql}`,
    })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    // Who did it, for the summary of a shared home (docs/product.md §6.5); a member whose account is gone, nobody.
    .leftJoin(users, eq(users.id, completions.completedBy))
    .where(eq(completions.homeId, homeId))
    .orderBy(asc(completions.completedOn), asc(completions.completedAt));
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
