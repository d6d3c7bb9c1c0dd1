import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { APPLIANCE_WORK_LIMIT, TASK_HISTORY_LIMIT } from "@domain/contract/index.ts";
import { isUuid } from "../../http/ids.ts";
import { findHomeIdOfRequest, membershipOfRequest, membershipValues, type MemberOfHome } from "./tasks-repository.ts";
import type { Database } from "../client.ts";
import { preparedStatement } from "../prepared.ts";
import { completions, homeMembers, tasks, users } from "../schema.ts";
import { personNameSql, type NewTaskRow, type TaskRow } from "./tasks-repository.ts";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { HouseholdAudience } from "./notifications-repository.ts";

/** What was done when an occurrence was completed, and its undo. */
export type CompletionRow = typeof completions.$inferSelect;

/** What a completion records about the work, as the history, a task's page and the statistics read it. */
export const completionColumns = {
  completedAt: completions.completedAt,
  completedOn: completions.completedOn,
  notes: completions.notes,
  timeSpentMinutes: completions.timeSpentMinutes,
  costActual: completions.costActual,
};

/**
 * Completions, each with the occurrence it completed: the select every reader of the history starts from
 * (the history page, a task's page, the statistics, the achievements). The caller filters on the home.
 */
export function selectCompletionsWithTasks<Fields extends SelectedFields>(db: Database, fields: Fields) {
  return db.select(fields).from(completions).innerJoin(tasks, eq(tasks.id, completions.taskId));
}

// Every function takes the home id and filters on it: a row of another home is never read or changed.

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
): Promise<{ completionId: string; nextTaskId: string | null; audience: HouseholdAudience } | undefined> {
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
  return row?.completion_id
    ? { completionId: row.completion_id, nextTaskId: row.next_task_id, audience: { actorName: row.actor_name ?? undefined, recipients: row.recipient_ids ?? [] } }
    : undefined;
}

// The completing statement, with and without a next occurrence to open; prepared, as every completion
// runs one (decision 018): PostgreSQL's planning was as much as its work. It also reads who hears of the
// completion (`listHouseholdAudience`'s rule: the home's other members who keep "Household activity" on,
// and the completer's name only when someone does), so a home of one pays no statement for its news
// (decision 105).
function completingStatement(name: string, opensNext: SQL) {
  return preparedStatement<{ completion_id: string | null; next_task_id: string | null; recipient_ids: string[] | null; actor_name: string | null }>(
    name,
    sql`
    with closed as (
      update tasks set status = 'completed', completed_at = ${sql.placeholder("completedAt")}::timestamptz, snooze_until = null
      where home_id = ${sql.placeholder("homeId")}::uuid and id = ${sql.placeholder("taskId")}::uuid and status = 'open'
      returning id, assignee_id
    ), ${opensNext}, recorded as (
      insert into completions (home_id, task_id, completed_by, completed_at, completed_on, notes, time_spent_minutes, cost_actual, next_task_id)
      select ${sql.placeholder("homeId")}::uuid, closed.id, ${sql.placeholder("completedBy")}::uuid, ${sql.placeholder("completedAt")}::timestamptz,
             ${sql.placeholder("completedOn")}::date, ${sql.placeholder("notes")}::text, ${sql.placeholder("timeSpentMinutes")}::integer,
             ${sql.placeholder("costActual")}::numeric, (select id from opened)
      from closed
      returning id
    ), recipients as materialized (
      select ${homeMembers.userId} from ${homeMembers} join ${users} on ${users.id} = ${homeMembers.userId}
      where ${homeMembers.homeId} = ${sql.placeholder("homeId")}::uuid and ${homeMembers.userId} <> ${sql.placeholder("completedBy")}::uuid
        and ${users.householdActivity} and exists (select 1 from closed)
    )
    select (select id from recorded) as completion_id, (select id from opened) as next_task_id,
           (select array_agg(user_id::text) from recipients) as recipient_ids,
           (select ${personNameSql} from ${users} where ${users.id} = ${sql.placeholder("completedBy")}::uuid and exists (select 1 from recipients)) as actor_name`,
  );
}

const completeOpenTaskWithNext = completingStatement(
  "complete_open_task_with_next",
  sql`opened as (
        insert into tasks (home_id, appliance_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, priority, due_date, previous_task_id, assignee_id)
        select ${sql.placeholder("homeId")}::uuid, ${sql.placeholder("applianceId")}::uuid, ${sql.placeholder("applianceType")}::text,
               ${sql.placeholder("applianceName")}::text, ${sql.placeholder("catalogTaskId")}::text, ${sql.placeholder("name")}::text,
               ${sql.placeholder("frequency")}::text, ${sql.placeholder("timeEstimate")}::integer, ${sql.placeholder("difficulty")}::text,
               ${sql.placeholder("priority")}::text, ${sql.placeholder("dueDate")}::date, closed.id, closed.assignee_id
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
 * trip instead of five. The home is the one of the user's membership row of the home the request names
 * (or of their first home), read by the same statement (decision 018): a user who is not a member of it
 * gets `member: false`, and no other home's task can be reached.
 */
export async function undoCompletion(db: Database, member: MemberOfHome, taskId: string): Promise<UndoOutcome> {
  const values = membershipValues(member);
  if (!values) return { member: false };
  if (!isUuid(taskId)) return (await findHomeIdOfRequest(db, values)) === undefined ? { member: false } : { member: true, found: false };
  const [row] = await undoCompletionStatement(db).execute({ ...values, taskId });
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
      select ${homeMembers.homeId} from ${homeMembers} where ${membershipOfRequest}
      order by ${homeMembers.createdAt}, ${homeMembers.homeId} limit 1
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
  changes: Partial<Pick<CompletionRow, "completedOn" | "notes" | "timeSpentMinutes" | "costActual" | "nextTaskId">>,
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
  return selectCompletionsWithTasks(db, { taskId: completions.taskId, ...completionColumns, completedById: users.id, completedByName: sql<string | null>`${personNameSql}` })
    // Who did it, by name; a completion whose member has since gone names nobody.
    .leftJoin(users, eq(users.id, completions.completedBy))
    .where(and(eq(completions.homeId, homeId), eq(tasks.homeId, homeId), sameSeries))
    // By the day it was done (a completion may be dated earlier, docs/product.md §4.5), then when it was recorded.
    .orderBy(desc(completions.completedOn), desc(completions.completedAt))
    .limit(TASK_HISTORY_LIMIT);
}

/** Every completion of the home with the catalogue task it was and who recorded it, for statistics. */
export async function listCompletionsWithTasks(db: Database, homeId: string) {
  return selectCompletionsWithTasks(db, {
    completedOn: completions.completedOn,
    timeSpentMinutes: completions.timeSpentMinutes,
    costActual: completions.costActual,
    catalogTaskId: tasks.catalogTaskId,
    completedBy: completions.completedBy,
  }).where(eq(completions.homeId, homeId));
}

/** The completions of an appliance's tasks, newest first by the day they were done: its record's completed work. */
export async function listCompletedWorkOfAppliance(db: Database, homeId: string, applianceId: string) {
  return selectCompletionsWithTasks(db, { taskId: completions.taskId, completionId: completions.id, taskName: tasks.name, ...completionColumns, completedById: users.id, completedByName: sql<string | null>`${personNameSql}` })
    .leftJoin(users, eq(users.id, completions.completedBy))
    .where(and(eq(completions.homeId, homeId), eq(tasks.homeId, homeId), eq(tasks.applianceId, applianceId)))
    .orderBy(desc(completions.completedOn), desc(completions.completedAt))
    .limit(APPLIANCE_WORK_LIMIT);
}
