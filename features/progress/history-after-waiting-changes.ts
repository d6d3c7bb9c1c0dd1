import type { CompletedTaskEntry } from "@domain/contract/index.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import type { CompletedTaskMetadata, ServerTask } from "@domain/entities/task.ts";
import { matchesHistoryQuery } from "@domain/progress/history-search.ts";
import { moneySavedByCompletion } from "@domain/tasks/task-rules.ts";
import type { HistoryFilters } from "@features/tasks/index.ts";

/** The history as this browser knows it, and how far its count is from the server's. */
export type HistoryAfterWaitingChanges = {
  readonly entries: CompletedTaskEntry[];
  /** Added to the server's total: the waiting completions listed, less the loaded entries a waiting undo took away. */
  readonly totalChange: number;
  /** The task each waiting completion listed completes, as it was listed: its undo gives it back to the lists. */
  readonly waitingTasks: ReadonlyMap<string, ServerTask>;
};

/**
 * The completed tasks as they will be once the offline queue's changes reach the server (docs/product.md
 * §4.13), whatever the server's history (or none yet, on a page opened without a network) still says:
 * - an entry whose completion an undo waits to take back has left already;
 * - a completion that waits, and is its task's last change, is listed from the task it kept, with the
 *   details saved for it since, when it matches the search and the appliance chosen. A completion queued
 *   before the task was kept with it, or one that has reached the server (its history lists it), is not.
 * Newest first, as the server lists them.
 */
export function historyAfterWaitingChanges(
  loaded: readonly CompletedTaskEntry[],
  unsettled: readonly OfflineQueueItem[],
  { filters, timeZone }: { filters: HistoryFilters; timeZone: string },
): HistoryAfterWaitingChanges {
  if (unsettled.length === 0) return { entries: [...loaded], totalChange: 0, waitingTasks: new Map() };
  const ordered = [...unsettled].sort((a, b) => a.createdAt - b.createdAt);
  const waitingUndos = new Set(ordered.flatMap((item) => (item.type === "undo" ? [item.taskId] : [])));
  const kept = loaded.filter((entry) => !waitingUndos.has(entry.taskId));
  const listed = new Set(kept.map((entry) => entry.taskId));

  const waitingTasks = new Map<string, ServerTask>();
  const waiting = waitingCompletions(ordered, listed, timeZone).flatMap(({ entry, task }) => {
    if (!matchesHistoryQuery(entry, filters)) return [];
    waitingTasks.set(entry.taskId, task);
    return [entry];
  });
  const entries = [...waiting, ...kept].sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  return { entries, totalChange: waiting.length - (loaded.length - kept.length), waitingTasks };
}

/**
 * The completions that wait and are their task's last change, each as the server's history will list it,
 * with the details saved for it since: all of them, whatever the history's search. A completion queued
 * before the task was kept with it, or one the server's history lists already (`listed`), is not among them.
 */
export function waitingCompletions(
  ordered: readonly OfflineQueueItem[],
  listed: ReadonlySet<string>,
  timeZone: string,
): { entry: CompletedTaskEntry; task: ServerTask }[] {
  const lastChange = new Map<string, OfflineQueueItem>();
  for (const item of ordered) if (item.type !== "metadata") lastChange.set(item.taskId, item);
  return [...lastChange.values()].flatMap((item) => {
    if (item.type !== "complete" || !item.completes || listed.has(item.taskId)) return [];
    // The details dialog that follows a completion saves them as a change of their own, behind it.
    const details = ordered.filter((later) => later.type === "metadata" && later.taskId === item.taskId && later.createdAt >= item.createdAt);
    const meta = details.reduce<CompletedTaskMetadata>((all, later) => ({ ...all, ...later.meta }), { ...item.meta });
    return [{ entry: waitingEntry(item, item.completes, meta, timeZone), task: item.completes }];
  });
}

/** A waiting completion as the server's history will list it: dated when it was made, saving what the catalogue says. */
function waitingEntry(item: OfflineQueueItem, task: ServerTask, meta: CompletedTaskMetadata, timeZone: string): CompletedTaskEntry {
  const costActual = meta.costActual ?? null;
  const proCost = task.proCost ?? null;
  return {
    taskId: item.taskId,
    name: task.name,
    applianceId: item.applianceId,
    applianceName: task.applianceName?.trim() ? task.applianceName : item.applianceId,
    masterTaskSlug: task.masterTaskSlug ?? null,
    dueDate: task.dueDate,
    completedAt: new Date(item.createdAt).toISOString(),
    completedOn: calendarDateInTimeZone(new Date(item.createdAt), timeZone),
    notes: meta.notes ?? null,
    timeSpentMinutes: meta.timeSpentMinutes ?? null,
    costActual,
    proCost,
    moneySaved: proCost !== null && task.diyCost !== undefined ? moneySavedByCompletion({ difficulty: task.difficulty ?? "", proCost, diyCost: task.diyCost, costActual }) : 0,
    // Nobody is named until the server has it and says who (docs/product.md §6.5).
    completedBy: null,
  };
}

