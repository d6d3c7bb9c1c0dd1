import { and, asc, count, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../http/ids.ts";
import type { Database } from "../client.ts";
import { appliances, completions, migrationImports, notifications, tasks } from "../schema.ts";

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

/** Inserts occurrences, skipping any that would be a second open one of the same task for the same appliance. */
export async function insertTasksSkippingDuplicates(db: Database, rows: NewTaskRow[]): Promise<TaskRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(tasks)
    .values(rows)
    .onConflictDoNothing({ target: [tasks.applianceId, tasks.catalogTaskId], where: sql`${tasks.status} = 'open'` })
    .returning();
}

export async function findTask(db: Database, homeId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<TaskRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * The dashboard's query: a home's open tasks, snoozed ones included (they carry their snoozeUntil, and
 * the dashboard files them under the day they come back), earliest due first (tasks_home_status_due_idx).
 */
export async function listOpenTasksForDashboard(db: Database, homeId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open")))
    .orderBy(asc(tasks.dueDate), asc(tasks.name), asc(tasks.id));
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

export async function deleteTask(db: Database, homeId: string, id: string): Promise<void> {
  await db.delete(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.id, id)));
}

export async function insertCompletion(db: Database, values: typeof completions.$inferInsert): Promise<CompletionRow> {
  const [row] = await db.insert(completions).values(values).returning();
  return row!;
}

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

export async function deleteCompletion(db: Database, homeId: string, id: string): Promise<void> {
  await db.delete(completions).where(and(eq(completions.homeId, homeId), eq(completions.id, id)));
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
    .limit(100);
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
