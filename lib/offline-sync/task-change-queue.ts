import type { OfflineQueueItem, OfflineQueueItemType } from "@domain/entities/offline-queue.ts";
import { daysBetween, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import { ApiError, gotNoAnswer, isFinalRefusal } from "@lib/http/index.ts";
import type { OfflineQueueRunner, QueuedChange } from "./offline-queue-runner.ts";

/*
 * docs/product.md §4.13: a task change (complete, undo, details) made while offline, or whose call got no
 * answer, is kept in the offline queue and sent later, never lost. Every change carries a key of its own
 * from the first try, sent as `Idempotency-Key`: a change the server did apply before its answer was lost
 * is answered again, not applied again, when the queue sends it once more.
 */

/** The part of the runner a screen's change needs. */
export type TaskChangeQueue = Pick<OfflineQueueRunner, "enqueue" | "pending" | "replay">;

export type SentOrQueued<T> = { readonly queued: false; readonly result: T } | { readonly queued: true; readonly item: OfflineQueueItem };

export type SendOrQueueOptions = {
  isOnline?: () => boolean;
  newKey?: () => string;
};

const browserOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine);

/**
 * Sends one task change, or queues it. Without a queue (local mode answers at once; stories) it is simply
 * sent. Offline it is queued at once. While earlier changes still wait it is queued behind them, so an
 * undo never overtakes the complete it undoes. A call that got no answer is queued under the key it was
 * sent with; an answer that refuses the change (a 404, a 500) is the caller's to show.
 */
export async function sendOrQueue<T>(
  queue: TaskChangeQueue | null,
  change: Omit<QueuedChange, "correlationId">,
  send: (idempotencyKey: string | undefined) => Promise<T>,
  { isOnline = browserOnline, newKey = () => globalThis.crypto.randomUUID() }: SendOrQueueOptions = {},
): Promise<SentOrQueued<T>> {
  if (!queue) return { queued: false, result: await send(undefined) };
  const keyed: QueuedChange = { ...change, correlationId: newKey() };
  if (!isOnline()) return { queued: true, item: queue.enqueue(keyed, "offline") };
  if (queue.pending().length > 0) {
    const item = queue.enqueue(keyed, "offline");
    void queue.replay();
    return { queued: true, item };
  }
  try {
    return { queued: false, result: await send(keyed.correlationId) };
  } catch (error) {
    if (!gotNoAnswer(error)) throw error;
    const item = queue.enqueue(keyed, "error");
    void queue.replay();
    return { queued: true, item };
  }
}

/**
 * A refusal no retry can cure, so the queued change is dropped and the person told: the task is gone or
 * not theirs, the change no longer applies (an undo of a completion undone elsewhere), the body is refused.
 * No answer, a server failure, a busy key, a rate limit or an expired session are tried again.
 */
export function isPermanentSyncFailure(error: unknown): boolean {
  // The change's earlier try is still being answered: this one can pass once it has.
  if (error instanceof ApiError && error.status === 409 && error.code === "IDEMPOTENCY_KEY_IN_USE") return false;
  return isFinalRefusal(error);
}

/** docs/product.md §8.5: what a change that could not be saved is called. */
export const SYNC_FAILURE_MESSAGES: Record<OfflineQueueItemType, string> = {
  complete: TASK_MESSAGES.completeFailed,
  undo: TASK_MESSAGES.uncompleteFailed,
  metadata: TASK_MESSAGES.updateFailed,
};

/** The analytics event of each queue event docs/product.md §4.13 counts. */
export const SYNC_ANALYTICS_EVENTS = {
  queued: "offline_change_queued",
  "enqueued-on-error": "offline_change_enqueued_on_error",
  synced: "offline_change_synced",
} as const;

/**
 * What a list needs of a change to show its outcome before the server's list has it: a change the offline
 * queue keeps, or one sent and not yet answered and read back (the dashboard's writes on their way).
 */
export type UnansweredChange = Pick<OfflineQueueItem, "type" | "taskId" | "applianceId" | "createdAt" | "masterTaskSlug" | "reopens" | "reopensOn">;

/** An occurrence of a catalogue task on an appliance, as a listed task or a waiting change knows it. */
type CatalogueOccurrence = { readonly applianceId: string; readonly masterTaskSlug?: string | null | undefined };

/** Two occurrences of one catalogue task on one appliance: the server keeps one of them open at a time. */
export function isSameCatalogueTask(a: CatalogueOccurrence, b: CatalogueOccurrence): boolean {
  return !!a.masterTaskSlug && a.masterTaskSlug === b.masterTaskSlug && a.applianceId === b.applianceId;
}

/**
 * An undo as it is sent or queued. It names its catalogue task, so that while it waits the lists leave out
 * the occurrence its completion opened, and what the screen knows of the task it reopens, so that they show
 * it (tasksAfterWaitingChanges): the task itself as it will be once reopened (the dashboard has it, and the
 * completed tasks page for a completion still waiting), or only its due day (the completed tasks page), the
 * rest taken from the occurrence the undo removes.
 */
export function undoChange({
  taskId,
  applianceId,
  masterTaskSlug,
  reopens,
  reopensOn,
}: {
  taskId: string;
  applianceId: string;
  masterTaskSlug?: string | null | undefined;
  reopens?: ServerTask | undefined;
  reopensOn?: CalendarDate | undefined;
}): Omit<QueuedChange, "correlationId"> {
  return {
    type: "undo",
    taskId,
    applianceId,
    ...(masterTaskSlug ? { masterTaskSlug } : {}),
    ...(reopens ? { reopens } : reopensOn ? { reopensOn } : {}),
  };
}

/**
 * The task a waiting undo reopens, for a list of the server's tasks that lacks it: its copy when the undo
 * carries one; else the open occurrence of its catalogue task (the one the undo removes) moved back to the
 * undone occurrence's due day, which is what the server will list once the undo arrives. Nothing when the
 * undo knows neither.
 */
export function reopenedServerTask(undo: UnansweredChange, openOccurrence: ServerTask | undefined): ServerTask | undefined {
  if (undo.reopens) return undo.reopens;
  if (!undo.reopensOn || !openOccurrence) return undefined;
  return {
    ...openOccurrence,
    id: undo.taskId,
    dueDate: undo.reopensOn,
    daysUntilDue: openOccurrence.daysUntilDue - daysBetween(undo.reopensOn, openOccurrence.dueDate),
    isCompleted: false,
    completedAt: null,
    snoozeUntil: null,
  };
}

/**
 * What the lists overlay: the changes sent and not yet read back (settling), then those still waiting.
 * A settling undo has reached the server, and the person may since have completed its task again without
 * the queue (nothing waited): what it knows of the task (`reopens`, `reopensOn`) would bring back a task
 * that is done. So only a waiting undo brings its task back; while one waits, every change is queued
 * behind it and the overlay sees it. A settling completion likewise lists no copy among the completed
 * tasks (`completes`): it may have been undone since, straight away, and the server's history has it now.
 */
export function unsettledChanges(settling: readonly OfflineQueueItem[], waiting: readonly OfflineQueueItem[]): OfflineQueueItem[] {
  return [...settling.map(({ reopens: _reachedTheServer, reopensOn: _reachedTheServerToo, completes: _inTheServersHistory, ...item }) => item), ...waiting];
}

/** What a list overlays on the server's tasks: enough to know a task and the catalogue task it is an occurrence of. */
type ListedTask = CatalogueOccurrence & { readonly id: string };

/**
 * The tasks a list should show while changes wait, whatever the server's list (a refetch that ran before
 * or midway through the replay) still has:
 * - a task whose last waiting change completes it has left the list here already;
 * - a task whose last waiting change undoes its completion takes the place of the occurrence that
 *   completion opened: the server keeps one open occurrence of a catalogue task per appliance, and the
 *   undo removes it when it arrives, so it is not shown to be done (its completion would be refused).
 *   Of two such undos of one catalogue task, the later one leaves its task open. The occurrence stays
 *   hidden when the undone task is completed again afterwards: the undo still removed it. A list that lacks the
 *   undone task (read after the completion reached the server and before the undo did) shows it as
 *   `reopened` makes it from the undo and the open occurrence of its catalogue task, when it can
 *   (reopenedServerTask for the server's tasks).
 */
export function tasksAfterWaitingChanges<T extends ListedTask>(
  tasks: readonly T[],
  pending: readonly UnansweredChange[],
  reopened?: (undo: UnansweredChange, openOccurrence: T | undefined) => T | undefined,
): T[] {
  if (pending.length === 0) return [...tasks];
  const lastChange = new Map<string, UnansweredChange>();
  for (const item of [...pending].sort((a, b) => a.createdAt - b.createdAt)) {
    if (item.type !== "metadata") lastChange.set(item.taskId, item);
  }
  // Every undo, not only those that are their task's last change: a task completed again after its undo
  // still had the occurrence its first completion opened removed by that undo, and a list read in between
  // has it. Shown, it could be completed, and the server would refuse a completion of an occurrence it no
  // longer has. Its re-completion opens a new one, which the next read brings.
  const undosLatestFirst = pending.filter((item) => item.type === "undo").sort((a, b) => b.createdAt - a.createdAt);
  const listed = new Set(tasks.map((task) => task.id));
  // A task is brought back by its last change only: undone twice, it is still one task.
  const missing = reopened
    ? undosLatestFirst.filter((undo) => lastChange.get(undo.taskId) === undo).flatMap((undo) => {
        if (listed.has(undo.taskId)) return [];
        const task = reopened(
          undo,
          tasks.find((each) => each.id !== undo.taskId && isSameCatalogueTask(undo, each)),
        );
        return task ? [task] : [];
      })
    : [];
  return [...tasks, ...missing].filter((task) => {
    if (lastChange.get(task.id)?.type === "complete") return false;
    const undo = undosLatestFirst.find((item) => isSameCatalogueTask(item, task));
    return undo === undefined || undo.taskId === task.id;
  });
}
