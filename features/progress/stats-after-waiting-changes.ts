import type { CompletedTaskEntry, MonthlyHistoryResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { monthOf } from "@domain/progress/monthly-history.ts";
import { completionRate } from "@domain/tasks/task-rules.ts";
import { figuresWithWaitingChanges, type TaskStats } from "@features/tasks/index.ts";
import { waitingCompletions } from "./history-after-waiting-changes.ts";

export type MonthlyFigures = MonthlyHistoryResponse["data"];

/** What the history read (unfiltered) and the browser's zone tell of the waiting changes. */
type Known = { readonly loaded: readonly CompletedTaskEntry[]; readonly timeZone: string };

/**
 * Where the offline queue's changes take each task they touch, by its first and last change: from open to
 * done (a completion first and last), or from done to open (an undo first and last). A task its changes
 * bring back to where it was is in neither. A completion the server's history lists has reached it, and its
 * figures count it already. Each comes with what is known of it: a completion its entry as the history will
 * list it and the task it kept (none for one queued before the task was kept with it), an undo the server's
 * entry when the history read lists it, and the day its task is due again.
 */
function waitingOutcomes(unsettled: readonly OfflineQueueItem[], { loaded, timeZone }: Known) {
  const ordered = [...unsettled].sort((a, b) => a.createdAt - b.createdAt);
  const byTask = new Map<string, OfflineQueueItem[]>();
  for (const item of ordered) if (item.type !== "metadata") byTask.set(item.taskId, [...(byTask.get(item.taskId) ?? []), item]);
  const historyEntries = new Map(loaded.map((entry) => [entry.taskId, entry]));
  const waiting = new Map(waitingCompletions(ordered, new Set(historyEntries.keys()), timeZone).map((each) => [each.entry.taskId, each]));
  const done: { entry?: CompletedTaskEntry; task?: ServerTask }[] = [];
  const undone: { entry?: CompletedTaskEntry; dueDate?: CalendarDate }[] = [];
  for (const [taskId, changes] of byTask) {
    const first = changes[0]!;
    const last = changes[changes.length - 1]!;
    if (first.type !== last.type) continue;
    if (last.type === "complete") {
      if (!historyEntries.has(taskId)) done.push({ ...waiting.get(taskId) });
      continue;
    }
    const entry = historyEntries.get(taskId);
    const dueDate = last.reopens?.dueDate ?? last.reopensOn ?? entry?.dueDate;
    undone.push({ ...(entry && { entry }), ...(dueDate !== undefined && { dueDate }) });
  }
  return { done, undone };
}

/**
 * The statistics as they will read once the offline queue's changes have reached the server (docs/product.md
 * §4.13, §2.15), as the history above them and the dashboard's header show them already.
 * - Done: one more completed; one fewer overdue when its due day had passed; one more task, the next
 *   occurrence its completion opens, due later and so pending; the time and the savings its details give.
 * - Open again: the other way round, overdue again when its day has passed, with the time and savings of
 *   its history entry when the history read lists it.
 * The streak reads as the header's does (features/tasks/header-figures.ts); the longest is never shorter.
 */
export function statsAfterWaitingChanges(stats: TaskStats, unsettled: readonly OfflineQueueItem[], { today, ...known }: Known & { today: CalendarDate }): TaskStats {
  if (unsettled.length === 0) return stats;
  const { done, undone } = waitingOutcomes(unsettled, known);
  let { total, completed, overdue, moneySaved, minutesSpent } = stats;
  for (const { entry, task } of done) {
    completed += 1;
    total += 1;
    if (task && task.dueDate < today) overdue -= 1;
    moneySaved += entry?.moneySaved ?? 0;
    minutesSpent += entry?.timeSpentMinutes ?? 0;
  }
  for (const { entry, dueDate } of undone) {
    completed -= 1;
    // The occurrence its completion opened goes with the undo.
    total -= 1;
    if (dueDate !== undefined && dueDate < today) overdue += 1;
    moneySaved -= entry?.moneySaved ?? 0;
    minutesSpent -= entry?.timeSpentMinutes ?? 0;
  }
  total = Math.max(0, total);
  completed = Math.min(Math.max(0, completed), total);
  overdue = Math.min(Math.max(0, overdue), total - completed);
  const { streak } = figuresWithWaitingChanges({ completed: stats.completed, streak: stats.currentStreak }, unsettled, today, known.timeZone);
  return {
    total,
    completed,
    overdue,
    pending: total - completed - overdue,
    completionRate: completionRate(completed, total),
    currentStreak: streak,
    longestStreak: Math.max(stats.longestStreak, streak),
    moneySaved: Math.max(0, moneySaved),
    minutesSpent: Math.max(0, minutesSpent),
    // Who did how much stays as the server counted it: a waiting change is the reader's own and arrives soon.
    ...(stats.members ? { members: stats.members } : {}),
  };
}

/**
 * The chart's months as they will read once the waiting changes have reached the server: a completion
 * counts in the month of the day it was made, with its savings; an undo takes its history entry out of that
 * entry's month (an undo whose entry the history read does not list leaves the months as they are).
 */
export function monthlyAfterWaitingChanges(months: MonthlyFigures, unsettled: readonly OfflineQueueItem[], known: Known): MonthlyFigures {
  if (unsettled.length === 0) return months;
  const { done, undone } = waitingOutcomes(unsettled, known);
  const changes = [
    ...done.flatMap(({ entry }) => (entry ? [{ month: monthOf(entry.completedOn), completed: 1, moneySaved: entry.moneySaved }] : [])),
    ...undone.flatMap(({ entry }) => (entry ? [{ month: monthOf(entry.completedOn), completed: -1, moneySaved: -entry.moneySaved }] : [])),
  ];
  if (changes.length === 0) return months;
  return months.map((figures) => {
    const inMonth = changes.filter((change) => change.month === figures.month);
    if (inMonth.length === 0) return figures;
    return {
      month: figures.month,
      completed: Math.max(0, figures.completed + inMonth.reduce((sum, change) => sum + change.completed, 0)),
      moneySaved: Math.max(0, Math.round((figures.moneySaved + inMonth.reduce((sum, change) => sum + change.moneySaved, 0)) * 100) / 100),
    };
  });
}
