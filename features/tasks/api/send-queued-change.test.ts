import { describe, expect, test, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { serverTaskSchema, type ServerTask } from "@domain/entities/task.ts";
import type { ApiClient } from "@lib/http/index.ts";
import { memoryStorage } from "../../../test-support/memory-storage.ts";
import { accountDashboardCache } from "./dashboard-cache-store.ts";
import { dashboardTasksQueryOptions } from "./get-dashboard-tasks.ts";
import { taskKeys } from "./keys.ts";
import { keepSyncedTaskChange } from "./send-queued-change.ts";
import { changeDashboardCache } from "./task-cache.ts";

const NOW = Date.parse("2026-11-22T14:00:00.000Z");

const filter = serverTaskSchema.parse({ id: "t1", name: "Replace furnace filter", applianceId: "furnace", dueDate: "2026-11-30", masterTaskSlug: "hvac-replace-filter" });
const coils = serverTaskSchema.parse({ id: "t2", name: "Vacuum fridge coils", applianceId: "fridge", dueDate: "2026-12-04" });
const nextFilter = { ...filter, id: "t1-next", dueDate: "2027-02-28" };

function queued(change: Pick<OfflineQueueItem, "type" | "taskId" | "applianceId"> & Partial<OfflineQueueItem>): OfflineQueueItem {
  return { id: `${NOW}-q${change.taskId.replace(/[^a-z0-9]/g, "")}`, correlationId: "c0ffee00-0000-4000-8000-000000000000", createdAt: NOW, attempts: 1, ...change };
}

/** The dashboard as a screen loaded it, its list kept for offline use. */
async function loaded(tasks: ServerTask[]) {
  const store = accountDashboardCache("user-1", memoryStorage());
  if (!store) throw new Error("a store over a storage");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const get = vi.fn(() => Promise.resolve({ data: tasks }));
  await queryClient.fetchQuery(dashboardTasksQueryOptions({ get } as unknown as ApiClient, { store, now: () => NOW, isOffline: () => false }));
  return { queryClient, store };
}

describe("a waiting change the server has applied is made in the dashboard's list and its kept copy", () => {
  test("a completion sent from the queue takes its card off, and a read stopped by a later change leaves it off, offline too", async () => {
    const { queryClient, store } = await loaded([filter, coils]);
    keepSyncedTaskChange(queryClient, queued({ type: "complete", taskId: filter.id, applianceId: filter.applianceId }));
    expect(queryClient.getQueryData(taskKeys.dashboard())).toEqual([coils]);
    expect(store.read()?.tasks).toEqual([coils]);

    // The lists are read again after the queue has sent it; another card's completion stops that read.
    let answer: (value: { data: ServerTask[] }) => void = () => {};
    const slow = vi.fn(() => new Promise<{ data: ServerTask[] }>((resolve) => (answer = resolve)));
    void queryClient.fetchQuery({ ...dashboardTasksQueryOptions({ get: slow } as unknown as ApiClient, { store, now: () => NOW, isOffline: () => false }), staleTime: 0 }).catch(() => {});
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    await changeDashboardCache(queryClient, (tasks) => tasks.filter((task) => task.id !== coils.id));
    answer({ data: [coils] });
    await new Promise((resolve) => setImmediate(resolve));

    expect(queryClient.getQueryData(taskKeys.dashboard())).toEqual([]);
    expect(store.read()?.tasks).toEqual([]);
    const offline = dashboardTasksQueryOptions({ get: slow } as unknown as ApiClient, { store, now: () => NOW, isOffline: () => true });
    await expect(queryClient.fetchQuery({ ...offline, staleTime: 0 })).resolves.toEqual([]);
  });

  test("an undo sent from the queue brings its task back and takes away the occurrence its completion opened", async () => {
    const { queryClient, store } = await loaded([nextFilter, coils]);
    keepSyncedTaskChange(queryClient, queued({ type: "undo", taskId: filter.id, applianceId: filter.applianceId, masterTaskSlug: "hvac-replace-filter", reopens: filter }));
    const shown = queryClient.getQueryData<ServerTask[]>(taskKeys.dashboard())!;
    expect(shown.map((task) => task.id).sort()).toEqual([filter.id, coils.id].sort());
    expect(store.read()?.tasks.map((task) => task.id).sort()).toEqual([filter.id, coils.id].sort());
  });

  test("notes, time and cost sent later change nothing on the list", async () => {
    const { queryClient, store } = await loaded([filter, coils]);
    keepSyncedTaskChange(queryClient, queued({ type: "metadata", taskId: filter.id, applianceId: filter.applianceId }));
    expect(queryClient.getQueryData(taskKeys.dashboard())).toEqual([filter, coils]);
    expect(store.read()?.tasks).toEqual([filter, coils]);
  });
});
