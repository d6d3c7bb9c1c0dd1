import { addDays, type CalendarDate } from "../dates/calendar-date.ts";
import { effectiveInterval, minimumLeadDays, seasonalMonths, snapToSeason } from "../scheduling/server-schedule.ts";
import { intervalInMonths } from "../scheduling/frequency.ts";
import type { HomeClimate } from "./home-location.ts";

/**
 * What changing where a home is does to its schedule (docs/product.md §5.7), the same on the server and in
 * local mode: open seasonal occurrences due after today move to their season's nearest month where the
 * home now is; those whose season the home no longer has go; everything else, completions above all,
 * stays as it was. Tasks the home now needs (hurricane preparation after a move to Florida) are planned by
 * the caller with planApplianceTasks, as adding the appliance would.
 */
export interface OpenOccurrence {
  readonly id: string;
  readonly catalogTaskId: string;
  readonly frequency: string;
  readonly dueDate: CalendarDate;
  /** True for an occurrence after a completion; the first of a task was planned from today, and is again. */
  readonly followsCompletion: boolean;
}

export interface ClimateReschedule {
  readonly moved: readonly { readonly id: string; readonly dueDate: CalendarDate }[];
  readonly removed: readonly string[];
}

export function rescheduleForClimate(open: readonly OpenOccurrence[], home: HomeClimate, today: CalendarDate): ClimateReschedule {
  const moved: { id: string; dueDate: CalendarDate }[] = [];
  const removed: string[] = [];
  for (const task of open) {
    if (task.dueDate <= today) continue;
    const months = seasonalMonths(task.catalogTaskId, home);
    if (months === undefined) continue;
    if (months.length === 0) {
      removed.push(task.id);
      continue;
    }
    const earliest = addDays(today, minimumLeadDays(intervalInMonths(effectiveInterval(task.catalogTaskId, task.frequency))));
    // A task never done is placed as a new one would be: its season's first month after the lead time.
    // One that follows a completion keeps its place in the year: the season's month nearest its due date.
    const dueDate = snapToSeason(task.followsCompletion ? task.dueDate : today, months, earliest);
    if (dueDate !== task.dueDate) moved.push({ id: task.id, dueDate });
  }
  return { moved, removed };
}
