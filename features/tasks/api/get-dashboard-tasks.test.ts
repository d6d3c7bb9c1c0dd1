import { afterEach, describe, expect, test, vi } from "vitest";
import { onlineManager, QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { serverTaskSchema, type ServerTask } from "@domain/entities/task.ts";
import { ApiError, NETWORK_ERROR_CODE, type ApiClient } from "@lib/http/index.ts";
import { memoryStorage } from "../../../test-support/memory-storage.ts";
import { accountDashboardCache } from "./dashboard-cache-store.ts";
import { dashboardRetryDelay, dashboardTasksQueryOptions, keepDashboardAsShown } from "./get-dashboard-tasks.ts";
import { taskKeys } from "./keys.ts";
import { changeDashboardCache, restoreDashboardCache } from "./task-cache.ts";

const NOW = Date.parse("2026-11-22T14:00:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const filter = serverTaskSchema.parse({ id: "t1", name: "Replace furnace filter", applianceId: "furnace", dueDate: "2026-11-30" });
const coils = serverTaskSchema.parse({ id: "t2", name: "Vacuum fridge coils", applianceId: "fridge", dueDate: "2026-12-04" });
const gutters = serverTaskSchema.parse({ id: "t3", name: "Clean gutters", applianceId: "roof", dueDate: "2026-12-10" });

const networkFailure = () => new ApiError({ code: NETWORK_ERROR_CODE, message: "Unable to reach the server. Please check your connection and try again." });
const serverFailure = () => new ApiError({ code: "HTTP_500", message: "Internal Server Error", status: 500 });

/** A server client whose dashboard answer is the given list, or the given failure. */
function serverAnswering(answer: ServerTask[] | ApiError) {
  const get = vi.fn(() => (answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve({ data: answer })));
  return { client: { get } as unknown as ApiClient, get };
}

function setup({ kept, offline = false }: { kept?: { tasks: ServerTask[]; age: number }; offline?: boolean } = {}) {
  const storage = memoryStorage();
  const store = accountDashboardCache("user-1", storage);
  if (!store) throw new Error("a store over a storage");
  if (kept) store.write({ tasks: kept.tasks, timestamp: NOW - kept.age });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cache = { store, now: () => NOW, isOffline: () => offline };
  return { storage, store, queryClient, cache };
}

/** Mounts the dashboard query as a screen would, and waits until the server has been asked and has answered or failed. */
function settledAfterMount(queryClient: QueryClient, options: ReturnType<typeof dashboardTasksQueryOptions>) {
  const observer = new QueryObserver(queryClient, options);
  return new Promise<QueryObserverResult<ServerTask[]>>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus !== "idle" || !result.isFetched) return;
      unsubscribe();
      resolve(result);
    });
  });
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe("the dashboard's list of a server session (docs/product.md §7.10, §9.4, decision 021)", () => {
  test("the server's answer is shown and kept, with the time it was read", async () => {
    const { queryClient, cache, store } = setup();
    const { client } = serverAnswering([filter, coils]);
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).resolves.toEqual([filter, coils]);
    expect(store.read()).toEqual({ tasks: [filter, coils], timestamp: NOW });
  });

  test("offline, a list kept up to 24 hours answers without asking the server", async () => {
    const { queryClient, cache, store } = setup({ kept: { tasks: [filter], age: 20 * HOUR }, offline: true });
    const { client, get } = serverAnswering([coils]);
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).resolves.toEqual([filter]);
    expect(get).not.toHaveBeenCalled();
    // An answer from the cache is no newer list: its time stays, so it still expires 24 hours after it was read.
    expect(store.read()?.timestamp).toBe(NOW - 20 * HOUR);
  });

  test("offline, the query runs although TanStack Query knows the browser is offline", async () => {
    onlineManager.setOnline(false);
    const { queryClient, cache } = setup({ kept: { tasks: [filter], age: 5 * MINUTE }, offline: true });
    const { client } = serverAnswering(networkFailure());
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).resolves.toEqual([filter]);
  });

  test("offline with nothing kept, the server is asked all the same (the browser may be wrong)", async () => {
    const { queryClient, cache } = setup({ offline: true });
    const { client, get } = serverAnswering([coils]);
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).resolves.toEqual([coils]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  test("a server that cannot be reached: the list kept up to 24 hours answers", async () => {
    const { queryClient, cache } = setup({ kept: { tasks: [filter, coils], age: 23 * HOUR } });
    const { client, get } = serverAnswering(networkFailure());
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).resolves.toEqual([filter, coils]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["older than 24 hours", { tasks: [filter], age: 24 * HOUR + 1 }],
    ["nothing", undefined],
  ])("a server that cannot be reached with %s kept: the network failure stands", async (_kept, kept) => {
    const { queryClient, cache } = setup(kept ? { kept } : {});
    const { client } = serverAnswering(networkFailure());
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
  });

  test("a server that answers with an error: the error stands, even with a fresh list kept, and the list is kept as it was", async () => {
    const { queryClient, cache, store } = setup({ kept: { tasks: [filter], age: 2 * MINUTE } });
    const { client } = serverAnswering(serverFailure());
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).rejects.toMatchObject({ status: 500 });
    expect(store.read()).toEqual({ tasks: [filter], timestamp: NOW - 2 * MINUTE });
  });

  test("a list kept less than 15 minutes ago shows at once, dated when it was read, while the server is asked again", async () => {
    const { queryClient, cache } = setup({ kept: { tasks: [filter], age: 10 * MINUTE } });
    const { client } = serverAnswering([filter, coils]);
    const options = dashboardTasksQueryOptions(client, cache);
    const first = new QueryObserver(queryClient, options).getCurrentResult();
    expect(first).toMatchObject({ status: "success", data: [filter], dataUpdatedAt: NOW - 10 * MINUTE, isStale: true });
    const answered = await settledAfterMount(queryClient, options);
    expect(answered).toMatchObject({ status: "success", data: [filter, coils] });
  });

  test("shown at once and then refused by the server: the dashboard's error state, not the kept list", async () => {
    const { queryClient, cache } = setup({ kept: { tasks: [filter], age: 1 * MINUTE } });
    const { client } = serverAnswering(serverFailure());
    const failed = await settledAfterMount(queryClient, dashboardTasksQueryOptions(client, cache));
    expect(failed.status).toBe("error");
    expect(failed.error).toMatchObject({ status: 500 });
  });

  test("a list kept more than 15 minutes ago does not show at once: the dashboard waits for the server", () => {
    const { queryClient, cache } = setup({ kept: { tasks: [filter], age: 15 * MINUTE + 1 } });
    const { client } = serverAnswering([coils]);
    expect(new QueryObserver(queryClient, dashboardTasksQueryOptions(client, cache)).getCurrentResult()).toMatchObject({ status: "pending", data: undefined });
  });

  test("without a cache (local mode) the list is the client's answer, with nothing kept or shown ahead", async () => {
    const { queryClient } = setup();
    const { client } = serverAnswering([coils]);
    const options = dashboardTasksQueryOptions(client);
    expect(new QueryObserver(queryClient, options).getCurrentResult().status).toBe("pending");
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([coils]);
  });
});

describe("offline with nothing kept, the list waits for the network (docs/product.md §2.13, §9.4)", () => {
  test("a try that got no answer while the browser says it is offline is tried again at once, to wait paused", () => {
    expect(dashboardRetryDelay(0, networkFailure(), () => true)).toBe(0);
    expect(dashboardRetryDelay(2, networkFailure(), () => true)).toBe(0);
  });

  test("online, or refused by the server, the tries back off as TanStack Query's do", () => {
    expect(dashboardRetryDelay(0, networkFailure(), () => false)).toBe(1000);
    expect(dashboardRetryDelay(2, networkFailure(), () => false)).toBe(4000);
    expect(dashboardRetryDelay(0, serverFailure(), () => true)).toBe(1000);
    expect(dashboardRetryDelay(10, serverFailure(), () => false)).toBe(30_000);
  });

  test("the query waits, paused, and reads the list as soon as the network is back", async () => {
    onlineManager.setOnline(false);
    const { store } = setup({ offline: true });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: (count) => count < 3 } } });
    // As the app's provider does: the client hears the network come back.
    queryClient.mount();
    let reachable = false;
    const get = vi.fn(() => (reachable ? Promise.resolve({ data: [coils] }) : Promise.reject(networkFailure())));
    const observer = new QueryObserver(queryClient, dashboardTasksQueryOptions({ get } as unknown as ApiClient, { store, now: () => NOW, isOffline: () => !reachable }));
    const results: QueryObserverResult<ServerTask[]>[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: "pending", fetchStatus: "paused" }));
    expect(get).toHaveBeenCalledTimes(1);

    reachable = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: "success", data: [coils] }));
    expect(results.some((result) => result.status === "error")).toBe(false);
    unsubscribe();
    queryClient.unmount();
  });
});

describe("the kept list follows the changes made in place (complete, undo, snooze)", () => {
  async function loaded(tasks: ServerTask[]) {
    const context = setup();
    await context.queryClient.fetchQuery(dashboardTasksQueryOptions(serverAnswering(tasks).client, { ...context.cache, now: () => NOW - 30 * MINUTE }));
    return context;
  }

  test("a change replaces the kept list and keeps its time; its rollback puts the list back", async () => {
    const { queryClient, store } = await loaded([filter, coils]);
    const snapshot = await changeDashboardCache(queryClient, (tasks) => tasks.filter((task) => task.id !== filter.id));
    expect(store.read()).toEqual({ tasks: [coils], timestamp: NOW - 30 * MINUTE });
    restoreDashboardCache(queryClient, snapshot);
    expect(store.read()).toEqual({ tasks: [filter, coils], timestamp: NOW - 30 * MINUTE });
  });

  test("a read stopped by a write keeps its answer out of the kept list, which a later offline read shows", async () => {
    const { queryClient, cache, store } = await loaded([filter, coils]);
    // The server answers the read that was under way with the list from before the write reached it.
    let answer: (value: { data: ServerTask[] }) => void = () => {};
    const get = vi.fn(() => new Promise<{ data: ServerTask[] }>((resolve) => (answer = resolve)));
    const options = dashboardTasksQueryOptions({ get } as unknown as ApiClient, cache);
    void queryClient.fetchQuery(options).catch(() => {});
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    await changeDashboardCache(queryClient, (tasks) => tasks.filter((task) => task.id !== filter.id));
    answer({ data: [filter, coils] });
    // The stopped read goes on in promises alone: once a macrotask has run, all of it has.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.read()?.tasks).toEqual([coils]);
    const offline = dashboardTasksQueryOptions({ get } as unknown as ApiClient, { ...cache, isOffline: () => true });
    await expect(queryClient.fetchQuery({ ...offline, staleTime: 0 })).resolves.toEqual([coils]);
  });

  test("an undo puts the task back in the kept list", async () => {
    const { queryClient, store } = await loaded([coils]);
    await changeDashboardCache(queryClient, (tasks) => [...tasks, gutters]);
    expect(store.read()?.tasks).toEqual([coils, gutters]);
  });

  test("a change while the list is not in memory (a page opened directly) clears what is kept", () => {
    const storage = memoryStorage();
    accountDashboardCache("user-1", storage)?.write({ tasks: [filter], timestamp: NOW });
    keepDashboardAsShown(new QueryClient(), storage);
    expect(storage.entries.size).toBe(0);
  });

  test("a query still without its list clears the account's entry", async () => {
    const { queryClient, cache, store } = setup({ kept: { tasks: [filter], age: 20 * MINUTE } });
    const { client } = serverAnswering(serverFailure());
    await expect(queryClient.fetchQuery(dashboardTasksQueryOptions(client, cache))).rejects.toMatchObject({ status: 500 });
    keepDashboardAsShown(queryClient);
    expect(store.read()).toBeNull();
  });

  test("a local-mode list is never kept, and leaves what is stored alone", async () => {
    const storage = memoryStorage();
    accountDashboardCache("user-1", storage)?.write({ tasks: [filter], timestamp: NOW });
    const stored = new Map(storage.entries);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(dashboardTasksQueryOptions(serverAnswering([filter]).client));
    await changeDashboardCache(queryClient, () => [coils]);
    keepDashboardAsShown(queryClient, storage);
    expect(queryClient.getQueryData(taskKeys.dashboard())).toEqual([coils]);
    expect(storage.entries).toEqual(stored);
  });
});
