import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isUuid } from "../../http/ids.ts";
import type { ApplianceRow } from "./appliances-repository.ts";
import { findMembership } from "./households-repository.ts";
import { findHomeIdOfMember } from "./users-repository.ts";
import type { Database } from "../client.ts";
import { preparedPerDatabase, preparedStatement } from "../prepared.ts";
import { homeMembers, homes, tasks, users } from "../schema.ts";
import type { TaskPerson } from "@domain/contract/index.ts";

/** The occurrences of maintenance tasks, open or completed. */
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

/**
 * The appliance's open occurrences that were dated from its install date: first occurrences (nothing
 * completed before them) that nobody has snoozed.
 */
export async function listFirstOpenTasksOfAppliance(db: Database, homeId: string, applianceId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.homeId, homeId), eq(tasks.applianceId, applianceId), eq(tasks.status, "open"), isNull(tasks.previousTaskId), isNull(tasks.snoozeUntil)),
    );
}

export async function setTaskDueDate(db: Database, homeId: string, id: string, dueDate: string): Promise<void> {
  await db
    .update(tasks)
    .set({ dueDate })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.id, id)));
}

/** Which of these catalogue tasks the home has an open occurrence of, on any appliance. */
export async function openCatalogTaskIds(db: Database, homeId: string, catalogTaskIds: readonly string[]): Promise<Set<string>> {
  return new Set((await listOpenOccurrencesOf(db, homeId, catalogTaskIds)).map((row) => row.catalogTaskId));
}

/** The home's open occurrences of these catalogue tasks: which appliance holds each. */
export async function listOpenOccurrencesOf(db: Database, homeId: string, catalogTaskIds: readonly string[]): Promise<{ applianceId: string; catalogTaskId: string }[]> {
  if (catalogTaskIds.length === 0) return [];
  const rows = await db
    .select({ applianceId: tasks.applianceId, catalogTaskId: tasks.catalogTaskId })
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open"), inArray(tasks.catalogTaskId, [...catalogTaskIds])));
  return rows.flatMap((row) => (row.applianceId === null ? [] : [{ applianceId: row.applianceId, catalogTaskId: row.catalogTaskId }]));
}

/** Hands an appliance's open occurrence of a catalogue task to another appliance of the home, as it is (due date, snooze). */
export async function moveOpenTask(
  db: Database,
  homeId: string,
  { fromApplianceId, catalogTaskId, to }: { fromApplianceId: string; catalogTaskId: string; to: Pick<ApplianceRow, "id" | "type" | "name"> },
): Promise<void> {
  await db
    .update(tasks)
    .set({ applianceId: to.id, applianceType: to.type, applianceName: to.name })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.applianceId, fromApplianceId), eq(tasks.catalogTaskId, catalogTaskId), eq(tasks.status, "open")));
}

/** Inserts occurrences, skipping any that would be a second open one of the same task for the same appliance. */
export async function insertTasksSkippingDuplicates(db: Database, rows: NewTaskRow[]): Promise<TaskRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(tasks)
    .values(rows)
    .onConflictDoNothing({ target: [tasks.applianceId, tasks.catalogTaskId], where: sql`${tasks.status} = 'open'` })
    .returning();
}

// Every change to a task reads it first (a completion, to date the next occurrence), hence prepared.
const taskQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.homeId, sql.placeholder("homeId")), eq(tasks.id, sql.placeholder("id"))))
    .limit(1)
    .prepare("task_of_home"),
);

export async function findTask(db: Database, homeId: string, id: string): Promise<TaskRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await taskQuery(db).execute({ homeId, id });
  return row;
}

/**
 * A caller of the statements that check the membership themselves (decision 018): the user and the home
 * the request names, undefined for their first home (server/security/home-access.ts).
 */
export type MemberOfHome = { userId: string; requestedHomeId?: string | undefined };

/**
 * The condition on `home_members` those statements share: the caller's membership of the home named, or
 * without one of every home, of which they keep the first (`order by created_at, home_id limit 1`, the
 * order of `findHomeIdOfMember`, which home_members_user_idx holds).
 */
export const membershipOfRequest = sql`${homeMembers.userId} = ${sql.placeholder("userId")}::uuid and (${sql.placeholder("homeId")}::uuid is null or ${homeMembers.homeId} = ${sql.placeholder("homeId")}::uuid)`;

/** The placeholders' values of `membershipOfRequest`; undefined when the home named cannot be one (not a UUID). */
export function membershipValues({ userId, requestedHomeId }: MemberOfHome): { userId: string; homeId: string | null } | undefined {
  if (requestedHomeId !== undefined && !isUuid(requestedHomeId)) return undefined;
  return { userId, homeId: requestedHomeId ?? null };
}

// A completion's first read: the caller's membership and the task in one statement, the home taken from
// the membership row (decision 018), as the dashboard's read does.
const taskOfMemberQuery = preparedPerDatabase((db) =>
  db
    .select({ homeId: homeMembers.homeId, task: tasks })
    .from(homeMembers)
    .leftJoin(tasks, and(eq(tasks.homeId, homeMembers.homeId), eq(tasks.id, sql.placeholder("taskId"))))
    .where(membershipOfRequest)
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId))
    .limit(1)
    .prepare("task_of_member"),
);

/**
 * The home of the request (`MemberOfHome`), with its task of that id if it has one; undefined when the
 * caller is not a member of the home named, or of any (a deleted account).
 */
export async function findTaskOfMember(db: Database, member: MemberOfHome, taskId: string): Promise<{ homeId: string; task: TaskRow | undefined } | undefined> {
  const values = membershipValues(member);
  if (!values) return undefined;
  if (!isUuid(taskId)) {
    const homeId = await findHomeIdOfRequest(db, values);
    return homeId === undefined ? undefined : { homeId, task: undefined };
  }
  const [row] = await taskOfMemberQuery(db).execute({ ...values, taskId });
  return row && { homeId: row.homeId, task: row.task ?? undefined };
}

/**
 * The home of the request alone, for a request whose task id names no task (not a UUID): whether the caller
 * is a member still decides between a 401, a 404 for the home and a 404 for the task.
 */
export async function findHomeIdOfRequest(db: Database, { userId, homeId }: { userId: string; homeId: string | null }): Promise<string | undefined> {
  return homeId === null ? findHomeIdOfMember(db, userId) : (await findMembership(db, homeId, userId))?.homeId;
}

/**
 * What a task's view needs of its row (server/services/task-views.ts), and all the dashboard's read fetches.
 * Its instants are ISO 8601 text in UTC, as the contract sends them: the dashboard's read has PostgreSQL
 * write them so, and `taskViewRowOf` turns a Drizzle row's Dates into the same text.
 */
export type TaskViewRow = Pick<
  TaskRow,
  "id" | "applianceId" | "applianceType" | "applianceName" | "catalogTaskId" | "name" | "frequency" | "timeEstimate" | "difficulty" | "priority" | "dueDate" | "status"
> & { completedAt: string | null; snoozeUntil: string | null; createdAt: string; assignee: TaskPerson | null };

/** A task row as its view reads it (the `TaskViewRow` of a row read with Drizzle), with its assignee named (`findTaskPeople`). */
export function taskViewRowOf(
  { homeId: _home, previousTaskId: _previous, assigneeId: _assignee, completedAt, snoozeUntil, createdAt, ...columns }: TaskRow,
  assignee: TaskPerson | null,
): TaskViewRow {
  return { ...columns, completedAt: completedAt?.toISOString() ?? null, snoozeUntil: snoozeUntil?.toISOString() ?? null, createdAt: createdAt.toISOString(), assignee };
}

/** The name a task shows for a person: the one they gave, else their e-mail address (docs/product.md §6.5). */
export const personNameSql = sql<string>`coalesce(nullif(btrim(${users.name}), ''), ${users.email})`;

/** These people as tasks name them, by id; an id with no account any more is left out. */
export async function findTaskPeople(db: Database, userIds: readonly (string | null)[]): Promise<Map<string, TaskPerson>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ userId: users.id, name: personNameSql }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Gives an open occurrence to a member (or to nobody); the caller has checked the person is a member.
 * Answers the row, or undefined when the home has no such open occurrence.
 */
export async function setTaskAssignee(db: Database, homeId: string, id: string, assigneeId: string | null): Promise<TaskRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(tasks)
    .set({ assigneeId })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.id, id), eq(tasks.status, "open")))
    .returning();
  return row;
}

/**
 * A membership has ended (the person left, was removed or deleted their account): their open occurrences in
 * that home go back to nobody, so they are reminded to everyone again. Completed ones keep who did them.
 */
export async function unassignMemberTasks(db: Database, homeId: string, userId: string): Promise<void> {
  await db
    .update(tasks)
    .set({ assigneeId: null })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.assigneeId, userId), eq(tasks.status, "open")));
}

/**
 * An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds; PostgreSQL's `MS` drops the
 * microseconds as JavaScript's Date does), written by PostgreSQL: turning the driver's text into a Date
 * and back was about half a microsecond an instant, the largest part of building a dashboard's views.
 */
const isoInstant = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row of the dashboard's read. A home with no open task gives one row whose task columns are all null, told by its id. */
type OpenTaskColumns = Omit<TaskViewRow, "id"> & { id: string | null };

const openTaskColumns = {
  id: tasks.id,
  applianceId: tasks.applianceId,
  applianceType: tasks.applianceType,
  applianceName: tasks.applianceName,
  catalogTaskId: tasks.catalogTaskId,
  name: tasks.name,
  frequency: tasks.frequency,
  timeEstimate: tasks.timeEstimate,
  difficulty: tasks.difficulty,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  status: tasks.status,
  completedAt: isoInstant(tasks.completedAt),
  snoozeUntil: isoInstant(tasks.snoozeUntil),
  createdAt: isoInstant(tasks.createdAt),
  // Read in the same statement, only for an assigned task: most tasks have nobody, and cost nothing more.
  assignee: sql`(select json_build_object('userId', ${users.id}, 'name', ${personNameSql}) from ${users} where ${users.id} = ${tasks.assigneeId})`,
} satisfies Record<keyof TaskViewRow, unknown>;

/**
 * The dashboard's query: a home's open tasks, snoozed ones included (they carry their snoozeUntil, and
 * the dashboard files them under the day they come back), through tasks_home_status_due_idx. The
 * busiest read of the app (every dashboard view), hence prepared, and written in SQL: the membership and
 * the open tasks in one statement, the home taken from the membership row, only the columns the view
 * uses, and no order, since the service sorts by days until due. Drizzle's select built a row object
 * per joined table for every row and converted each column on its own, the largest part of the
 * request's own work in a CPU profile of the server under load (decision 018, third addendum).
 *
 * 'open' is written into the SQL, not sent as a parameter: with a parameter PostgreSQL cannot tell how
 * many rows the status matches when it plans the statement once for every call, judges that plan dearer
 * than planning each call anew, and so plans every call (server/db/prepared-plans.int.test.ts).
 */
const openTasksOfMemberStatement = preparedStatement<OpenTaskColumns>(
  "open_tasks_of_member",
  sql`
  select ${sql.join(
    Object.entries(openTaskColumns).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
    sql`, `,
  )}
  from (select ${homeMembers.homeId} from ${homeMembers} where ${membershipOfRequest}
        order by ${homeMembers.createdAt}, ${homeMembers.homeId} limit 1) as member
  left join ${tasks} on ${tasks.homeId} = member.home_id and ${tasks.status} = 'open'`,
);

/**
 * The open tasks of the home of the request (`MemberOfHome`), in no order; undefined when the caller is
 * not a member of the home named, or of any (a deleted account).
 */
export async function listOpenTasksOfMember(db: Database, member: MemberOfHome): Promise<TaskViewRow[] | undefined> {
  const values = membershipValues(member);
  if (!values) return undefined;
  const rows = await openTasksOfMemberStatement(db).execute(values);
  if (rows.length === 0) return undefined;
  const open: TaskViewRow[] = [];
  // The home's one row with no task stands for "no open task"; each other row is a task's view row as it is.
  for (const row of rows) if (row.id !== null) open.push(row as TaskViewRow);
  return open;
}

/** The open tasks of every home the user belongs to, each with its home: the "all my homes" dashboard. */
export async function listOpenTasksOfEveryHomeOfMember(db: Database, userId: string): Promise<{ homeId: string; homeName: string | null; task: TaskViewRow }[]> {
  const rows = await db
    .select({ homeId: homeMembers.homeId, homeName: homes.name, ...openTaskColumns })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .innerJoin(tasks, and(eq(tasks.homeId, homeMembers.homeId), eq(tasks.status, "open")))
    .where(eq(homeMembers.userId, userId));
  // An inner join: every row has a task. Its instants are PostgreSQL's text, which Drizzle types as unknown.
  return rows.map(({ homeId, homeName, ...task }) => ({ homeId, homeName, task: task as TaskViewRow }));
}

export type TaskListStatus = "all" | "completed" | "pending" | "overdue";

function statusCondition(status: TaskListStatus, today: string): SQL | undefined {
  switch (status) {
    case "completed":
      return eq(tasks.status, "completed");
    case "overdue":
      return and(eq(tasks.status, "open"), lt(tasks.dueDate, today));
    case "pending":
      return and(eq(tasks.status, "open"), sql`${tasks.dueDate} >= ${today}`);
    case "all":
      return undefined;
  }
}

export async function listTasksPage(
  db: Database,
  homeId: string,
  { status, today, limit, offset }: { status: TaskListStatus; today: string; limit: number; offset: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(eq(tasks.homeId, homeId), statusCondition(status, today));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(status === "completed" ? desc(tasks.completedAt) : asc(tasks.dueDate), asc(tasks.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(tasks).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function countTasksByState(db: Database, homeId: string, today: string) {
  const [row] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${tasks.status} = 'open' and ${tasks.dueDate} < ${today})`.mapWith(Number),
      nextDue: sql<string | null>`min(${tasks.dueDate}) filter (where ${tasks.status} = 'open')`,
    })
    .from(tasks)
    .where(eq(tasks.homeId, homeId));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0, overdue: row?.overdue ?? 0, nextDue: row?.nextDue ?? null };
}

export async function updateTask(db: Database, homeId: string, id: string, changes: Partial<Pick<TaskRow, "status" | "completedAt" | "snoozeUntil">>) {
  const [row] = await db.update(tasks).set(changes).where(and(eq(tasks.homeId, homeId), eq(tasks.id, id))).returning();
  return row;
}

/** Moves an open occurrence's due date (a completion's day edited in the history); a closed one is left alone. */
export async function moveOpenTaskDueDate(db: Database, homeId: string, id: string, dueDate: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ dueDate })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.id, id), eq(tasks.status, "open")))
    .returning();
  return row;
}

/** The home's open occurrences with what rescheduling them needs (domain/seasons/reschedule.ts). */
export async function listOpenOccurrencesForReschedule(db: Database, homeId: string) {
  const rows = await db
    .select({ id: tasks.id, catalogTaskId: tasks.catalogTaskId, frequency: tasks.frequency, dueDate: tasks.dueDate, previousTaskId: tasks.previousTaskId })
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open")));
  return rows.map(({ previousTaskId, ...row }) => ({ ...row, followsCompletion: previousTaskId !== null }));
}

/** Deletes open occurrences only: a completed one is history and stays. */
export async function deleteOpenTasks(db: Database, homeId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open"), inArray(tasks.id, [...ids])));
}
