import type { CompletedTaskEntry, TaskStatisticsResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { completionRate } from "@domain/tasks/task-rules.ts";
import { figuresWithWaitingChanges } from "@features/dashboard/index.ts";
import { waitingCompletions } from "./history-after-waiting-changes.ts";

export type TaskStats = TaskStatisticsResponse["data"];

/**
 * The statistics as they will read once the offline queue's changes have reached the server (docs/product.md
 * §4.13), as the history above them and the dashboard's header show them already. Each task counts by where
 * its waiting changes take it: from open to done (its first change a completion, its last one too), or from
 * done to open (an undo first and last); a task its changes bring back to where it was counts as it was.
 * - Done: one more completed; one fewer overdue when its due day had passed; one more task, the next
 *   occurrence its completion opens, due later and so pending; the time and the savings its details give,
 *   as its history entry says.
 * - Open again: the other way round, with its due day from the undo (or the history's entry), and the time
 *   and savings of its history entry when the history read lists it.
 * The streak reads as the header's does (features/dashboard/header-figures.ts); the longest is never shorter.
 */
export function statsAfterWaitingChanges(
  stats: TaskStats,
  unsettled: readonly OfflineQueueItem[],
  { loaded, today, timeZone }: { loaded: readonly CompletedTaskEntry[]; today: CalendarDate; timeZone: string },
): TaskStats {
  if (unsettled.length === 0) return stats;
  const ordered = [...unsettled].sort((a, b) => a.createdAt - b.createdAt);
  const byTask = new Map<string, OfflineQueueItem[]>();
  for (const item of ordered) if (item.type !== "metadata") byTask.set(item.taskId, [...(byTask.get(item.taskId) ?? []), item]);
  const historyEntries = new Map(loaded.map((entry) => [entry.taskId, entry]));
  // A completion the server's history lists has reached it, and its figures count it already.
  const waiting = new Map(waitingCompletions(ordered, new Set(historyEntries.keys()), timeZone).map((each) => [each.entry.taskId, each]));

  let { total, completed, overdue, moneySaved, minutesSpent } = stats;
  for (const [taskId, changes] of byTask) {
    const first = changes[0]!;
    const last = changes[changes.length - 1]!;
    if (first.type !== last.type) continue;
    if (last.type === "complete") {
      if (historyEntries.has(taskId)) continue;
      completed += 1;
      total += 1;
      // A completion queued before the task was kept with it says nothing of its due day, time or savings.
      const done = waiting.get(taskId);
      if (!done) continue;
      if (done.task.dueDate < today) overdue -= 1;
      moneySaved += done.entry.moneySaved;
      minutesSpent += done.entry.timeSpentMinutes ?? 0;
    } else {
      const entry = historyEntries.get(taskId);
      const dueDate = last.reopens?.dueDate ?? last.reopensOn ?? entry?.dueDate;
      completed -= 1;
      if (dueDate !== undefined && dueDate < today) overdue += 1;
      // The occurrence its completion opened goes with the undo.
      total -= 1;
      moneySaved -= entry?.moneySaved ?? 0;
      minutesSpent -= entry?.timeSpentMinutes ?? 0;
    }
  }
  total = Math.max(0, total);
  completed = Math.min(Math.max(0, completed), total);
  overdue = Math.min(Math.max(0, overdue), total - completed);
  const { streak } = figuresWithWaitingChanges({ completed: stats.completed, streak: stats.currentStreak }, unsettled, today, timeZone);
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
  };
}
