import { addDays, compareCalendarDates, dayNumber, type CalendarDate } from "../dates/calendar-date.ts";
import { streaksFromCompletionDays } from "../tasks/task-rules.ts";

/**
 * The achievements (docs/product.md §3 achievements: id, isUnlocked, unlockedAt), in the order the
 * completed-tasks page lists them. Each is earned once and kept, even if the history later changes.
 */
export const ACHIEVEMENTS = [
  { id: "first-task", title: "First task done", description: "Completed your first maintenance task." },
  { id: "clear-week", title: "A week with nothing overdue", description: "Every task due in a week done on time." },
  { id: "streak-5", title: "5-day streak", description: "Tasks done 5 days in a row." },
  { id: "streak-30", title: "30-day streak", description: "Tasks done 30 days in a row." },
  { id: "streak-100", title: "100-day streak", description: "Tasks done 100 days in a row." },
  { id: "tasks-10", title: "10 tasks", description: "Completed 10 maintenance tasks." },
  { id: "tasks-50", title: "50 tasks", description: "Completed 50 maintenance tasks." },
  { id: "tasks-100", title: "100 tasks", description: "Completed 100 maintenance tasks." },
  { id: "saved-100", title: "$100 saved", description: "Saved $100 by doing it yourself." },
  { id: "saved-1000", title: "$1,000 saved", description: "Saved $1,000 by doing it yourself." },
  { id: "every-appliance", title: "Everything serviced", description: "Every appliance in your home serviced at least once." },
  { id: "guide-finished", title: "Guide followed", description: "Followed a step-by-step guide to the end." },
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];
export type AchievementDefinition = (typeof ACHIEVEMENTS)[number];

export const ACHIEVEMENT_IDS: readonly AchievementId[] = ACHIEVEMENTS.map((achievement) => achievement.id);

export function isAchievementId(value: string): value is AchievementId {
  return (ACHIEVEMENT_IDS as readonly string[]).includes(value);
}

export function achievementById(id: AchievementId): AchievementDefinition {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id)!;
}

/** What the achievements are computed from: the home's history as of `today`. */
export interface AchievementHistory {
  /** One per completed task: the day it was done, its appliance (null once removed), what it saved. */
  readonly completions: readonly { readonly completedOn: CalendarDate; readonly applianceId: string | null; readonly moneySaved: number }[];
  /** The home's current appliances. */
  readonly applianceIds: readonly string[];
  /** Every task occurrence with its due day and, once done, the day it was done. */
  readonly tasks: readonly { readonly dueDate: CalendarDate; readonly completedOn: CalendarDate | null }[];
  /** Whether a guide has been followed to its last step. */
  readonly guideFinished: boolean;
  readonly today: CalendarDate;
}

// 1970-01-05, day number 4, was a Monday.
const firstMondayNumber = 4;

/** The day number of the Monday of the week that day number `day` falls in (ISO weeks). */
function weekStartNumber(day: number): number {
  return day - ((((day - firstMondayNumber) % 7) + 7) % 7);
}

/** Monday of the week `date` falls in (ISO weeks). */
export function weekStartOf(date: CalendarDate): CalendarDate {
  const day = dayNumber(date);
  return addDays(date, weekStartNumber(day) - day);
}

/**
 * A finished week (Monday to Sunday, all before today) in which at least one task came due and every
 * task that came due was done on or before its due day: nothing was ever overdue that week. Weeks are
 * counted by day number, each due date read once: this runs after every completion, over all the home's
 * occurrences, and date strings worked out anew for each were most of its cost (decision 018).
 */
export function hasClearWeek(tasks: AchievementHistory["tasks"], today: CalendarDate): boolean {
  const todayNumber = dayNumber(today);
  const weeks = new Map<number, boolean>();
  for (const task of tasks) {
    const week = weekStartNumber(dayNumber(task.dueDate));
    if (week + 6 >= todayNumber) continue;
    const onTime = task.completedOn !== null && compareCalendarDates(task.completedOn, task.dueDate) <= 0;
    weeks.set(week, (weeks.get(week) ?? true) && onTime);
  }
  for (const clear of weeks.values()) if (clear) return true;
  return false;
}

/** The achievements the history earns, in the order of ACHIEVEMENTS. */
export function earnedAchievements(history: AchievementHistory): AchievementId[] {
  const done = history.completions.length;
  const { longest } = streaksFromCompletionDays(
    history.completions.map((completion) => completion.completedOn),
    history.today,
  );
  const saved = history.completions.reduce((sum, completion) => sum + completion.moneySaved, 0);
  const serviced = new Set(history.completions.map((completion) => completion.applianceId).filter((id): id is string => id !== null));
  const earned: Record<AchievementId, boolean> = {
    "first-task": done >= 1,
    "clear-week": hasClearWeek(history.tasks, history.today),
    "streak-5": longest >= 5,
    "streak-30": longest >= 30,
    "streak-100": longest >= 100,
    "tasks-10": done >= 10,
    "tasks-50": done >= 50,
    "tasks-100": done >= 100,
    "saved-100": saved >= 100,
    "saved-1000": saved >= 1000,
    "every-appliance": history.applianceIds.length > 0 && history.applianceIds.every((id) => serviced.has(id)),
    "guide-finished": history.guideFinished,
  };
  return ACHIEVEMENT_IDS.filter((id) => earned[id]);
}

/** The ones earned now that were not unlocked before, to unlock (and announce) now. */
export function newlyEarnedAchievements(history: AchievementHistory, alreadyUnlocked: Iterable<string>): AchievementId[] {
  const unlocked = new Set(alreadyUnlocked);
  return earnedAchievements(history).filter((id) => !unlocked.has(id));
}

/**
 * An achievement with its state, as the API sends it. Written here rather than taken from the contract, whose
 * schema is built from the ids above and checked against this shape (domain/contract/progress.ts): importing
 * the contract's type would make the two modules a circle.
 */
export type AchievementStatus = {
  id: AchievementId;
  title: string;
  description: string;
  isUnlocked: boolean;
  unlockedAt: string | null;
};

/**
 * Every achievement in the listed order with its state (docs/product.md §4.9): unlocked at the instant
 * `unlockedAt` gives for it, or not yet when it gives null. The server and a home kept in the browser keep
 * the instants their own way and list them alike.
 */
export function achievementStatuses(unlockedAt: (id: AchievementId) => string | null): AchievementStatus[] {
  return ACHIEVEMENTS.map((achievement) => {
    const at = unlockedAt(achievement.id);
    return { ...achievement, isUnlocked: at !== null, unlockedAt: at };
  });
}

/** The notification an unlock adds to the notification center. */
export function achievementNotificationContent(id: AchievementId): { readonly type: "success"; readonly title: string; readonly message: string } {
  const achievement = achievementById(id);
  return { type: "success", title: "Achievement unlocked", message: `${achievement.title}: ${achievement.description}` };
}
