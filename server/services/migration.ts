import { normaliseApplianceIds, resolveApplianceId, type ApplianceId } from "@domain/appliances/identifiers.ts";
import { hasMigratableData, type MigrationRequest, type MigrationResponse } from "@domain/contract/index.ts";
import { calendarDateOfInstant, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { parseLastCompletedKey } from "@domain/entities/local-data-store.ts";
import type { Database } from "../db/client.ts";
import { claimImportKey, insertCompletion, insertTasksSkippingDuplicates, listAppliances, type ApplianceRow } from "../db/repositories/maintenance-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { TaskRequestContext } from "./tasks.ts";
import { addApplianceWithTasks } from "./appliances.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { priorityOf } from "@domain/scheduling/plan-appliance-tasks.ts";

type Skipped = MigrationResponse["skipped"][number];
type LocalCompletion = { kind: Skipped["kind"]; label: string; taskId: string; applianceId: string; completedAt: string };

export type MigrationService = ReturnType<typeof createMigrationService>;

/**
 * Brings a local-mode home onto the server with the strategy `server_wins`: appliances the home lacks are
 * added with their schedule; completions become history; anything the server already has stays as it is
 * (its schedule included). Each imported item claims a key, so a second run imports nothing. One transaction.
 */
export function createMigrationService({ db, catalog }: { db: Database; catalog: CatalogSource }) {
  return {
    async migrate({ homeId, userId, timeZone }: TaskRequestContext, request: MigrationRequest, today: CalendarDate): Promise<MigrationResponse> {
      if (!hasMigratableData(request)) throw AppError.badRequest("Nothing to migrate: the local data is empty");
      const skipped: Skipped[] = [];
      const imported = { appliances: 0, completions: 0, tasks: 0 };

      const warnings = await db.transaction(async (tx) => {
        const byType = new Map<string, ApplianceRow>((await listAppliances(tx, homeId)).map((row) => [row.type, row]));
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
          if (byType.has(type)) {
            skipped.push({ kind: "appliance", id: local.type, reason: "The home already has this appliance" });
            continue;
          }
          const { appliance } = await addApplianceWithTasks(tx, catalog, { homeId, type, details: { yearsOld: local.yearsOld }, today });
          byType.set(type, appliance);
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
          const completedAt = new Date(item.completedAt);
          // The same completion may arrive as a record, a completed task and a last-completed mark: one key.
          const key = `completion:${entry.id}:${type}:${completedAt.toISOString()}`;
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
          await insertCompletion(tx, { homeId, taskId: historyTask!.id, completedBy: userId, completedAt, completedOn });
          if (item.kind === "task") imported.tasks += 1;
          else imported.completions += 1;
        }
        return idWarnings;
      });

      return { migrated: true, imported, warnings, skipped };
    },
  };
}
