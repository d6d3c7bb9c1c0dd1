import type { ApplianceCategory } from "@domain/appliances/identifiers.ts";
import type { CatalogTask } from "@domain/contract/index.ts";
import { addDays, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { TaskPriority } from "@domain/entities/task.ts";
import { scheduleDueDate } from "@domain/scheduling/server-schedule.ts";
import { DAYS_PER_YEAR } from "@domain/tasks/task-rules.ts";

/** An occurrence to create, before it has an id or a home. */
export interface PlannedTask {
  readonly catalogTaskId: string;
  readonly name: string;
  readonly frequency: string;
  readonly timeEstimate: number;
  readonly difficulty: string;
  readonly priority: TaskPriority;
  readonly dueDate: CalendarDate;
}

const HIGH_PRIORITY_CATEGORIES: ReadonlySet<ApplianceCategory> = new Set(["Safety Systems", "Security Systems"]);
const LOW_PRIORITY_CATEGORIES: ReadonlySet<ApplianceCategory> = new Set(["Documentation/Administrative", "Outdoor Systems", "Interior Systems"]);

/** Safety first; paperwork, yard and interior upkeep can wait; everything else in between. */
export function priorityOf(task: Pick<CatalogTask, "category">): TaskPriority {
  if (HIGH_PRIORITY_CATEGORIES.has(task.category)) return "high";
  if (LOW_PRIORITY_CATEGORIES.has(task.category)) return "low";
  return "medium";
}

/** The install date a person means by "N years old", counted back from today with 365.25-day years. */
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
 * time allows. Seasonal tasks still snap to their month.
 */
export function planApplianceTasks(catalogTasks: readonly CatalogTask[], installDate: CalendarDate | null, today: CalendarDate): PlannedTask[] {
  return catalogTasks.map((task) => {
    const { dueDate } = scheduleDueDate({ taskId: task.id, frequency: task.frequency, today, lastCompletedOn: installDate });
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

/** The occurrence after one completed on `completedOn`: the domain's due date from the last completion. */
export function nextOccurrenceDueDate(task: { catalogTaskId: string; frequency: string }, completedOn: CalendarDate, today: CalendarDate): CalendarDate {
  return scheduleDueDate({ taskId: task.catalogTaskId, frequency: task.frequency, today, lastCompletedOn: completedOn }).dueDate;
}
