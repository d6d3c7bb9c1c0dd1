import {
  achievementNotificationContent,
  achievementStatuses,
  newlyEarnedAchievements,
  monthlyTotals,
  type AchievementId,
  type AchievementStatus,
  type CompletedTaskEntry,
  type HistoryResponse,
  type MonthlyHistoryResponse,
} from "@domain/contract/index.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { moneySavedByCompletion } from "@domain/tasks/task-rules.ts";
import type { Database } from "../db/client.ts";
import { insertNotifications } from "../db/repositories/notifications-repository.ts";
import {
  insertAchievements,
  isTaskOfHome,
  listAchievements,
  listCompletionFacts,
  listHistoryAppliances,
  listHistoryPage,
  readAchievementFacts,
} from "../db/repositories/progress-repository.ts";
import { AppError } from "../http/app-error.ts";
import { isUuid } from "../http/ids.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { systemClock, type Clock } from "./clock.ts";
import { completedByOfRow } from "./task-views.ts";
import type { TaskRequestContext } from "./tasks.ts";

export type ProgressService = ReturnType<typeof createProgressService>;

/** What a completion of a catalogue task saved; nothing for a task the catalogue no longer has. */
export function moneySavedByCatalogTask(catalog: CatalogSource, catalogTaskId: string, costActual: number | null): number {
  const entry = catalog.taskById(catalogTaskId);
  return entry ? moneySavedByCompletion({ ...entry, costActual }) : 0;
}

export function createProgressService({
  db,
  catalog,
  clock = systemClock,
  onUnlocked,
}: {
  db: Database;
  catalog: CatalogSource;
  clock?: Clock;
  /** Told of what was just unlocked, once, after it is stored (the push, ntfy and webhook deliveries); it must not throw. */
  onUnlocked?: (homeId: string, unlocked: readonly AchievementId[]) => Promise<void>;
}) {
  const savedBy = (catalogTaskId: string, costActual: number | null) => moneySavedByCatalogTask(catalog, catalogTaskId, costActual);

  /**
   * Unlocks what the history now earns and was not unlocked before, each with a notification. The facts are
   * read in one statement outside any transaction, as most reads find nothing new; only when something is
   * earned do the inserts run, in one transaction (two requests at once unlock and announce an
   * achievement once: the insert keeps one row and only its inserter announces it).
   */
  async function unlockEarned({ homeId, timeZone }: TaskRequestContext, options: { guideFinished?: boolean } = {}): Promise<AchievementId[]> {
    const now = clock.now();
    const { completions, applianceIds, dueFacts, unlockedIds } = await readAchievementFacts(db, homeId);
    const earned = newlyEarnedAchievements(
      {
        completions: completions.map((completion) => ({
          completedOn: completion.completedOn,
          applianceId: completion.applianceId,
          moneySaved: savedBy(completion.catalogTaskId, completion.costActual),
        })),
        applianceIds,
        tasks: dueFacts,
        guideFinished: options.guideFinished ?? false,
        today: calendarDateInTimeZone(now, timeZone),
      },
      unlockedIds,
    );
    if (earned.length === 0) return [];
    const unlocked = await db.transaction(async (tx) => {
      const inserted = (await insertAchievements(tx, homeId, earned, now)).map((row) => row.achievementId as AchievementId);
      await insertNotifications(
        tx,
        inserted.map((id) => ({ homeId, kind: "achievement", ...achievementNotificationContent(id) })),
      );
      return inserted;
    });
    if (unlocked.length > 0) await onUnlocked?.(homeId, unlocked);
    return unlocked;
  }

  async function statuses(homeId: string): Promise<AchievementStatus[]> {
    const unlocked = new Map((await listAchievements(db, homeId)).map((row) => [row.achievementId, row.unlockedAt]));
    return achievementStatuses((id) => unlocked.get(id)?.toISOString() ?? null);
  }

  return {
    async history({ homeId }: TaskRequestContext, query: { page: number; pageSize: number; search?: string | undefined; applianceId?: string | undefined }): Promise<HistoryResponse> {
      const [{ rows, total }, appliances] = await Promise.all([
        listHistoryPage(db, homeId, { search: query.search || undefined, applianceId: query.applianceId, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        listHistoryAppliances(db, homeId),
      ]);
      const data = rows.map(
        (row): CompletedTaskEntry => ({
          taskId: row.taskId,
          name: row.name,
          applianceId: row.applianceId,
          applianceName: row.applianceName,
          masterTaskSlug: row.catalogTaskId,
          dueDate: row.dueDate,
          completedAt: row.completedAt.toISOString(),
          completedOn: row.completedOn,
          notes: row.notes,
          timeSpentMinutes: row.timeSpentMinutes,
          costActual: row.costActual,
          proCost: catalog.taskById(row.catalogTaskId)?.proCost ?? null,
          moneySaved: savedBy(row.catalogTaskId, row.costActual),
          completedBy: completedByOfRow(row),
        }),
      );
      return { data, pagination: { page: query.page, pageSize: query.pageSize, total }, appliances };
    },

    async monthly({ homeId, timeZone }: TaskRequestContext): Promise<MonthlyHistoryResponse["data"]> {
      const completions = await listCompletionFacts(db, homeId);
      return monthlyTotals(
        completions.map((completion) => ({ completedOn: completion.completedOn, moneySaved: savedBy(completion.catalogTaskId, completion.costActual) })),
        calendarDateInTimeZone(clock.now(), timeZone),
      );
    },

    /**
     * Every achievement with its state; anything the history earns by now is unlocked first. This read is
     * where the achievements of a completion are judged: the app reads them after every change and when its
     * window regains focus, and a completion does not judge them a second time (decision 038).
     */
    async achievements(context: TaskRequestContext): Promise<AchievementStatus[]> {
      await unlockEarned(context);
      return statuses(context.homeId);
    },

    async guideFinished(context: TaskRequestContext, taskId: string): Promise<AchievementStatus[]> {
      if (!isUuid(taskId) || !(await isTaskOfHome(db, context.homeId, taskId))) throw AppError.notFound(VALIDATION_MESSAGES.taskNotFound);
      await unlockEarned(context, { guideFinished: true });
      return statuses(context.homeId);
    },
  };
}
