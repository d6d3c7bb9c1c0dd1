import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { TASK_HISTORY_LIMIT } from "@domain/contract/index.ts";
import { isUuid } from "../../http/ids.ts";
import { findHomeIdOfMember } from "./users-repository.ts";
import type { Database } from "../client.ts";
import { preparedPerDatabase, preparedStatement } from "../prepared.ts";
import { appliances, completions, homeMembers, migrationImports, notifications, tasks } from "../schema.ts";

export type ApplianceRow = typeof appliances.$inferSelect;
export type NewApplianceRow = typeof appliances.$inferInsert;
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type CompletionRow = typeof completions.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

export async function listAppliances(db: Database, homeId: string): Promise<ApplianceRow[]> {
  return db.select().from(appliances).where(eq(appliances.homeId, homeId)).orderBy(asc(appliances.createdAt), asc(appliances.id));
}

/** How many open occurrences each of the home's appliances has, by appliance id (absent means none). */
export async function countOpenTasksByAppliance(db: Database, homeId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ applianceId: tasks.applianceId, open: count() })
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open")))
    .groupBy(tasks.applianceId);
  return new Map(rows.flatMap((row) => (row.applianceId === null ? [] : [[row.applianceId, row.open] as const])));
}

export async function insertAppliance(db: Database, values: NewApplianceRow): Promise<ApplianceRow> {
  const [row] = await db.insert(appliances).values(values).returning();
  return row!;
}

export async function updateAppliance(
  db: Database,
  homeId: string,
  id: string,
  changes: Partial<Pick<ApplianceRow, "name" | "brand" | "model" | "installDate">>,
): Promise<ApplianceRow | undefined> {
  const [row] = await db
    .update(appliances)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(appliances.homeId, homeId), eq(appliances.id, id)))
    .returning();
  return row;
}

/** Keeps the appliance's name on its open occurrences in step after a rename (completed ones keep the old name). */
export async function renameOpenTasksOfAppliance(db: Database, homeId: string, applianceId: string, applianceName: string): Promise<void> {
  await db
    .update(tasks)
    .set({ applianceName })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.applianceId, applianceId), eq(tasks.status, "open")));
}

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

/** Keeps completed occurrences (the history) and deletes the open ones, then the appliance. */
export async function deleteApplianceWithOpenTasks(db: Database, homeId: string, id: string): Promise<ApplianceRow | undefined> {
  await db.delete(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.applianceId, id), eq(tasks.status, "open")));
  const [row] = await db.delete(appliances).where(and(eq(appliances.homeId, homeId), eq(appliances.id, id))).returning();
  return row;
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

// A completion's first read: the caller's membership and the task in one statement, the home taken from
// the membership row (decision 018), as the dashboard's read does.
const taskOfMemberQuery = preparedPerDatabase((db) =>
  db
    .select({ homeId: homeMembers.homeId, task: tasks })
    .from(homeMembers)
    .leftJoin(tasks, and(eq(tasks.homeId, homeMembers.homeId), eq(tasks.id, sql.placeholder("taskId"))))
    .where(eq(homeMembers.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("task_of_member"),
);

/** The home the user is a member of, with its task of that id if it has one; undefined for a user with no home (a deleted account). */
export async function findTaskOfMember(db: Database, userId: string, taskId: string): Promise<{ homeId: string; task: TaskRow | undefined } | undefined> {
  if (!isUuid(taskId)) {
    const homeId = await findHomeIdOfMember(db, userId);
    return homeId === undefined ? undefined : { homeId, task: undefined };
  }
  const [row] = await taskOfMemberQuery(db).execute({ userId, taskId });
  return row && { homeId: row.homeId, task: row.task ?? undefined };
}

/**
 * What a task's view needs of its row (server/services/task-views.ts), and all the dashboard's read fetches.
 * Its instants are ISO 8601 text in UTC, as the contract sends them: the dashboard's read has PostgreSQL
 * write them so, and `taskViewRowOf` turns a Drizzle row's Dates into the same text.
 */
export type TaskViewRow = Pick<
  TaskRow,
  "id" | "applianceId" | "applianceType" | "applianceName" | "catalogTaskId" | "name" | "frequency" | "timeEstimate" | "difficulty" | "priority" | "dueDate" | "status"
> & { completedAt: string | null; snoozeUntil: string | null; createdAt: string };

/** A task row as its view reads it (the `TaskViewRow` of a row read with Drizzle). */
export function taskViewRowOf({ homeId: _home, previousTaskId: _previous, completedAt, snoozeUntil, createdAt, ...columns }: TaskRow): TaskViewRow {
  return { ...columns, completedAt: completedAt?.toISOString() ?? null, snoozeUntil: snoozeUntil?.toISOString() ?? null, createdAt: createdAt.toISOString() };
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
  from ${homeMembers} left join ${tasks} on ${tasks.homeId} = ${homeMembers.homeId} and ${tasks.status} = 'open'
  where ${homeMembers.userId} = ${sql.placeholder("userId")}::uuid`,
);

/** The open tasks of the home the user is a member of, in no order; undefined for a user with no home (a deleted account). */
export async function listOpenTasksOfMember(db: Database, userId: string): Promise<TaskViewRow[] | undefined> {
  const rows = await openTasksOfMemberStatement(db).execute({ userId });
  if (rows.length === 0) return undefined;
  const open: TaskViewRow[] = [];
  // The home's one row with no task stands for "no open task"; each other row is a task's view row as it is.
  for (const row of rows) if (row.id !== null) open.push(row as TaskViewRow);
  return open;
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

export async function insertCompletion(db: Database, values: typeof completions.$inferInsert): Promise<CompletionRow> {
  const [row] = await db.insert(completions).values(values).returning();
  return row!;
}

export type CompletionRecord = Pick<typeof completions.$inferInsert, "completedBy" | "completedOn" | "notes" | "timeSpentMinutes" | "costActual">;
export type NextOccurrence = Omit<NewTaskRow, "homeId" | "previousTaskId" | "id" | "status" | "completedAt" | "snoozeUntil" | "createdAt">;

/**
 * Completes an open occurrence in one statement: closes it, opens the next occurrence (when there is
 * one) and records the completion pointing at it. One statement is one atomic change, so it needs no
 * transaction and costs one round trip instead of seven. The `status = 'open'` guard makes two
 * completions at once record one: the second finds nothing to close and gets undefined back.
 */
export async function completeOpenTask(
  db: Database,
  { homeId, taskId, completedAt, completion, next }: { homeId: string; taskId: string; completedAt: Date; completion: CompletionRecord; next: NextOccurrence | null },
): Promise<{ nextTaskId: string | null } | undefined> {
  const values = {
    homeId,
    taskId,
    completedAt: completedAt.toISOString(),
    completedBy: completion.completedBy ?? null,
    completedOn: completion.completedOn,
    notes: completion.notes ?? null,
    timeSpentMinutes: completion.timeSpentMinutes ?? null,
    costActual: completion.costActual ?? null,
  };
  const [row] = next
    ? await completeOpenTaskWithNext(db).execute({
        ...values,
        applianceId: next.applianceId ?? null,
        applianceType: next.applianceType,
        applianceName: next.applianceName,
        catalogTaskId: next.catalogTaskId,
        name: next.name,
        frequency: next.frequency,
        timeEstimate: next.timeEstimate,
        difficulty: next.difficulty,
        priority: next.priority ?? "medium",
        dueDate: next.dueDate,
      })
    : await completeOpenTaskAlone(db).execute(values);
  return row?.completion_id ? { nextTaskId: row.next_task_id } : undefined;
}

// The completing statement, with and without a next occurrence to open; prepared, as every completion
// runs one (decision 018): PostgreSQL's planning was as much as its work.
function completingStatement(name: string, opensNext: SQL) {
  return preparedStatement<{ completion_id: string | null; next_task_id: string | null }>(
    name,
    sql`
    with closed as (
      update tasks set status = 'completed', completed_at = ${sql.placeholder("completedAt")}::timestamptz, snooze_until = null
      where home_id = ${sql.placeholder("homeId")}::uuid and id = ${sql.placeholder("taskId")}::uuid and status = 'open'
      returning id
    ), ${opensNext}, recorded as (
      insert into completions (home_id, task_id, completed_by, completed_at, completed_on, notes, time_spent_minutes, cost_actual, next_task_id)
      select ${sql.placeholder("homeId")}::uuid, closed.id, ${sql.placeholder("completedBy")}::uuid, ${sql.placeholder("completedAt")}::timestamptz,
             ${sql.placeholder("completedOn")}::date, ${sql.placeholder("notes")}::text, ${sql.placeholder("timeSpentMinutes")}::integer,
             ${sql.placeholder("costActual")}::numeric, (select id from opened)
      from closed
      returning id
    )
    select (select id from recorded) as completion_id, (select id from opened) as next_task_id`,
  );
}

const completeOpenTaskWithNext = completingStatement(
  "complete_open_task_with_next",
  sql`opened as (
        insert into tasks (home_id, appliance_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, priority, due_date, previous_task_id)
        select ${sql.placeholder("homeId")}::uuid, ${sql.placeholder("applianceId")}::uuid, ${sql.placeholder("applianceType")}::text,
               ${sql.placeholder("applianceName")}::text, ${sql.placeholder("catalogTaskId")}::text, ${sql.placeholder("name")}::text,
               ${sql.placeholder("frequency")}::text, ${sql.placeholder("timeEstimate")}::integer, ${sql.placeholder("difficulty")}::text,
               ${sql.placeholder("priority")}::text, ${sql.placeholder("dueDate")}::date, closed.id
        from closed
        on conflict (appliance_id, catalog_task_id) where status = 'open' do nothing
        returning id)`,
);

const completeOpenTaskAlone = completingStatement("complete_open_task", sql`opened as (select null::uuid as id where false)`);

/** A task row as `row_to_json` gives it (snake_case keys, dates and times as text) → the row Drizzle's selects give. */
function taskRowFromJson(json: Record<string, unknown>): TaskRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(tasks))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TaskRow;
}

/** What an undo found and did: whether the user has a home, the occurrence's state before it, and its row reopened. */
export type UndoOutcome =
  | { member: false }
  | { member: true; found: false }
  | {
      member: true;
      found: true;
      status: TaskRow["status"];
      nextTaskId: string | null;
      nextStatus: TaskRow["status"] | null;
      nextRemoved: boolean;
      reopened: TaskRow | undefined;
    };

/**
 * Undoes a completion in one statement, as `completeOpenTask` makes it in one: locks the occurrence,
 * reads its completion and the state of the occurrence that completion opened, removes that next
 * occurrence while it is still open, removes the completion record and reopens the occurrence. Each
 * change waits on the one before it: the completion and the reopening happen only when the occurrence
 * is completed and its next occurrence is gone or was removed here (when it was completed meanwhile,
 * its removal finds nothing and nothing changes), and the next occurrence is removed before this one is
 * open again, as only one may be open. One statement is one atomic change: no transaction, one round
 * trip instead of five. The home is the one of the user's membership row, read by the same statement
 * (decision 018): a user with no home (a deleted account) gets `member: false`, and no other home's
 * task can be reached.
 */
export async function undoCompletion(db: Database, userId: string, taskId: string): Promise<UndoOutcome> {
  if (!isUuid(taskId)) return (await findHomeIdOfMember(db, userId)) === undefined ? { member: false } : { member: true, found: false };
  const [row] = await undoCompletionStatement(db).execute({ userId, taskId });
  if (!row) return { member: false };
  if (row.status === null) return { member: true, found: false };
  return {
    member: true,
    found: true,
    status: row.status,
    nextTaskId: row.next_task_id,
    nextStatus: row.next_status,
    nextRemoved: row.next_removed > 0,
    reopened: row.reopened ? taskRowFromJson(row.reopened) : undefined,
  };
}

// Prepared, as the completing statement is.
const undoCompletionStatement = preparedStatement<{
  status: TaskRow["status"] | null;
  next_task_id: string | null;
  next_status: TaskRow["status"] | null;
  next_removed: number;
  reopened: Record<string, unknown> | null;
}>(
  "undo_completion",
  sql`
    with member as materialized (
      select home_id from home_members where user_id = ${sql.placeholder("userId")}::uuid
    ), target as materialized (
      select t.status, c.id as completion_id, c.next_task_id, n.status as next_status
      from tasks t
      left join completions c on c.home_id = t.home_id and c.task_id = t.id
      left join tasks n on n.home_id = t.home_id and n.id = c.next_task_id
      where t.home_id = (select home_id from member) and t.id = ${sql.placeholder("taskId")}::uuid
      for update of t
    ), undoable as materialized (
      select completion_id, next_task_id, next_status from target where status = 'completed' and (next_status is null or next_status = 'open')
    ), removed_next as (
      delete from tasks where home_id = (select home_id from member) and id = (select next_task_id from undoable) and status = 'open' returning id
    ), cleared as materialized (
      select 1 as ok from undoable where next_status is null or exists (select 1 from removed_next)
    ), removed_completion as (
      delete from completions where home_id = (select home_id from member) and id = (select completion_id from undoable) and exists (select 1 from cleared)
      returning id
    ), reopened as (
      update tasks set status = 'open', completed_at = null
      where home_id = (select home_id from member) and id = ${sql.placeholder("taskId")}::uuid and status = 'completed' and exists (select 1 from cleared)
      returning *
    )
    select target.status, target.next_task_id, target.next_status,
           (select count(*) from removed_next)::integer as next_removed,
           (select row_to_json(reopened) from reopened) as reopened
    from member left join target on true`,
);

export async function findCompletionOfTask(db: Database, homeId: string, taskId: string): Promise<CompletionRow | undefined> {
  const [row] = await db.select().from(completions).where(and(eq(completions.homeId, homeId), eq(completions.taskId, taskId))).limit(1);
  return row;
}

export async function updateCompletion(
  db: Database,
  homeId: string,
  id: string,
  changes: Partial<Pick<CompletionRow, "notes" | "timeSpentMinutes" | "costActual" | "nextTaskId">>,
): Promise<CompletionRow | undefined> {
  const [row] = await db.update(completions).set(changes).where(and(eq(completions.homeId, homeId), eq(completions.id, id))).returning();
  return row;
}

/**
 * The completions of one catalogue task on one appliance (every occurrence of it), newest first: the
 * history a task's page shows. A task whose appliance was removed has only its own occurrence.
 */
export async function listCompletionsOfTaskSeries(
  db: Database,
  homeId: string,
  series: { taskId: string; catalogTaskId: string; applianceId: string | null },
) {
  const sameSeries = series.applianceId
    ? and(eq(tasks.catalogTaskId, series.catalogTaskId), eq(tasks.applianceId, series.applianceId))
    : eq(tasks.id, series.taskId);
  return db
    .select({
      taskId: completions.taskId,
      completedAt: completions.completedAt,
      completedOn: completions.completedOn,
      notes: completions.notes,
      timeSpentMinutes: completions.timeSpentMinutes,
      costActual: completions.costActual,
    })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    .where(and(eq(completions.homeId, homeId), eq(tasks.homeId, homeId), sameSeries))
    .orderBy(desc(completions.completedAt))
    .limit(TASK_HISTORY_LIMIT);
}

/** Every completion of the home with the catalogue task it was, for statistics. */
export async function listCompletionsWithTasks(db: Database, homeId: string) {
  return db
    .select({
      completedOn: completions.completedOn,
      timeSpentMinutes: completions.timeSpentMinutes,
      costActual: completions.costActual,
      catalogTaskId: tasks.catalogTaskId,
    })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    .where(eq(completions.homeId, homeId));
}

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

/** Claims an import key for a home; false when an earlier migration already imported that item. */
export async function claimImportKey(db: Database, homeId: string, key: string, userId: string): Promise<boolean> {
  const claimed = await db.insert(migrationImports).values({ homeId, key, importedBy: userId }).onConflictDoNothing().returning({ key: migrationImports.key });
  return claimed.length > 0;
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
