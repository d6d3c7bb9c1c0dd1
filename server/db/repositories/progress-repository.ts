import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client.ts";
import { achievements, appliances, completions, tasks } from "../schema.ts";

export type AchievementRow = typeof achievements.$inferSelect;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

/** `%` and `_` typed by a user are searched for as themselves. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What the appliance filter matches: the appliance's id, or its type once it has been removed. */
function applianceKey() {
  return sql<string>`coalesce(${tasks.applianceId}::text, ${tasks.applianceType})`;
}

export async function listHistoryPage(
  db: Database,
  homeId: string,
  { search, applianceId, limit, offset }: { search?: string | undefined; applianceId?: string | undefined; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [eq(completions.homeId, homeId)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(tasks.name, pattern), ilike(tasks.applianceName, pattern), ilike(completions.notes, pattern)));
  }
  if (applianceId) conditions.push(sql`${applianceKey()} = ${applianceId}`);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        taskId: tasks.id,
        name: tasks.name,
        applianceId: applianceKey(),
        applianceName: tasks.applianceName,
        catalogTaskId: tasks.catalogTaskId,
        completedAt: completions.completedAt,
        completedOn: completions.completedOn,
        notes: completions.notes,
        timeSpentMinutes: completions.timeSpentMinutes,
        costActual: completions.costActual,
      })
      .from(completions)
      .innerJoin(tasks, eq(tasks.id, completions.taskId))
      .where(where)
      .orderBy(desc(completions.completedAt), desc(completions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(completions).innerJoin(tasks, eq(tasks.id, completions.taskId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The appliances that appear in the history, for the filter. */
export async function listHistoryAppliances(db: Database, homeId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: applianceKey(), name: tasks.applianceName })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    .where(eq(completions.homeId, homeId))
    .orderBy(asc(tasks.applianceName));
}

/** Every completion with what achievements need: its day, appliance and catalogue task. */
export async function listCompletionFacts(db: Database, homeId: string) {
  return db
    .select({
      completedOn: completions.completedOn,
      applianceId: tasks.applianceId,
      catalogTaskId: tasks.catalogTaskId,
      costActual: completions.costActual,
    })
    .from(completions)
    .innerJoin(tasks, eq(tasks.id, completions.taskId))
    .where(eq(completions.homeId, homeId));
}

export type CompletionFact = { completedOn: string; applianceId: string | null; catalogTaskId: string; costActual: number | null };
export type DueFact = { dueDate: string; completedOn: string | null };
export type AchievementFacts = { completions: CompletionFact[]; applianceIds: string[]; dueFacts: DueFact[]; unlockedIds: string[] };

/**
 * Everything the achievements are judged on, in one statement (decision 018): every completion with its
 * day, appliance and catalogue task; the appliances; every occurrence's due day and the day it was done;
 * and the achievements already unlocked. Each part comes back as JSON, which both drivers parse alike
 * (dates as `YYYY-MM-DD`, costs as numbers, the shapes Drizzle's selects give).
 */
export async function readAchievementFacts(db: Database, homeId: string): Promise<AchievementFacts> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('completedOn', c.completed_on, 'applianceId', t.appliance_id, 'catalogTaskId', t.catalog_task_id,
                                                  'costActual', c.cost_actual)), '[]')
         from ${completions} c join ${tasks} t on t.id = c.task_id where c.home_id = ${homeId}) as completions,
      (select coalesce(json_agg(a.id), '[]') from ${appliances} a where a.home_id = ${homeId}) as appliance_ids,
      (select coalesce(json_agg(json_build_object('dueDate', t.due_date, 'completedOn', c.completed_on)), '[]')
         from ${tasks} t left join ${completions} c on c.task_id = t.id where t.home_id = ${homeId}) as due_facts,
      (select coalesce(json_agg(a.achievement_id), '[]') from ${achievements} a where a.home_id = ${homeId}) as unlocked_ids`);
  // Both drivers answer `db.execute` with `{ rows }`; Drizzle's common type does not say so.
  const [row] = (result as { rows: { completions: CompletionFact[]; appliance_ids: string[]; due_facts: DueFact[]; unlocked_ids: string[] }[] }).rows;
  return { completions: row?.completions ?? [], applianceIds: row?.appliance_ids ?? [], dueFacts: row?.due_facts ?? [], unlockedIds: row?.unlocked_ids ?? [] };
}

export async function listAchievements(db: Database, homeId: string): Promise<AchievementRow[]> {
  return db.select().from(achievements).where(eq(achievements.homeId, homeId));
}

/** Inserts the unlocks not already there; answers the ones that are new. */
export async function insertAchievements(db: Database, homeId: string, ids: readonly string[], at: Date): Promise<AchievementRow[]> {
  if (ids.length === 0) return [];
  return db
    .insert(achievements)
    .values(ids.map((achievementId) => ({ homeId, achievementId, unlockedAt: at })))
    .onConflictDoNothing()
    .returning();
}

export async function isTaskOfHome(db: Database, homeId: string, taskId: string): Promise<boolean> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.id, taskId))).limit(1);
  return row !== undefined;
}
