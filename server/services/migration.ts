import { normaliseApplianceIds, resolveApplianceId, type ApplianceId } from "@domain/appliances/identifiers.ts";
import { hasMigratableData, type CompletedTaskMetadata, type MigrationRequest, type MigrationResponse } from "@domain/contract/index.ts";
import { calendarDateOfInstant, compareCalendarDates, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { parseLastCompletedKey } from "@domain/entities/local-data-store.ts";
import type { Database } from "../db/client.ts";
import { claimImportKey } from "../db/repositories/homes-repository.ts";
import { insertCompletion } from "../db/repositories/completions-repository.ts";
import { insertTasksSkippingDuplicates, listFirstOpenTasksOfAppliance, setTaskDueDate } from "../db/repositories/tasks-repository.ts";
import { listAppliances, type ApplianceRow } from "../db/repositories/appliances-repository.ts";
import { findHomeLocation, lockHomeContents } from "../db/repositories/users-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { TaskRequestContext } from "./tasks.ts";
import { addApplianceWithTasks, homeClimateOf } from "./appliances.ts";
import { relocateHome } from "./home-location.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { systemClock, type Clock } from "./clock.ts";
import { nextOccurrenceDueDate, priorityOf } from "@domain/scheduling/plan-appliance-tasks.ts";

type Skipped = MigrationResponse["skipped"][number];
type LocalCompletion = { kind: Skipped["kind"]; label: string; taskId: string; applianceId: string; completedAt: string } & CompletedTaskMetadata;

export type MigrationService = ReturnType<typeof createMigrationService>;

/**
 * Brings a local-mode home onto the server with the strategy `server_wins`: appliances the home lacks are
 * added with their schedule; completions become history; anything the server already has stays as it is
 * (its schedule included). Each imported item claims a key, so a second run imports nothing. One transaction.
 */
/**
 * How far ahead of the server's clock a local completion may be dated and still be taken as done now: a
 * device's clock runs a little fast at times. Anything later cannot have happened and is skipped.
 */
const DEVICE_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule the browser kept, on the appliances the move added: a task done in the browser is next due
 * when its completion there made it due, not when the install date alone would. The server's own schedule
 * is never moved (strategy `server_wins`), nor a date later than the one it has.
 */
async function rescheduleFromLocalCompletions(
  tx: Database,
  homeId: string,
  addedHere: ReadonlySet<string>,
  lastDoneHere: ReadonlyMap<string, CalendarDate>,
  today: CalendarDate,
): Promise<void> {
  const home = await homeClimateOf(tx, homeId);
  for (const applianceId of addedHere) {
    for (const task of await listFirstOpenTasksOfAppliance(tx, homeId, applianceId)) {
      const lastDone = lastDoneHere.get(`${applianceId}:${task.catalogTaskId}`);
      if (!lastDone) continue;
      const due = nextOccurrenceDueDate(task, lastDone, today, home);
      if (compareCalendarDates(due, task.dueDate) > 0) await setTaskDueDate(tx, homeId, task.id, due);
    }
  }
}

export function createMigrationService({ db, catalog, clock = systemClock }: { db: Database; catalog: CatalogSource; clock?: Clock }) {
  return {
    async migrate({ homeId, userId, timeZone }: TaskRequestContext, request: MigrationRequest, today: CalendarDate): Promise<MigrationResponse> {
      if (!hasMigratableData(request)) throw AppError.badRequest("Nothing to migrate: the local data is empty");
      const skipped: Skipped[] = [];
      const imported = { appliances: 0, completions: 0, tasks: 0 };

      const warnings = await db.transaction(async (tx) => {
        // The same move sent twice at once (two tabs, a retry) imports each appliance once.
        await lockHomeContents(tx, homeId);
        // Where the browser's home is comes first, as in onboarding, so the appliances added below are planned
        // by its seasons; a location the account already has wins (server_wins).
        if (request.homeLocation && (await findHomeLocation(tx, homeId)) === null) await relocateHome(tx, catalog, homeId, request.homeLocation, today);
        const inHome = await listAppliances(tx, homeId);
        const byType = new Map<string, ApplianceRow>(inHome.map((row) => [row.type, row]));
        // A home kept in the browser may hold two of a kind (two water heaters, docs/product.md §4.16): each one
        // sent beyond as many as the home has of its kind is added, so a move sent again adds nothing.
        const inHomeOfType = (type: string) => inHome.filter((row) => row.type === type).length;
        const sentOfType = new Map<string, number>();
        // Appliances this move adds, and the last day each of their tasks was done in the browser: their first
        // occurrences were dated from the install date, and a task done there comes due again from that day.
        const addedHere = new Set<string>();
        const lastDoneHere = new Map<string, CalendarDate>();
        const idWarnings: string[] = [];

        for (const local of request.appliances) {
          // docs/product.md §5, item by item so each keeps its age: empty ids and '0', 'undefined', 'null' are
          // dropped without a word; numeric and unknown ones are reported and skipped.
          const { ids, warnings } = normaliseApplianceIds([local.type]);
          idWarnings.push(...warnings.map((warning) => warning.message));
          const type = ids[0];
          if (!type) {
            if (warnings.length > 0) skipped.push({ kind: "appliance", id: local.type, reason: "Not an appliance of the catalogue" });
            continue;
          }
          const sent = (sentOfType.get(type) ?? 0) + 1;
          sentOfType.set(type, sent);
          if (sent <= inHomeOfType(type)) {
            skipped.push({ kind: "appliance", id: local.type, reason: "The home already has this appliance" });
            continue;
          }
          const { appliance } = await addApplianceWithTasks(tx, catalog, { homeId, type, details: { yearsOld: local.yearsOld }, today });
          // Completions name a kind: they go to the first of its kind this move adds.
          if (!byType.has(type)) byType.set(type, appliance);
          addedHere.add(appliance.id);
          imported.appliances += 1;
        }

        const completions: LocalCompletion[] = [
          ...request.completed.map((item) => ({ kind: "completion" as const, label: item.taskId, ...item })),
          ...request.tasks.flatMap((task) =>
            task.completedAt ? [{ kind: "task" as const, label: task.id, taskId: task.id, applianceId: task.applianceId, completedAt: task.completedAt }] : [],
          ),
          ...Object.entries(request.lastCompleted).flatMap(([key, completedAt]) => {
            const parsed = parseLastCompletedKey(key);
            if (!parsed) {
              skipped.push({ kind: "lastCompleted", id: key, reason: "Not a task:appliance key" });
              return [];
            }
            return [{ kind: "lastCompleted" as const, label: key, ...parsed, completedAt }];
          }),
        ];
        for (const task of request.tasks) {
          if (!task.completedAt) skipped.push({ kind: "task", id: task.id, reason: "The server's schedule is kept" });
        }

        for (const item of completions) {
          const entry = catalog.taskById(item.taskId);
          const type: ApplianceId | undefined = resolveApplianceId(item.applianceId);
          const appliance = type ? byType.get(type) : undefined;
          if (!entry || !appliance || !type) {
            skipped.push({ kind: item.kind, id: item.label, reason: entry ? "Its appliance is not in the home" : "Not a task of the catalogue" });
            continue;
          }
          if (!catalog.tasksForAppliance(type).some((task) => task.id === entry.id)) {
            skipped.push({ kind: item.kind, id: item.label, reason: "Not a task of this appliance" });
            continue;
          }
          const statedAt = new Date(item.completedAt);
          const now = clock.now();
          if (statedAt.getTime() - now.getTime() > DEVICE_CLOCK_SKEW_MS) {
            skipped.push({ kind: item.kind, id: item.label, reason: "Completed in the future" });
            continue;
          }
          const completedAt = statedAt > now ? now : statedAt;
          // The same completion may arrive as a record, a completed task and a last-completed mark: one key,
          // from the instant as stated, so that a second run finds it whatever the clock says then.
          const key = `completion:${entry.id}:${type}:${statedAt.toISOString()}`;
          if (!(await claimImportKey(tx, homeId, key, userId))) {
            skipped.push({ kind: item.kind, id: item.label, reason: "Already imported" });
            continue;
          }
          const completedOn = calendarDateOfInstant(completedAt.toISOString(), timeZone);
          const [historyTask] = await insertTasksSkippingDuplicates(tx, [
            {
              homeId,
              applianceId: appliance.id,
              applianceType: type,
              applianceName: appliance.name,
              catalogTaskId: entry.id,
              name: entry.name,
              frequency: entry.frequency,
              timeEstimate: entry.estimatedTime,
              difficulty: entry.difficulty,
              priority: priorityOf(entry),
              dueDate: completedOn,
              status: "completed",
              completedAt,
            },
          ]);
          await insertCompletion(tx, {
            homeId,
            taskId: historyTask!.id,
            completedBy: userId,
            completedAt,
            completedOn,
            notes: item.notes ?? null,
            timeSpentMinutes: item.timeSpentMinutes ?? null,
            costActual: item.costActual ?? null,
          });
          if (addedHere.has(appliance.id)) {
            const key = `${appliance.id}:${entry.id}`;
            const latest = lastDoneHere.get(key);
            if (!latest || compareCalendarDates(completedOn, latest) > 0) lastDoneHere.set(key, completedOn);
          }
          if (item.kind === "task") imported.tasks += 1;
          else imported.completions += 1;
        }
        await rescheduleFromLocalCompletions(tx, homeId, addedHere, lastDoneHere, today);
        return idWarnings;
      });

      return { migrated: true, imported, warnings, skipped };
    },
  };
}
