import * as React from "react";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { isDashboardCacheUsable, type DashboardCacheEntry } from "@domain/entities/dashboard-cache.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { reopenedServerTask, tasksAfterWaitingChanges, useTaskSync } from "@lib/offline-sync/index.ts";
import { callRoute, gotNoAnswer, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { accountDashboardCache, browserDashboardCacheStorage, DashboardCacheStore, forgetStoredDashboards, type ListableDashboardCacheStorage } from "./dashboard-cache-store.ts";
import { taskKeys } from "./keys.ts";
import { useTaskWritesOnTheirWay } from "./task-writes-on-their-way.ts";

/** `GET /api/tasks/for-dashboard`: the home's open tasks; an answer off the contract is 'Invalid tasks response'. */
export async function getDashboardTasks(client: ApiClient): Promise<ServerTask[]> {
  const { data } = await callRoute(client, "getDashboardTasks", {});
  return data;
}

/** A server session's dashboard cache (docs/product.md §9.4, decision 021), and the clock and network it is judged by. */
export type DashboardCacheOptions = {
  readonly store: DashboardCacheStore;
  readonly now?: () => number;
  /** Whether the browser says it has no network at all. */
  readonly isOffline?: () => boolean;
};

const browserIsOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The server's list, kept for later; when the server cannot be reached, the kept list up to 24 hours old.
 * Offline, the kept list answers without asking (the browser knows the request would fail), unless
 * there is none. A server that answers with an error is an answer: the dashboard shows the failure
 * (docs/product.md §7.10), not an older list. `signal` is the query's, aborted when a write stops the read.
 */
export async function getDashboardTasksOrKept(
  client: ApiClient,
  { store, now = Date.now, isOffline = browserIsOffline }: DashboardCacheOptions,
  signal?: AbortSignal,
): Promise<ServerTask[]> {
  const kept = () => {
    const entry = store.read();
    return entry && isDashboardCacheUsable(entry, now(), true) ? entry.tasks : null;
  };
  if (isOffline()) {
    const tasks = kept();
    if (tasks) return tasks;
  }
  try {
    const tasks = await getDashboardTasks(client);
    // A read stopped by a write (task-cache.ts) may have been answered before the server applied it: its
    // list is not kept, or the dashboard would show it offline, a done card back or an undone one's next
    // occurrence that no longer exists.
    if (!signal?.aborted) store.write({ tasks, timestamp: now() });
    return tasks;
  } catch (error) {
    const tasks = gotNoAnswer(error) ? kept() : null;
    if (tasks) return tasks;
    throw error;
  }
}

/**
 * How long the list waits before it is tried again. A try that got no answer while the browser says it is
 * offline waits for nothing: the next try holds, paused, until the network is back, and the dashboard says
 * so at once rather than after TanStack Query's first back-off second. Otherwise TanStack Query's own back-off.
 */
export function dashboardRetryDelay(failureCount: number, error: unknown, isOffline: () => boolean = browserIsOffline): number {
  if (gotNoAnswer(error) && isOffline()) return 0;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Where the dashboard query keeps its cache, so the writes that change the list in place can reach it. */
const STORED_DASHBOARD_META = "storedDashboard";

/**
 * The dashboard's query. With a cache (a server session), a list read less than 15 minutes ago shows at
 * once while the server is asked again, and the server's answers are kept for when it cannot be reached.
 */
export const dashboardTasksQueryOptions = (client: ApiClient, cache?: DashboardCacheOptions) => {
  // Read once for both the list and its time, which must come from the same entry.
  let freshEntry: DashboardCacheEntry | null | undefined;
  const fresh = () => {
    if (freshEntry === undefined) {
      const entry = cache?.store.read() ?? null;
      freshEntry = entry && isDashboardCacheUsable(entry, (cache?.now ?? Date.now)(), false) ? entry : null;
    }
    return freshEntry ?? undefined;
  };
  return queryOptions({
    queryKey: taskKeys.dashboard(),
    queryFn: ({ signal }) => (cache ? getDashboardTasksOrKept(client, cache, signal) : getDashboardTasks(client)),
    // The default ("online") would not run the query while the browser is offline, and the dashboard
    // would wait on its skeleton with a usable list in the cache. "offlineFirst" runs it once, so the
    // cache (or local mode, which needs no network) can answer, and holds any retry until the network is back.
    networkMode: "offlineFirst",
    retryDelay: (failureCount, error) => dashboardRetryDelay(failureCount, error, cache?.isOffline),
    initialData: cache ? () => fresh()?.tasks : undefined,
    initialDataUpdatedAt: cache ? () => fresh()?.timestamp : undefined,
    meta: cache ? { [STORED_DASHBOARD_META]: cache.store } : undefined,
  });
};

/**
 * After the dashboard's list was changed in place (an optimistic write, its rollback): the kept list
 * becomes the one the dashboard now shows, so a reload offline shows the change too. When the list is
 * not in memory (the change came from a page opened directly), the kept one cannot follow and goes.
 */
export function keepDashboardAsShown(queryClient: QueryClient, storage: ListableDashboardCacheStorage | null = browserDashboardCacheStorage()): void {
  const query = queryClient.getQueryCache().find<ServerTask[]>({ queryKey: taskKeys.dashboard(), exact: true });
  if (!query) {
    forgetStoredDashboards(storage);
    return;
  }
  const store = query.meta?.[STORED_DASHBOARD_META];
  if (!(store instanceof DashboardCacheStore)) return;
  const tasks = query.state.data;
  if (tasks) store.replaceTasks(tasks);
  else store.clear();
}

/**
 * The dashboard's tasks as this browser knows them: what the offline queue's waiting changes, and the
 * completions and undos still on their way to the server, will do is shown already, even when the server's
 * list was read before they reached it (a completed task stays off the list; an undone one is on it, and
 * the next occurrence its completion opened is not).
 */
export function useDashboardTasks() {
  const { client, user, isLocalSession } = useAuth();
  // Local mode answers from the browser at once and keeps no copy.
  const userId = isLocalSession ? null : (user?.id ?? null);
  const store = React.useMemo(() => (userId === null ? null : accountDashboardCache(userId)), [userId]);
  const waiting = useTaskSync()?.unsettled;
  const onTheirWay = useTaskWritesOnTheirWay();
  const unanswered = React.useMemo(() => [...(waiting ?? []), ...onTheirWay], [waiting, onTheirWay]);
  const select = React.useCallback((tasks: ServerTask[]) => (unanswered.length > 0 ? tasksAfterWaitingChanges(tasks, unanswered, reopenedServerTask) : tasks), [unanswered]);
  return useQuery({ ...dashboardTasksQueryOptions(client, store ? { store } : undefined), select });
}
