import type { ApplianceCategory } from "../appliances/identifiers.ts";
import { isDayOneTask } from "../catalog/day-one.ts";
import type { CatalogTask } from "../contract/catalog.ts";
import { addDays, type CalendarDate } from "../dates/calendar-date.ts";
import type { TaskPriority } from "../entities/task.ts";
import { DAYS_PER_YEAR } from "../tasks/task-rules.ts";
import { effectiveInterval, latestCycleStart, scheduleDueDate, taskFitsClimate } from "./server-schedule.ts";
import type { HomeClimate } from "../seasons/home-location.ts";

/**
 * The first occurrences an appliance gets from the catalogue (docs/product.md §4.12), shared by the server
 * and local mode so both schedule a home the same way (docs/product.md §4.16): the same due dates
 * (§5.6–§5.8 through scheduleDueDate), the same priorities, the same reading of an age.
 */

/** An occurrence to create, before it has an id or a home. */
export interface PlannedTask {
  readonly catalogTaskId: string;
  readonly name: string;
  readonly frequency: string;
  readonly timeEstimate: number;
  readonly difficulty: CatalogTask["difficulty"];
  readonly priority: TaskPriority;
  readonly dueDate: CalendarDate;
}

const HIGH_PRIORITY_CATEGORIES: ReadonlySet<ApplianceCategory> = new Set(["Safety Systems", "Security Systems"]);
const LOW_PRIORITY_CATEGORIES: ReadonlySet<ApplianceCategory> = new Set(["Documentation/Administrative", "Outdoor Systems", "Interior Systems"]);

/** docs/product.md §4.12: safety first; paperwork, yard and interior upkeep can wait; everything else in between. */
export function priorityOf(task: Pick<CatalogTask, "category">): TaskPriority {
  if (HIGH_PRIORITY_CATEGORIES.has(task.category)) return "high";
  if (LOW_PRIORITY_CATEGORIES.has(task.category)) return "low";
  return "medium";
}

/** The install date a person means by "N years old", counted back from today with 365.25-day years (docs/product.md §9.6). */
export function installDateFromYearsOld(yearsOld: number, today: CalendarDate): CalendarDate {
  return addDays(today, -Math.round(yearsOld * DAYS_PER_YEAR));
}

/**
 * The first occurrence of each catalogue task an appliance gets. Deterministic for a given `today`.
 *
 * How age brings a task forward: with no history, the install date stands in for the last time the task
 * was done. A new appliance's first filter change or flush is due an interval after installation; an
 * appliance older than the interval is treated as overdue for it, so the task comes forward to the
 * earliest date the minimum lead time allows. Without an install date the task is due as soon as the lead
 * time allows. Seasonal tasks still snap to their season's months where the home is, and a task whose
 * season the home never has (freeze tasks in Miami, hurricane preparation in Minneapolis) is left out.
 * A day-one task (domain/catalog/day-one.ts) is due today: the lead time keeps new work off a person's
 * plate, but these are the ones a new home is given to start with (docs/product.md §4.12 "Day one").
 */
export function planApplianceTasks(
  catalogTasks: readonly CatalogTask[],
  installDate: CalendarDate | null,
  today: CalendarDate,
  home?: HomeClimate,
): PlannedTask[] {
  return catalogTasks.filter((task) => taskFitsClimate(task.id, home)).map((task) => {
    const dueDate = isDayOneTask(task.id) ? today : scheduleDueDate({ taskId: task.id, frequency: task.frequency, today, lastCompletedOn: installDate, home }).dueDate;
    return {
      catalogTaskId: task.id,
      name: task.name,
      frequency: task.frequency,
      timeEstimate: task.estimatedTime,
      difficulty: task.difficulty,
      priority: priorityOf(task),
      dueDate,
    };
  });
}

/**
 * The occurrence after one completed on `completedOn`: the due date from the day it was done, which may be
 * before today ("done earlier", docs/product.md §4.5). One done long ago is moved on by whole intervals
 * (`latestCycleStart`), so its next date is always after today, never in the past.
 */
export function nextOccurrenceDueDate(
  task: { readonly catalogTaskId: string; readonly frequency: string },
  completedOn: CalendarDate,
  today: CalendarDate,
  home?: HomeClimate,
): CalendarDate {
  const lastCompletedOn = latestCycleStart(completedOn, effectiveInterval(task.catalogTaskId, task.frequency), today);
  return scheduleDueDate({ taskId: task.catalogTaskId, frequency: task.frequency, today, lastCompletedOn, home }).dueDate;
}
