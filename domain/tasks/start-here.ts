import { isDayOneTask } from "../catalog/day-one.ts";
import { compareCalendarDates, type CalendarDate } from "../dates/calendar-date.ts";
import type { TaskPriority } from "../entities/task.ts";
import { EASY_MAX_MINUTES, isQuickWinTime } from "./task-rules.ts";

/*
 * What a home can do today (docs/product.md §4.12 "Day one", §9.2): the one rule the dashboard's "Start here",
 * its quick-wins strip and the new home's "Quick wins you can do now" all read, on the server's tasks and on
 * local mode's alike.
 */

/** "Start here" offers at most this many tasks. */
export const START_HERE_LIMIT = 3;

/** Quick wins shown in the strip: overdue, or due within this many days. */
export const QUICK_WIN_HORIZON_DAYS = 14;

/** What the rule reads of a task, whichever side holds it. */
export interface TodayCandidate {
  /** The catalogue task it was made from; null or absent for a custom task. */
  readonly catalogTaskId: string | null | undefined;
  readonly timeEstimate: number;
  /** The day it counts as due (a running snooze's end when that is later). */
  readonly dueDate: CalendarDate;
  readonly priority?: TaskPriority | undefined;
  readonly name: string;
  /** Set when the server or local mode already decided it is a quick win. */
  readonly isQuickWin?: boolean | undefined;
}

/** A day-one task of 15 minutes or less (docs/product.md §9.2's Easy), due today or before. */
export function canBeDoneToday(task: TodayCandidate, today: CalendarDate): boolean {
  return isDayOneTask(task.catalogTaskId) && task.timeEstimate <= EASY_MAX_MINUTES && compareCalendarDates(task.dueDate, today) <= 0;
}

const PRIORITY_ORDER: Readonly<Record<TaskPriority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * "Start here": up to three tasks that can be done today, the most important first, then the shortest, then
 * by name, so the same home always sees the same three.
 */
export function startHereTasks<Task>(tasks: readonly Task[], today: CalendarDate, read: (task: Task) => TodayCandidate): Task[] {
  return tasks
    .map((task) => ({ task, candidate: read(task) }))
    .filter(({ candidate }) => canBeDoneToday(candidate, today))
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.candidate.priority ?? "medium"] - PRIORITY_ORDER[b.candidate.priority ?? "medium"] ||
        a.candidate.timeEstimate - b.candidate.timeEstimate ||
        a.candidate.name.localeCompare(b.candidate.name, "en"),
    )
    .slice(0, START_HERE_LIMIT)
    .map(({ task }) => task);
}

/**
 * A quick win (docs/product.md §9.2): 5 minutes or less, or a task that can be done today by the rule
 * above, due within two weeks. A new home's first tasks are due today, so its strip is never empty.
 */
export function isQuickWinWithin(task: TodayCandidate, today: CalendarDate, daysAway: number, horizonDays = QUICK_WIN_HORIZON_DAYS): boolean {
  const quick = (task.isQuickWin ?? isQuickWinTime(task.timeEstimate)) || canBeDoneToday(task, today);
  return quick && daysAway < horizonDays;
}
