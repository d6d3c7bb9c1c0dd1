import { applianceDisplayName, normaliseApplianceIds, resolveApplianceId, type ApplianceId, type ApplianceIdWarning } from "@domain/appliances/identifiers.ts";
import { CATALOG_ADDITIONS } from "@domain/catalog/additions.ts";
import { catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "@domain/catalog/index.ts";
import type { CatalogTask } from "@domain/contract/index.ts";
import { compareCalendarDates, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { LocalCompletedTask, LocalDataStore } from "@domain/entities/local-data-store.ts";
import { taskHolderOf, type LocalProfileAppliance } from "@domain/entities/local-profile.ts";
import type { LocalTask } from "@domain/entities/local-tasks.ts";
import { installDateFromYearsOld, nextOccurrenceDueDate, planApplianceTasks, type PlannedTask } from "@domain/scheduling/plan-appliance-tasks.ts";
import { daysUntilDue, isTaskOverdue } from "@domain/tasks/task-list.ts";
import { isQuickWinTime } from "@domain/tasks/task-rules.ts";
import { deriveHomeClimate } from "@domain/seasons/derive-climate.ts";
import type { HomeClimate } from "@domain/seasons/home-location.ts";

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

function toLocalTask(planned: PlannedTask, entry: CatalogTask | undefined, applianceId: ApplianceId, today: CalendarDate, createdAt: string, holder: string = applianceId): LocalTask {
  const task = {
    id: localTaskId(holder, planned.catalogTaskId),
    name: planned.name,
    description: entry?.description ?? "",
    applianceId: holder,
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
  /** Only these catalogue tasks, when given. */
  readonly onlyTasks?: ReadonlySet<string>;
  /** Where the home is: its seasons place the seasonal tasks (docs/product.md §5.7); northern mixed when absent. */
  readonly home?: HomeClimate;
  /**
   * The id the tasks are kept under: the kind by default; a second appliance of a kind keeps its own
   * (domain/entities/local-profile.ts `tasksUnder`).
   */
  readonly holder?: string;
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
  { now, today, freshId, applianceName, onlyTasks, home, holder }: LocalPlanOptions,
): LocalTask[] {
  const taken = new Set(existing.map((task) => task.id));
  const open = existing.filter((task) => !task.isCompleted);
  const entries = catalogEntries(applianceId).filter((entry) => onlyTasks === undefined || onlyTasks.has(entry.id));
  const created: LocalTask[] = [];
  // planApplianceTasks leaves out the tasks of seasons the home does not have, so entries are matched by id.
  for (const planned of planApplianceTasks(entries, installDate, today, home)) {
    const task = toLocalTask(planned, entries.find((entry) => entry.id === planned.catalogTaskId), applianceId, today, now.toISOString(), holder);
    if (open.some((other) => sameSeries(other, task))) continue;
    if (isHomeWideTask(planned.catalogTaskId) && [...open, ...created].some((other) => other.masterTaskSlug === planned.catalogTaskId)) continue;
    if (taken.has(task.id) && !freshId) continue;
    const id = taken.has(task.id) && freshId ? freshId() : task.id;
    taken.add(id);
    created.push({ ...task, id, ...(applianceName !== undefined && { applianceName }) });
  }
  return created;
}

/** Each selected appliance's install date as its age today says, or null when the store has no age for it. */
function installDatesFromAges(store: Pick<LocalDataStore, "applianceAges">, today: CalendarDate): (applianceId: ApplianceId) => CalendarDate | null {
  const ages = new Map(store.applianceAges.flatMap((age) => {
    const id = resolveApplianceId(age.applianceId);
    return id === undefined ? [] : [[id, age.yearsPurchased] as const];
  }));
  return (applianceId) => {
    const yearsOld = ages.get(applianceId);
    return yearsOld === undefined ? null : installDateFromYearsOld(yearsOld, today);
  };
}

/**
 * The tasks for the store's selected appliances and their ages, added to `existing` by
 * `planLocalApplianceTasks`, appliance after appliance.
 */
export function generateLocalTasks(
  store: Pick<LocalDataStore, "selectedAppliances" | "applianceAges" | "homeLocation">,
  existing: readonly LocalTask[],
  { now, today }: { readonly now: Date; readonly today: CalendarDate },
): LocalGenerationResult {
  const { ids, warnings } = normaliseApplianceIds(store.selectedAppliances);
  const installDateOf = installDatesFromAges(store, today);
  const created: LocalTask[] = [];
  for (const applianceId of ids) {
    created.push(...planLocalApplianceTasks(applianceId, installDateOf(applianceId), [...existing, ...created], { now, today, home: deriveHomeClimate(store.homeLocation) }));
  }
  return { tasks: [...existing, ...created], created, warnings };
}

const ADDED_TASKS: ReadonlySet<string> = new Set(CATALOG_ADDITIONS);

/**
 * The catalogue's added tasks (domain/catalog/additions.ts) for a schedule made before them, as the
 * server's migration 0014 gives them to a home there: each appliance already scheduled gets those it
 * lists, planned from its age as adding it today would, and a task the whole home shares goes to the first
 * of them. What the schedule already holds (an occurrence done or open, a shared task open on any
 * appliance) is not made again, so topping up twice adds nothing and no history changes. Appliances with
 * no task yet are left to `generateLocalTasks`, which gives them everything.
 */
export function addedCatalogTasks(
  store: Pick<LocalDataStore, "selectedAppliances" | "applianceAges">,
  existing: readonly LocalTask[],
  { now, today }: { readonly now: Date; readonly today: CalendarDate },
): LocalTask[] {
  const { ids } = normaliseApplianceIds(store.selectedAppliances);
  const scheduled = new Set(existing.map((task) => task.applianceId));
  const installDateOf = installDatesFromAges(store, today);
  const created: LocalTask[] = [];
  for (const applianceId of ids.filter((id) => scheduled.has(id))) {
    created.push(...planLocalApplianceTasks(applianceId, installDateOf(applianceId), [...existing, ...created], { now, today, onlyTasks: ADDED_TASKS }));
  }
  return created;
}

export interface LocalRebuildOptions {
  readonly now: Date;
  readonly today: CalendarDate;
  /** The user's calendar day of an instant. */
  readonly dayOf: (instant: string) => CalendarDate;
  /** Ids of the occurrences made again that cannot take their series' first-occurrence id. */
  readonly newId: () => string;
}

/** Two ids of the local stores naming the same kind (either may be a legacy spelling kept by an older version). */
const legacyKindOf = (id: string): string => resolveApplianceId(id) ?? id;

/** A completion record of the occurrence (docs/product.md §3.10 names its catalogue task, its appliance, its instant). */
function isRecordOfOccurrence(record: LocalCompletedTask, task: LocalTask): boolean {
  return task.isCompleted && task.completedAt === record.completedAt && record.taskId === seriesTaskId(task) && record.applianceId === task.applianceId;
}

/** The task as of today: its days until due and whether it is overdue. */
function asOf(task: LocalTask, today: CalendarDate): LocalTask {
  const dated = { ...task, daysUntilDue: daysUntilDue(task.dueDate, today) };
  return { ...dated, isOverdue: isTaskOverdue(dated, today) };
}

/** The install date an appliance of the profile was planned with on the day it was added, as adding it worked it out. */
function installDateWhenAdded(appliance: LocalProfileAppliance, addedOn: CalendarDate): CalendarDate | null {
  if (appliance.installDate !== undefined) return appliance.installDate;
  return appliance.yearsOld === null ? null : installDateFromYearsOld(appliance.yearsOld, addedOn);
}

/**
 * The schedule made again when the stored tasks could not be read whole (docs/product.md §4.16), from
 * what the browser still holds: the tasks that could be read (`kept`), the data store's appliances, ages
 * and completions, and the profile's appliances (their names, the day each was added, its age then).
 *
 * Each series is planned as it was: its first occurrence by `planLocalApplianceTasks` as of the day its
 * appliance was added, then one occurrence per completion the data store records, each next one due where
 * completing the last made it due (`nextOccurrenceDueDate`, as completing does), the last one open. So
 * the dates come back as they were, an overdue task still overdue (a snooze is not recorded anywhere else,
 * and is lost). A completion already among `kept` is not made twice, and completions of appliances no
 * longer in the home, or from before an appliance was added again, come back as done occurrences only, so
 * the completed tasks list them as before. Completion records themselves are never changed.
 */
export function rebuildLocalTasks(
  kept: readonly LocalTask[],
  data: Pick<LocalDataStore, "selectedAppliances" | "applianceAges" | "completedTasks">,
  appliances: readonly LocalProfileAppliance[],
  { now, today, dayOf, newId }: LocalRebuildOptions,
): LocalTask[] {
  const { ids: kinds } = normaliseApplianceIds(data.selectedAppliances);
  // The first appliance of each kind holds the kind's tasks; another of a kind (a second water heater) holds its own, under its id.
  const profileOf = new Map(appliances.filter((appliance) => appliance.tasksUnder === undefined).map((appliance) => [legacyKindOf(appliance.type), appliance] as const));
  const others = appliances.flatMap((appliance) => {
    const kind = resolveApplianceId(appliance.type);
    return appliance.tasksUnder !== undefined && kind !== undefined ? [{ kind, holder: taskHolderOf(appliance), profile: appliance }] : [];
  });
  const kindOfOther = new Map(others.map((other) => [other.holder, other.kind] as const));
  /** The kind an appliance id of the stores names: a kind (in any spelling), or the id of another appliance of a kind. */
  const kindOf = (id: string): string => kindOfOther.get(id) ?? legacyKindOf(id);
  const holders = [
    ...kinds.map((kind) => ({ kind, holder: kind, profile: profileOf.get(kind) })),
    ...others.filter((other) => kinds.includes(other.kind)),
  ];
  const ages = new Map(data.applianceAges.map((age) => [kindOf(age.applianceId), age.yearsPurchased] as const));
  const records = [...data.completedTasks].sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));
  const accounted = new Set<LocalCompletedTask>();
  const tasks: LocalTask[] = [...kept];

  /** Done on an appliance of the home since it was added: part of the series open now. */
  const isCurrent = (record: LocalCompletedTask) => {
    const holder = holders.find((each) => (kindOfOther.has(record.applianceId) ? each.holder === record.applianceId : each.holder === kindOf(record.applianceId)));
    if (!holder) return false;
    const addedAt = holder.profile?.addedAt;
    return addedAt === undefined || Date.parse(record.completedAt) >= Date.parse(addedAt);
  };

  /**
   * The done occurrence of a record: the one `kept` holds, else one made again from the catalogue (none
   * when the catalogue no longer knows the task or its appliance: the record still counts, as it did).
   */
  const doneOccurrence = (record: LocalCompletedTask, made: { readonly id: () => string; readonly dueDate: CalendarDate; readonly previous: LocalTask | undefined; readonly createdAt: string | null }): LocalTask | undefined => {
    accounted.add(record);
    const found = kept.find((task) => isRecordOfOccurrence(record, task));
    if (found) return found;
    const kind = resolveApplianceId(kindOf(record.applianceId));
    const entry = catalogTaskById(record.taskId);
    const planned = entry && planApplianceTasks([entry], null, record.date)[0];
    if (!kind || !entry || !planned) return undefined;
    const occurrence: LocalTask = {
      ...toLocalTask(planned, entry, kind, today, record.completedAt),
      id: made.id(),
      applianceId: record.applianceId,
      applianceName: appliances.find((appliance) => taskHolderOf(appliance) === record.applianceId)?.name ?? profileOf.get(kind)?.name ?? applianceDisplayName(kind) ?? record.applianceId,
      dueDate: made.dueDate,
      daysUntilDue: daysUntilDue(made.dueDate, today),
      isOverdue: false,
      isCompleted: true,
      completedAt: record.completedAt,
      lastCompleted: record.completedAt,
      createdAt: made.createdAt,
      notes: record.notes ?? "",
      previousTaskId: made.previous?.id ?? null,
    };
    tasks.push(occurrence);
    return occurrence;
  };

  const taken = new Set(kept.map((task) => task.id));
  const homeWideDone = new Set<string>();
  for (const { kind, holder, profile } of holders) {
    const addedDay = profile ? dayOf(profile.addedAt) : today;
    const addedOn = compareCalendarDates(addedDay, today) < 0 ? addedDay : today;
    const yearsOld = holder === kind ? ages.get(kind) : undefined;
    const installDate = profile ? installDateWhenAdded(profile, addedOn) : yearsOld === undefined ? null : installDateFromYearsOld(yearsOld, today);
    // Every series of the appliance, each first occurrence as adding it planned it; what `kept` holds is matched below.
    const firsts = planLocalApplianceTasks(kind, installDate, [], {
      now: profile ? new Date(profile.addedAt) : now,
      today: addedOn,
      holder,
      ...(profile && { applianceName: profile.name }),
    });
    for (const first of firsts) {
      const catalogTaskId = seriesTaskId(first);
      // A task the whole home shares is one series, on the first of its appliances that lists it (planLocalApplianceTasks).
      const homeWide = isHomeWideTask(catalogTaskId);
      if (homeWide && homeWideDone.has(catalogTaskId)) continue;
      if (homeWide) homeWideDone.add(catalogTaskId);
      const inSeries = (applianceId: string) => homeWide || (holder === kind ? !kindOfOther.has(applianceId) && kindOf(applianceId) === kind : applianceId === holder);
      const done = records.filter((record) => record.taskId === catalogTaskId && inSeries(record.applianceId) && isCurrent(record));
      // The series' first occurrence takes the id made for it, unless `kept` holds that id; the later ones get new ones, as completing gives them.
      const nextId = () => {
        const id = taken.has(first.id) ? newId() : first.id;
        taken.add(id);
        return id;
      };
      let dueDate = first.dueDate;
      let previous: LocalTask | undefined;
      for (const record of done) {
        const occurrence = doneOccurrence(record, { id: nextId, dueDate, previous, createdAt: previous?.completedAt ?? first.createdAt });
        if (!occurrence) continue;
        previous = occurrence;
        dueDate = nextOccurrenceDueDate({ catalogTaskId, frequency: first.frequency }, record.date, record.date);
      }
      // One open occurrence per series: the one `kept` holds stays as it is (its snooze with it).
      if (kept.some((task) => !task.isCompleted && seriesTaskId(task) === catalogTaskId && inSeries(task.applianceId))) continue;
      const open: LocalTask = previous
        ? { ...first, id: nextId(), dueDate, lastCompleted: previous.completedAt, createdAt: previous.completedAt, previousTaskId: previous.id }
        : { ...first, id: nextId() };
      tasks.push(asOf(open, today));
    }
  }

  // What else the home did: done on an appliance since removed, or before it was added again.
  const previousBySeries = new Map<string, LocalTask>();
  for (const record of records) {
    if (accounted.has(record)) continue;
    const series = `${record.taskId}::${kindOfOther.has(record.applianceId) ? record.applianceId : kindOf(record.applianceId)}`;
    const previous = previousBySeries.get(series);
    // The day it was due is not recorded elsewhere: the day it was done stands in, as when a home moves to an account.
    const occurrence = doneOccurrence(record, { id: newId, dueDate: record.date, previous, createdAt: previous?.completedAt ?? null });
    if (occurrence) previousBySeries.set(series, occurrence);
  }
  return tasks;
}
