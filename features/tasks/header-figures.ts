import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";

/** The statistics the dashboard's header and its new-home message read: tasks ever done, the current streak. */
export type HeaderFigures = { readonly completed: number; readonly streak: number };

/**
 * The statistics as they will read once the changes the offline queue holds have reached the server
 * (docs/product.md §4.13): the server's figures plus the completions waiting, less the undos waiting.
 * A completion made today while the streak is 0 starts one (1). A streak already running keeps the
 * server's figure: whether it has counted today yet is not known here, and the next read says.
 */
export function figuresWithWaitingChanges(
  figures: HeaderFigures,
  unsettled: readonly OfflineQueueItem[],
  today: CalendarDate,
  timeZone: string,
): HeaderFigures {
  let completed = figures.completed;
  // Each task's last waiting change says whether it ends done: a completion undone before it was sent started nothing.
  const lastChange = new Map<string, OfflineQueueItem>();
  for (const item of [...unsettled].sort((a, b) => a.createdAt - b.createdAt)) {
    if (item.type === "metadata") continue;
    completed += item.type === "complete" ? 1 : -1;
    lastChange.set(item.taskId, item);
  }
  const doneToday = [...lastChange.values()].some((item) => item.type === "complete" && calendarDateInTimeZone(new Date(item.createdAt), timeZone) === today);
  return { completed: Math.max(0, completed), streak: figures.streak === 0 && doneToday ? 1 : figures.streak };
}
