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

export interface LocalPlanOptions {
  readonly now: Date;
  readonly today: CalendarDate;
  /**
   * An id for a first occurrence whose own id is already taken by a past one of the same task and
   * appliance, with nothing open (an appliance removed, its history kept, then added again): without
   * it, such a task is skipped as docs/product.md §4.12 says for generating again.
   */
  readonly freshId?: () => string;
  /** The name the tasks carry; the appliance's display name by default. */
  readonly applianceName?: string;
}

/**
 * One appliance's first occurrences, planned from its install date as the server plans them, without
 * what `existing` already holds: a task whose id exists (unless `freshId` gives another), a second open
 * occurrence of the same task and appliance (the server keeps at most one,
 * docs/decisions/006-task-occurrences-are-the-history.md), and a home-wide task the home already has open
 * on another appliance (domain/catalog/home-wide.ts).
 */
export function planLocalApplianceTasks(
  applianceId: ApplianceId,
  installDate: CalendarDate | null,
  existing: readonly LocalTask[],
  { now, today, freshId, applianceName }: LocalPlanOptions,
): LocalTask[] {
  const taken = new Set(existing.map((task) => task.id));
  const open = existing.filter((task) => !task.isCompleted);
  const entries = catalogEntries(applianceId);
  const created: LocalTask[] = [];
  for (const [index, planned] of planApplianceTasks(entries, installDate, today).entries()) {
    const task = toLocalTask(planned, entries[index], applianceId, today, now.toISOString());
    if (open.some((other) => sameSeries(other, task))) continue;
    if (isHomeWideTask(planned.catalogTaskId) && [...open, ...created].some((other) => other.masterTaskSlug === planned.catalogTaskId)) continue;
    if (taken.has(task.id) && !freshId) continue;
    const id = taken.has(task.id) && freshId ? freshId() : task.id;
    taken.add(id);
    created.push({ ...task, id, ...(applianceName !== undefined && { applianceName }) });
  }
  return created;
}

/**
 * The tasks for the store's selected appliances and their ages, added to `existing` by
 * `planLocalApplianceTasks`, appliance after appliance.
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
  const created: LocalTask[] = [];
  for (const applianceId of ids) {
    const yearsOld = ages.get(applianceId);
    const installDate = yearsOld === undefined ? null : installDateFromYearsOld(yearsOld, today);
    created.push(...planLocalApplianceTasks(applianceId, installDate, [...existing, ...created], { now, today }));
  }
  return { tasks: [...existing, ...created], created, warnings };
}
