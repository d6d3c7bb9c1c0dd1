import * as React from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { unreadableChangesMessage } from "@domain/messages.ts";
import { useAnnounce } from "@ui/live-region/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { analytics } from "@lib/analytics/index.ts";
import type { SyncState } from "@lib/connectivity/index.ts";
import { logWarning } from "@lib/logger/index.ts";
import { currentHomeId, normaliseError, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { createOfflineQueueRunner, replayOnReconnect, type OfflineQueueRunner, type OfflineQueueRunnerEvent } from "./offline-queue-runner.ts";
import { createOfflineQueueStore, OFFLINE_QUEUE_STORAGE_KEY, type QueueReadProblem, type QueueStorage } from "./offline-queue-storage.ts";
import { isPermanentSyncFailure, SYNC_ANALYTICS_EVENTS, SYNC_FAILURE_MESSAGES, unsettledChanges, type TaskChangeQueue } from "./task-change-queue.ts";

/** Sends one queued change to the server under its correlation id; resolves once the server applied it. */
export type SendQueuedChange = (client: ApiClient, item: OfflineQueueItem) => Promise<void>;

/**
 * Makes a change the server has applied in the lists this browser holds, as a change sent at once makes
 * its own once answered: the lists stop overlaying a sent change once they have been read again, and a
 * read stopped by a later change leaves them as they were read before it reached the server.
 */
export type ApplySyncedChange = (queryClient: QueryClient, item: OfflineQueueItem) => void;

export type TaskSync = {
  /** Changes made here that the server has not received yet ('2 changes waiting to sync'). */
  pendingCount: number;
  sync: SyncState;
  /**
   * The waiting changes, and those just sent whose effect the lists read before may not show yet (until
   * the lists are read again): what a list overlays on the server's answer so a done task never flickers back.
   */
  unsettled: readonly OfflineQueueItem[];
};

// Two contexts: the queue itself changes only with the session, so the screens' task changes that use it
// do not render again each time an item is sent; only the header's count does.
const TaskQueueContext = React.createContext<TaskChangeQueue | null>(null);
const TaskSyncContext = React.createContext<TaskSync | null>(null);

type TaskSyncProviderProps = {
  children: React.ReactNode;
  send: SendQueuedChange;
  applySynced?: ApplySyncedChange;
  /** localStorage in the app; stories and tests give their own. */
  storage?: QueueStorage;
};

/**
 * The offline queue of a signed-in person (docs/product.md §4.13): it lives as long as the server session
 * does, replays at start, when the browser comes online and when the page is shown again, and tells the
 * screens how many changes wait. Local mode has no queue: its changes are made in the browser at once.
 */
export function TaskSyncProvider({ children, send, applySynced, storage }: TaskSyncProviderProps) {
  const { client, status, isLocalSession, user } = useAuth();
  const ownerId = user?.id;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const announce = useAnnounce();
  const active = status === "authenticated" && !isLocalSession;
  const [runner, setRunner] = React.useState<OfflineQueueRunner | null>(null);
  const [sync, setSync] = React.useState<SyncState>("idle");
  const [settling, setSettling] = React.useState<readonly OfflineQueueItem[]>([]);
  // The same list, for a settle to know which items its refetch covers when it starts.
  const settlingNow = React.useRef<readonly OfflineQueueItem[]>([]);

  // The latest callbacks, read when an event arrives, so a new toast function never restarts the queue.
  const latest = React.useRef({ send, applySynced, toast, announce, queryClient });
  React.useEffect(() => {
    latest.current = { send, applySynced, toast, announce, queryClient };
  }, [send, applySynced, toast, announce, queryClient]);

  React.useEffect(() => {
    if (!active || typeof window === "undefined") return;
    const onEvent = (event: OfflineQueueRunnerEvent) => {
      const { toast: showToast, announce: say, queryClient: queries } = latest.current;
      switch (event.type) {
        case "queued":
        case "enqueued-on-error":
          analytics.capture(SYNC_ANALYTICS_EVENTS[event.type], { change: event.item.type, correlationId: event.item.correlationId });
          return;
        case "syncing":
          setSync("syncing");
          return;
        case "synced": {
          analytics.capture(SYNC_ANALYTICS_EVENTS.synced, { change: event.item.type, correlationId: event.item.correlationId, attempts: event.item.attempts });
          latest.current.applySynced?.(queries, event.item);
          setSettlingTo([...settlingNow.current, event.item]);
          if (created.pending().length === 0) {
            setSync("idle");
            // What the screens show was the browser's guess; the server's answer replaces it, and only
            // once that answer is in do the sent changes stop being overlaid.
            void settle(queries);
          }
          return;
        }
        case "failed":
          logWarning("A waiting change could not be sent; it is tried again", event.error);
          setSync("failed");
          return;
        case "dropped": {
          const message = SYNC_FAILURE_MESSAGES[event.item.type];
          const reason = normaliseError(event.error).message;
          showToast({ title: message, description: reason, variant: "error" });
          say(`${message}. ${reason}`, "assertive");
          setSync(created.pending().length === 0 ? "idle" : "failed");
          void queries.invalidateQueries();
          return;
        }
      }
    };
    const setSettlingTo = (items: readonly OfflineQueueItem[]) => {
      settlingNow.current = items;
      setSettling(items);
    };
    const settle = async (queries: typeof queryClient) => {
      // An item sent while the lists are being read may not be in what they read: it waits for the next settle.
      const settled = new Set(settlingNow.current.map((item) => item.id));
      try {
        await queries.invalidateQueries();
      } finally {
        setSettlingTo(settlingNow.current.filter((item) => !settled.has(item.id)));
      }
    };
    const store = createOfflineQueueStore(storage ?? window.localStorage, Date.now, { readerId: ownerId });
    // The stored queue is read now, so a change that could not be read is told at once, not lost in silence.
    store.read();
    if (store.problem) tellQueueProblem(store.problem, latest.current);
    const created = createOfflineQueueRunner({
      store,
      send: (item) => latest.current.send(client, item),
      isOnline: () => navigator.onLine,
      ownerId,
      homeId: currentHomeId,
      isPermanentFailure: isPermanentSyncFailure,
      onEvent,
    });
    setRunner(created);
    const stopListening = replayOnReconnect(created);
    // The tabs of this browser share the queue. What another tab sent (or dropped) leaves this tab's queue
    // without a word from the runner: it settles as a change sent here does, so this tab's lists are read
    // again and the task does not flicker back in the meantime.
    let known = created.pending();
    const stopKnowing = created.subscribe(() => {
      known = created.pending();
    });
    const stopWatchingOtherTabs = onQueueChangedElsewhere(() => {
      const now = created.pending();
      const left = new Set(now.map((item) => item.id));
      const sentElsewhere = known.filter((item) => !left.has(item.id));
      known = now;
      if (sentElsewhere.length === 0) return;
      setSettlingTo([...settlingNow.current, ...sentElsewhere]);
      void settle(latest.current.queryClient);
    });
    return () => {
      stopWatchingOtherTabs();
      stopKnowing();
      stopListening();
      created.dispose();
      setRunner(null);
      setSync("idle");
      setSettlingTo([]);
    };
  }, [active, client, storage, ownerId]);

  // Which changes wait, as one string (a snapshot must compare equal while nothing changed): what this tab
  // queued and sent, and what another tab of this browser did to the shared queue.
  const pendingIds = React.useSyncExternalStore(
    React.useCallback(
      (onChange: () => void) => {
        if (!runner) return () => undefined;
        const stopRunner = runner.subscribe(onChange);
        const stopOtherTabs = onQueueChangedElsewhere(onChange);
        return () => {
          stopRunner();
          stopOtherTabs();
        };
      },
      [runner],
    ),
    () => (runner ? runner.pending().map((item) => item.id).join(" ") : ""),
    () => "",
  );

  // From the ids, not a count: one change sent and another queued elsewhere leave the count as it was.
  const syncStatus = React.useMemo<TaskSync | null>(() => {
    if (!runner) return null;
    const pendingCount = pendingIds === "" ? 0 : pendingIds.split(" ").length;
    return { pendingCount, sync, unsettled: pendingCount > 0 || settling.length > 0 ? unsettledChanges(settling, runner.pending()) : [] };
  }, [runner, pendingIds, sync, settling]);
  return (
    <TaskQueueContext.Provider value={runner}>
      <TaskSyncContext.Provider value={syncStatus}>{children}</TaskSyncContext.Provider>
    </TaskQueueContext.Provider>
  );
}

/**
 * Calls `onChange` when another tab of this browser changes the stored queue (the browser's storage event
 * fires in every tab but the writer). A key of null is storage cleared altogether.
 */
function onQueueChangedElsewhere(onChange: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_QUEUE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/**
 * A stored queue that was not of today's shape. One migrated whole (an older queue whose changes all read)
 * needs no word: its changes wait and sync as the header counts them. One with changes that could not be
 * read says so, in a toast and to screen readers, rather than let them vanish.
 */
function tellQueueProblem(
  problem: QueueReadProblem,
  { toast, announce, queryClient }: { toast: ReturnType<typeof useToast>["toast"]; announce: ReturnType<typeof useAnnounce>; queryClient: ReturnType<typeof useQueryClient> },
) {
  if (problem.kind !== "damaged") return;
  logWarning("The stored offline queue could not be read whole; its text was set aside", { keptItems: problem.keptItems, unreadableItems: problem.unreadableItems });
  const { title, description } = unreadableChangesMessage(problem.unreadableItems);
  toast({ title, description, variant: "error" });
  announce(`${title}. ${description}`, "assertive");
  // The lists showed what those changes would do: they are read again, so a task whose completion is lost shows again.
  void queryClient.invalidateQueries();
}

/** The signed-in person's offline queue, or null where there is none (local mode, a screen's story). */
export function useTaskQueue(): TaskChangeQueue | null {
  return React.useContext(TaskQueueContext);
}

/** How many changes wait and whether they are being sent, or null where there is no queue. */
export function useTaskSync(): TaskSync | null {
  return React.useContext(TaskSyncContext);
}
