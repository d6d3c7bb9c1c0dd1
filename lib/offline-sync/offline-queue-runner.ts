import {
  belongsToSession,
  nextOfflineQueueItem,
  offlineQueueItemId,
  offlineRetryDelayMs,
  type OfflineQueueItem,
  type OfflineQueueItemType,
} from "@domain/entities/offline-queue.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { CompletedTaskMetadata, ServerTask } from "@domain/entities/task.ts";
import type { OfflineQueueStore } from "./offline-queue-storage.ts";

/**
 * What the runner reports: the queue's events of docs/product.md §4.13 (queued, syncing, synced,
 * failed) plus `enqueued-on-error`, a change queued because the server call failed rather than
 * because the browser was offline (analytics counts the two apart).
 */
export type OfflineQueueRunnerEvent =
  | { type: "queued" | "enqueued-on-error" | "syncing" | "synced"; item: OfflineQueueItem }
  | { type: "failed"; item: OfflineQueueItem; error: unknown; retryInMs: number }
  | { type: "dropped"; item: OfflineQueueItem; error: unknown };

export type QueuedChange = {
  type: OfflineQueueItemType;
  taskId: string;
  applianceId: string;
  meta?: CompletedTaskMetadata;
  /** The day a completion was done, when the person said (docs/product.md §4.5 "Done earlier"). */
  completedOn?: CalendarDate;
  /** A completion's task as it was listed: the completed tasks page lists it from here while it waits. */
  completes?: ServerTask;
  /** An undo's catalogue task: the occurrence its completion opened is hidden while it waits. */
  masterTaskSlug?: string;
  /** An undo's task, open again: lists show it while the undo waits. */
  reopens?: ServerTask;
  /** An undo's due day, when the screen had no copy of its task: lists show it on that day while the undo waits. */
  reopensOn?: CalendarDate;
  /**
   * The key the change was first sent under, when it was sent and no answer came: the replay uses it
   * again, so a change the server did apply is not applied twice.
   */
  correlationId?: string;
};

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type OfflineQueueRunnerOptions = {
  store: OfflineQueueStore;
  /** Sends one change to the server (or applies it locally); resolves when it took effect. */
  send: (item: OfflineQueueItem) => Promise<void>;
  isOnline: () => boolean;
  /**
   * The signed-in account: its changes are stamped with it, and only they (and unstamped ones from
   * before) are sent and counted; another account's wait in the store for their own session.
   */
  ownerId?: string;
  /** The home the device shows, read as a change is queued: the change is stamped with it and sent to it. */
  homeId?: () => string | null;
  /** A refusal that no retry can cure (the task is gone): the change is dropped and reported. */
  isPermanentFailure?: (error: unknown) => boolean;
  onEvent?: (event: OfflineQueueRunnerEvent) => void;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
  newCorrelationId?: () => string;
  /**
   * Runs a replay while no other tab of this browser runs one: the tabs share the queue, and two
   * replaying at once would both send its oldest change. The browser's Web Locks by default.
   */
  exclusively?: (replay: () => Promise<void>) => Promise<void>;
};

export type OfflineQueueRunner = {
  /** Adds a change; `reason` says whether the browser was offline or the server call failed. */
  enqueue(change: QueuedChange, reason: "offline" | "error"): OfflineQueueItem;
  /** Replays the queue now (the browser came online, the page became visible, the app started). */
  replay(): Promise<void>;
  pending(): readonly OfflineQueueItem[];
  /** Called after every change to the queue, for the "2 changes waiting to sync" indicator. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
};

/** The lock the tabs of this browser take to replay their shared queue, one tab at a time. */
export const OFFLINE_QUEUE_LOCK = "hearthkeep:offline-queue";

/** Web Locks where the browser has them (every current one does); elsewhere (tests, old browsers) the replay runs alone. */
function withBrowserLock(replay: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(OFFLINE_QUEUE_LOCK, replay).then(() => undefined) : replay();
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * docs/product.md §4.13 and §9.7: changes are replayed oldest first, one at a time; success removes the
 * item and moves on; a failure counts an attempt, is reported, and the queue waits 800 ms, then 1.6 s,
 * 3.2 s … at most 5 minutes before trying again. Nothing runs while the browser is offline.
 */
export function createOfflineQueueRunner({
  store,
  send,
  isOnline,
  ownerId,
  homeId = () => null,
  isPermanentFailure = () => false,
  onEvent = () => undefined,
  timers = defaultTimers,
  now = Date.now,
  random = Math.random,
  newCorrelationId = () => globalThis.crypto.randomUUID(),
  exclusively = withBrowserLock,
}: OfflineQueueRunnerOptions): OfflineQueueRunner {
  const listeners = new Set<() => void>();
  let running: Promise<void> | undefined;
  let retryTimer: unknown;
  let disposed = false;

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const update = (transform: (items: OfflineQueueItem[]) => OfflineQueueItem[]) => {
    const queue = store.read();
    store.write({ ...queue, items: transform(queue.items) });
    changed();
  };

  function cancelRetry() {
    if (retryTimer === undefined) return;
    timers.clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  async function drain(): Promise<void> {
    while (!disposed && isOnline()) {
      const item = nextOfflineQueueItem(store.read(), ownerId);
      if (!item) return;
      onEvent({ type: "syncing", item });
      try {
        await send(item);
      } catch (error) {
        if (isPermanentFailure(error)) {
          update((items) => items.filter((candidate) => candidate.id !== item.id));
          onEvent({ type: "dropped", item, error });
          continue;
        }
        const attempts = item.attempts + 1;
        update((items) => items.map((candidate) => (candidate.id === item.id ? { ...candidate, attempts } : candidate)));
        const retryInMs = offlineRetryDelayMs(attempts);
        onEvent({ type: "failed", item: { ...item, attempts }, error, retryInMs });
        cancelRetry();
        retryTimer = timers.setTimeout(() => {
          retryTimer = undefined;
          void replay();
        }, retryInMs);
        return;
      }
      update((items) => items.filter((candidate) => candidate.id !== item.id));
      onEvent({ type: "synced", item });
    }
  }

  function replay(): Promise<void> {
    if (disposed || !isOnline()) return Promise.resolve();
    // One replay at a time: a second trigger while one runs joins it.
    running ??= (async () => {
      cancelRetry();
      try {
        // The queue is read afresh inside: what another tab sent while this one waited is gone from it.
        await exclusively(drain);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    enqueue(change, reason) {
      const createdAt = now();
      const home = homeId();
      const item: OfflineQueueItem = {
        id: offlineQueueItemId(createdAt, random),
        createdAt,
        attempts: 0,
        type: change.type,
        taskId: change.taskId,
        applianceId: change.applianceId,
        correlationId: change.correlationId ?? newCorrelationId(),
        ...(change.meta ? { meta: change.meta } : {}),
        ...(change.completedOn ? { completedOn: change.completedOn } : {}),
        ...(change.completes ? { completes: change.completes } : {}),
        ...(change.masterTaskSlug ? { masterTaskSlug: change.masterTaskSlug } : {}),
        ...(change.reopens ? { reopens: change.reopens } : {}),
        ...(change.reopensOn ? { reopensOn: change.reopensOn } : {}),
        ...(ownerId === undefined ? {} : { ownerId }),
        ...(home === null ? {} : { homeId: home }),
      };
      update((items) => [...items, item]);
      onEvent({ type: reason === "offline" ? "queued" : "enqueued-on-error", item });
      return item;
    },
    replay,
    pending: () => store.read().items.filter((item) => belongsToSession(item, ownerId)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      cancelRetry();
      listeners.clear();
    },
  };
}

/**
 * Starts replays when docs/product.md §4.13 says: at start, when the browser comes online and when the
 * page becomes visible. Returns the function that stops listening.
 */
export function replayOnReconnect(runner: Pick<OfflineQueueRunner, "replay">, target: Pick<Window, "addEventListener" | "removeEventListener"> & { document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener"> } = window): () => void {
  const onOnline = () => void runner.replay();
  const onVisibility = () => {
    if (target.document.visibilityState === "visible") void runner.replay();
  };
  target.addEventListener("online", onOnline);
  target.document.addEventListener("visibilitychange", onVisibility);
  void runner.replay();
  return () => {
    target.removeEventListener("online", onOnline);
    target.document.removeEventListener("visibilitychange", onVisibility);
  };
}
