import { applianceDisplayName, normaliseApplianceIds, resolveApplianceId, type ApplianceId, type ApplianceIdWarning } from "@domain/appliances/identifiers.ts";
import { catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "@domain/catalog/index.ts";
import type { CatalogTask } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { LocalDataStore } from "@domain/entities/local-data-store.ts";
import type { LocalTask } from "@domain/entities/local-tasks.ts";
import { installDateFromYearsOld, planApplianceTasks, type PlannedTask } from "@domain/scheduling/plan-appliance-tasks.ts";
import { daysUntilDue, isTaskOverdue } from "@domain/tasks/task-list.ts";
import { isQuickWinTime } from "@domain/tasks/task-rules.ts";

/**
 * Local task generation (docs/product.md §4.12, §4.16): every catalogue task of every selected appliance,
 * first due where the server would put it (the same planning, `planApplianceTasks`, with the age standing
 * in for the last time the task was done), so a local home and the same home on the server agree, and
 * moving it there later (docs/product.md §4.4) changes nothing the person sees.
 */

/**
 * The id of an appliance's first occurrence of a catalogue task: the same two always give the same id,
 * so generating again skips what exists. Catalogue and appliance ids are kebab-case words, so the double
 * hyphen cannot be produced by any other pair.
 */
export function localTaskId(applianceId: string, catalogTaskId: string): string {
  return `local-${applianceId}--${catalogTaskId}`;
}

/** The task a completion record names (docs/product.md §3.10): the catalogue task, so that it is the same across occurrences. */
export function seriesTaskId(task: Pick<LocalTask, "id" | "masterTaskSlug">): string {
  return task.masterTaskSlug ?? task.id;
}

/** Two occurrences of the same task on the same appliance. */
export function sameSeries(a: Pick<LocalTask, "id" | "masterTaskSlug" | "applianceId">, b: Pick<LocalTask, "id" | "masterTaskSlug" | "applianceId">): boolean {
  return seriesTaskId(a) === seriesTaskId(b) && a.applianceId === b.applianceId;
}

function catalogEntries(applianceId: ApplianceId): CatalogTask[] {
  return taskIdsForAppliance(applianceId).flatMap((id) => catalogTaskById(id) ?? []);
}

function toLocalTask(planned: PlannedTask, entry: CatalogTask | undefined, applianceId: ApplianceId, today: CalendarDate, createdAt: string): LocalTask {
  const task = {
    id: localTaskId(applianceId, planned.catalogTaskId),
    name: planned.name,
    description: entry?.description ?? "",
    applianceId,
    applianceName: applianceDisplayName(applianceId) ?? applianceId,
    frequency: planned.frequency,
    timeEstimate: planned.timeEstimate,
    difficulty: planned.difficulty,
    priority: planned.priority,
    instructions: entry?.steps.map((step) => step.title) ?? [],
    dueDate: planned.dueDate,
    isCompleted: false,
    completedAt: null,
    lastCompleted: null,
    snoozeUntil: null,
    createdAt,
    notes: "",
    daysUntilDue: daysUntilDue(planned.dueDate, today),
    costSavings: entry?.savingsMessage ?? "",
    isQuickWin: isQuickWinTime(planned.timeEstimate),
    masterTaskSlug: planned.catalogTaskId,
    previousTaskId: null,
  };
  return { ...task, isOverdue: isTaskOverdue(task, today) };
}

export interface LocalGenerationResult {
  /** The existing tasks followed by the new ones. */
  readonly tasks: LocalTask[];
  readonly created: LocalTask[];
  /** Appliance ids of the store that were refused or unknown (docs/product.md §5.3); the domain never logs them. */
  readonly warnings: ApplianceIdWarning[];
}

/**
 * The tasks for the store's selected appliances and their ages, added to `existing`: a task whose id
 * already exists is skipped (docs/product.md §4.12), and so is one whose task and appliance already have
 * an open occurrence, as the server keeps at most one (docs/decisions/006-task-occurrences-are-the-history.md),
 * and a home-wide task the home already has open on another appliance (domain/catalog/home-wide.ts).
 */
export function generateLocalTasks(
  store: Pick<LocalDataStore, "selectedAppliances" | "applianceAges">,
  existing: readonly LocalTask[],
  { now, today }: { readonly now: Date; readonly today: CalendarDate },
): LocalGenerationResult {
  const { ids, warnings } = normaliseApplianceIds(store.selectedAppliances);
  const ages = new Map(store.applianceAges.flatMap((age) => {
    const id = resolveApplianceId(age.applianceId);
    return id === undefined ? [] : [[id, age.yearsPurchased] as const];
  }));
  const taken = new Set(existing.map((task) => task.id));
  const open = existing.filter((task) => !task.isCompleted);
  const created: LocalTask[] = [];
  for (const applianceId of ids) {
    const yearsOld = ages.get(applianceId);
    const installDate = yearsOld === undefined ? null : installDateFromYearsOld(yearsOld, today);
    const entries = catalogEntries(applianceId);
    for (const [index, planned] of planApplianceTasks(entries, installDate, today).entries()) {
      const task = toLocalTask(planned, entries[index], applianceId, today, now.toISOString());
      if (taken.has(task.id) || open.some((other) => sameSeries(other, task))) continue;
      if (isHomeWideTask(planned.catalogTaskId) && [...open, ...created].some((other) => other.masterTaskSlug === planned.catalogTaskId)) continue;
      taken.add(task.id);
      created.push(task);
    }
  }
  return { tasks: [...existing, ...created], created, warnings };
}
