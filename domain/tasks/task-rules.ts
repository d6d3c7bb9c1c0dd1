import { compareCalendarDates, daysBetween, type CalendarDate } from "../dates/calendar-date.ts";

/** docs/product.md §9.2: a task without an estimate counts as 30 minutes. */
export const DEFAULT_TIME_ESTIMATE_MINUTES = 30;

/** docs/product.md §9.2 thresholds, in minutes. */
export const EASY_MAX_MINUTES = 15;
export const MEDIUM_MAX_MINUTES = 45;
export const QUICK_WIN_MAX_MINUTES = 5;

/** The difficulties a task's time implies; the local templates use these words (docs/product.md §10.10). */
export const TIME_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type TimeDifficulty = (typeof TIME_DIFFICULTIES)[number];

export const TIME_DIFFICULTY_LABELS: Readonly<Record<TimeDifficulty, string>> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

/** docs/product.md §9.2: Easy at 15 minutes or less, Medium up to 45, otherwise Hard. */
export function difficultyFromMinutes(minutes: number): TimeDifficulty {
  if (minutes <= EASY_MAX_MINUTES) return "easy";
  if (minutes <= MEDIUM_MAX_MINUTES) return "medium";
  return "hard";
}

/** docs/product.md §9.2: a quick win takes 5 minutes or less. */
export function isQuickWinTime(minutes: number): boolean {
  return minutes <= QUICK_WIN_MAX_MINUTES;
}

/** docs/product.md §9.3: rounded percentage of completed to total; 0 when there is nothing to complete. */
export function completionRate(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

export interface StreakState {
  readonly streak: number;
  /** The calendar day (user's zone) of the last completed task; null before the first. */
  readonly lastTaskDate: CalendarDate | null;
}

/**
 * docs/product.md §4.7 "Streak": a task on the same day leaves the streak unchanged, a task the day after
 * the last one adds 1, anything else (a gap, or the first task) starts again at 1.
 */
export function nextStreak(state: StreakState, today: CalendarDate): StreakState {
  if (state.lastTaskDate === null) return { streak: 1, lastTaskDate: today };
  const gap = daysBetween(state.lastTaskDate, today);
  if (gap === 0) return { streak: Math.max(state.streak, 1), lastTaskDate: today };
  if (gap === 1) return { streak: state.streak + 1, lastTaskDate: today };
  return { streak: 1, lastTaskDate: today };
}

/** docs/product.md §9.6: a last-completed mark is removed on undo only within 24 hours. */
export const LAST_COMPLETED_UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** True when the completion at `completedAt` (an ISO instant) is at most 24 hours before `now`. */
export function isWithinUndoWindow(completedAt: string, now: Date): boolean {
  const completedMs = new Date(completedAt).getTime();
  if (Number.isNaN(completedMs)) return false;
  return now.getTime() - completedMs <= LAST_COMPLETED_UNDO_WINDOW_MS;
}

/** docs/product.md §9.6: appliance age counts years of 365.25 days. */
export const DAYS_PER_YEAR = 365.25;

/**
 * Years from `since` (install or purchase day) to `today`, as a fraction: days / 365.25, so leap days
 * average out over a long life. 0 for a date in the future. Callers round for display; flooring would
 * show a one-year-old appliance as 0 on its first anniversary (365 / 365.25 < 1).
 */
export function applianceAgeYears(since: CalendarDate, today: CalendarDate): number {
  const days = daysBetween(since, today);
  if (days <= 0) return 0;
  return days / DAYS_PER_YEAR;
}

const MS_PER_DAY = 86_400_000;

/**
 * docs/product.md §4.5: "Snooze by N days sets snoozeUntil to now plus N days" — an instant, N × 24 hours
 * after `now`. Refuses anything but a positive whole number of days.
 */
export function snoozeUntilFrom(now: Date, days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Snooze needs a positive whole number of days, got ${days}`);
  return new Date(now.getTime() + days * MS_PER_DAY).toISOString();
}

/**
 * docs/product.md §4.5: a snooze moves a task only when it ends after the task is due; one that ends on or
 * before the due day changes nothing on the dashboard.
 */
export function snoozeHoldsTaskBack(snoozeEndsOn: CalendarDate, dueDate: CalendarDate): boolean {
  return compareCalendarDates(snoozeEndsOn, dueDate) > 0;
}

export interface StreakSummary {
  /** The streak still alive today: its last day is today or yesterday; 0 otherwise. */
  readonly current: number;
  readonly longest: number;
}

/**
 * The current and longest streaks from the calendar days on which tasks were done, folding the §4 rule
 * (`nextStreak`) over the days in order. A streak whose last day is before yesterday has ended.
 */
export function streaksFromCompletionDays(days: readonly CalendarDate[], today: CalendarDate): StreakSummary {
  const ordered = [...new Set(days)].sort();
  let state: StreakState = { streak: 0, lastTaskDate: null };
  let longest = 0;
  for (const day of ordered) {
    state = nextStreak(state, day);
    longest = Math.max(longest, state.streak);
  }
  const alive = state.lastTaskDate !== null && daysBetween(state.lastTaskDate, today) <= 1;
  return { current: alive ? state.streak : 0, longest };
}

/**
 * What doing a task yourself saved: the professional's price avoided minus what it cost you (what you
 * noted, else the catalogue's DIY estimate), never below zero. A Professional task is one a technician
 * does, so it saves nothing.
 */
export function moneySavedByCompletion(task: {
  readonly difficulty: string;
  readonly proCost: number;
  readonly diyCost: number;
  readonly costActual?: number | null;
}): number {
  if (task.difficulty === "Professional") return 0;
  const spent = task.costActual ?? task.diyCost;
  return Math.max(0, task.proCost - spent);
}
