import { calendarDateOfInstant, daysBetween, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { ServerTask, TaskPriority } from "@domain/entities/task.ts";
import { sortTasksForDashboard } from "@domain/tasks/task-list.ts";
import { isQuickWinWithin, startHereTasks, type TodayCandidate } from "@domain/tasks/start-here.ts";
import { isQuickWinTime, snoozeHoldsTaskBack } from "@domain/tasks/task-rules.ts";

/*
 * How the dashboard files and sums a home's open tasks. Pure: "today", "now" and the time zone come in,
 * so the same tasks always land in the same places.
 */

export type TaskGroupId = "overdue" | "this-week" | "coming-up" | "later";

export const TASK_GROUP_TITLES: Readonly<Record<TaskGroupId, string>> = {
  overdue: "Overdue",
  "this-week": "Due this week",
  "coming-up": "Coming up",
  later: "Later",
};

/** "This week" is today and the six days after it; "coming up" the rest of the next month. */
export const THIS_WEEK_DAYS = 7;
export const COMING_UP_DAYS = 31;

export type Clock = { readonly today: CalendarDate; readonly now: Date; readonly timeZone: string };

/** A task as the dashboard shows it: the server's task plus where and when it shows. */
export type DashboardTask = ServerTask & {
  readonly priority: TaskPriority;
  /** The day it counts as due: its due date, or the day a snooze ends when that is later. */
  readonly effectiveDate: CalendarDate;
  /** Days from today to the effective date; negative when overdue. */
  readonly daysAway: number;
  /** The day the snooze ends, while it runs and holds the task back past its due date. */
  readonly snoozedUntil: CalendarDate | null;
  readonly quickWin: boolean;
  readonly group: TaskGroupId;
};

export type TaskGroup = { readonly id: TaskGroupId; readonly title: string; readonly tasks: readonly DashboardTask[] };

function groupOf(daysAway: number): TaskGroupId {
  if (daysAway < 0) return "overdue";
  if (daysAway < THIS_WEEK_DAYS) return "this-week";
  if (daysAway < COMING_UP_DAYS) return "coming-up";
  return "later";
}

/**
 * Where a task shows: a running snooze moves it to the day the snooze ends (docs/product.md §4.5). A snooze
 * that ends before the task is due moves nothing, so the card keeps its due date rather than claiming a
 * snooze that makes no difference ('Snoozed until Dec 5' on a task due Dec 28).
 */
export function toDashboardTask(task: ServerTask, { today, now, timeZone }: Clock): DashboardTask {
  const snoozeRuns = task.snoozeUntil != null && new Date(task.snoozeUntil).getTime() > now.getTime();
  const snoozeEnds = snoozeRuns ? calendarDateOfInstant(task.snoozeUntil!, timeZone) : null;
  const snoozedUntil = snoozeEnds !== null && snoozeHoldsTaskBack(snoozeEnds, task.dueDate) ? snoozeEnds : null;
  const effectiveDate = snoozedUntil ?? task.dueDate;
  const daysAway = daysBetween(today, effectiveDate);
  return {
    ...task,
    priority: task.priority ?? (daysAway < 0 ? "high" : "medium"),
    effectiveDate,
    daysAway,
    snoozedUntil,
    quickWin: task.isQuickWin ?? isQuickWinTime(task.timeEstimate),
    group: groupOf(daysAway),
  };
}

/**
 * The groups in the order the page shows them, each ordered as docs/product.md §4 says (overdue first, then
 * priority high → low, then the earliest date), empty groups left out.
 */
export function groupTasks(tasks: readonly ServerTask[], clock: Clock): TaskGroup[] {
  const placed = tasks.filter((task) => !task.isCompleted).map((task) => toDashboardTask(task, clock));
  const order: TaskGroupId[] = ["overdue", "this-week", "coming-up", "later"];
  return order
    .map((id) => {
      const members = placed.filter((task) => task.group === id);
      // §4 reads "overdue" from the due date; a snoozed task is sorted by the day it comes back.
      const sorted = sortTasksForDashboard(
        members.map((task) => ({ task, isCompleted: false, dueDate: task.effectiveDate, priority: task.priority })),
        clock.today,
      ).map((entry) => entry.task);
      return { id, title: TASK_GROUP_TITLES[id], tasks: sorted };
    })
    .filter((group) => group.tasks.length > 0);
}

/** What the shared rule of domain/tasks/start-here.ts reads of a dashboard task: the day it shows, not the day it was due. */
export function todayCandidate(task: DashboardTask): TodayCandidate {
  return { catalogTaskId: task.masterTaskSlug, timeEstimate: task.timeEstimate, dueDate: task.effectiveDate, priority: task.priority, name: task.name, isQuickWin: task.quickWin };
}

/** "Start here" (docs/product.md §4.12 "Day one"): up to three short tasks of the catalogue's day-one list due today. */
export function startHereOf(groups: readonly TaskGroup[], today: CalendarDate): DashboardTask[] {
  return startHereTasks(
    groups.flatMap((group) => group.tasks),
    today,
    todayCandidate,
  );
}

/**
 * The tasks of the quick-wins strip: 5 minutes or less, or doable today by the day-one rule; overdue or due
 * within two weeks. Those "Start here" already shows are left out, so no task is offered twice.
 */
export function quickWinsOf(
  groups: readonly TaskGroup[],
  today: CalendarDate,
  { shownElsewhere = [], horizonDays }: { shownElsewhere?: readonly DashboardTask[]; horizonDays?: number } = {},
): DashboardTask[] {
  const elsewhere = new Set(shownElsewhere.map((task) => task.id));
  return groups
    .flatMap((group) => group.tasks)
    .filter((task) => !elsewhere.has(task.id) && isQuickWinWithin(todayCandidate(task), today, task.daysAway, horizonDays));
}

export type WeekFigures = {
  readonly dueThisWeek: number;
  readonly overdue: number;
  /** Estimated minutes of the overdue tasks and those due this week. */
  readonly minutes: number;
  /** What those tasks save when done yourself rather than by a professional, whole dollars. */
  readonly savings: number;
};

/** This week's figures for the header: what is due (overdue included in the minutes and savings). */
export function weekFigures(groups: readonly TaskGroup[]): WeekFigures {
  const overdue = groups.find((group) => group.id === "overdue")?.tasks ?? [];
  const thisWeek = groups.find((group) => group.id === "this-week")?.tasks ?? [];
  const due = [...overdue, ...thisWeek];
  return {
    dueThisWeek: thisWeek.length,
    overdue: overdue.length,
    minutes: due.reduce((sum, task) => sum + task.timeEstimate, 0),
    savings: due.reduce((sum, task) => sum + (task.difficulty === "Professional" ? 0 : Math.max(0, (task.proCost ?? 0) - (task.diyCost ?? 0))), 0),
  };
}

