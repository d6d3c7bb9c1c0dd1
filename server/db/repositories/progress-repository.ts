import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client.ts";
import { preparedPerDatabase } from "../prepared.ts";
import { completionColumns, selectCompletionsWithTasks } from "./completions-repository.ts";
import { achievements, appliances, completions, homes, tasks, users } from "../schema.ts";
import { personNameSql } from "./tasks-repository.ts";

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
    selectCompletionsWithTasks(db, {
      taskId: tasks.id,
      name: tasks.name,
      applianceId: applianceKey(),
      applianceName: tasks.applianceName,
      catalogTaskId: tasks.catalogTaskId,
      dueDate: tasks.dueDate,
      ...completionColumns,
      completedById: users.id,
      completedByName: sql<string | null>`${personNameSql}`,
    })
      // Who did it, by name (docs/product.md §6.5); a completion whose member's account is gone names nobody.
      .leftJoin(users, eq(users.id, completions.completedBy))
      .where(where)
      .orderBy(desc(completions.completedAt), desc(completions.id))
      .limit(limit)
      .offset(offset),
    selectCompletionsWithTasks(db, { total: count() }).where(where),
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
  return selectCompletionsWithTasks(db, {
    completedOn: completions.completedOn,
    applianceId: tasks.applianceId,
    catalogTaskId: tasks.catalogTaskId,
    costActual: completions.costActual,
  }).where(eq(completions.homeId, homeId));
}

export type CompletionFact = { completedOn: string; applianceId: string | null; catalogTaskId: string; costActual: number | null };
export type DueFact = { dueDate: string; completedOn: string | null };
export type AchievementFacts = { completions: CompletionFact[]; applianceIds: string[]; dueFacts: DueFact[]; unlockedIds: string[] };

/** One occurrence as the facts statement sends it: due day, day done (null while open), appliance, catalogue task, cost. */
type OccurrenceFact = [dueDate: string, completedOn: string | null, applianceId: string | null, catalogTaskId: string, costActual: number | null];

// Run after every completion, hence prepared (decision 018): one pass over the home's occurrences with
// their completions gives both the completion facts and the due facts, and PostgreSQL plans it once per
// connection instead of on every call. Each part is JSON, which both drivers parse alike (dates as
// `YYYY-MM-DD`, costs as numbers, as Drizzle's selects give them). A completion always belongs to the
// home of its occurrence, so the join finds every completion of the home. The home's id is written out
// in full: a single-table select names its columns without the table, which a subquery would misread.
const achievementFactsQuery = preparedPerDatabase((db) =>
  db
    .select({
      occurrences: sql<OccurrenceFact[]>`(
        select coalesce(json_agg(json_build_array(t.due_date, c.completed_on, t.appliance_id, t.catalog_task_id, c.cost_actual)), '[]')
        from ${tasks} t left join ${completions} c on c.task_id = t.id and c.home_id = t.home_id
        where t.home_id = "homes"."id")`,
      applianceIds: sql<string[]>`(select coalesce(json_agg(a.id), '[]') from ${appliances} a where a.home_id = "homes"."id")`,
      unlockedIds: sql<string[]>`(select coalesce(json_agg(a.achievement_id), '[]') from ${achievements} a where a.home_id = "homes"."id")`,
    })
    .from(homes)
    .where(eq(homes.id, sql.placeholder("homeId")))
    .prepare("achievement_facts"),
);

/**
 * Everything the achievements are judged on, in one statement: every completion with its day, appliance,
 * catalogue task and cost; the appliances; every occurrence's due day and the day it was done; and the
 * achievements already unlocked. A home that is gone has none of them.
 */
export async function readAchievementFacts(db: Database, homeId: string): Promise<AchievementFacts> {
  const [row] = await achievementFactsQuery(db).execute({ homeId });
  if (!row) return { completions: [], applianceIds: [], dueFacts: [], unlockedIds: [] };
  const completionFacts: CompletionFact[] = [];
  const dueFacts: DueFact[] = [];
  for (const [dueDate, completedOn, applianceId, catalogTaskId, costActual] of row.occurrences) {
    dueFacts.push({ dueDate, completedOn });
    if (completedOn !== null) completionFacts.push({ completedOn, applianceId, catalogTaskId, costActual });
  }
  return { completions: completionFacts, applianceIds: row.applianceIds, dueFacts, unlockedIds: row.unlockedIds };
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
