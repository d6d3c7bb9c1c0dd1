import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { DASHBOARD_CACHE_KEY_PREFIX, dashboardCacheKeyForAccount } from "@domain/entities/dashboard-cache.ts";
import { serverTaskSchema } from "@domain/entities/task.ts";
import { memoryStorage } from "../../../test-support/memory-storage.ts";
import { accountDashboardCache, DashboardCacheStore, forgetStoredDashboards } from "./dashboard-cache-store.ts";

const filter = serverTaskSchema.parse({ id: "t1", name: "Replace furnace filter", applianceId: "furnace", dueDate: "2026-11-30", diyCost: 20, proCost: 120 });
const coils = serverTaskSchema.parse({ id: "t2", name: "Vacuum fridge coils", applianceId: "fridge", dueDate: "2026-12-04" });

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const store = accountDashboardCache("user-1", storage);
  if (!store) throw new Error("a store over a storage");
  return { storage, store };
}

describe("the dashboard cache in the browser (docs/product.md §9.4, decision 021)", () => {
  test("what is written is read back as it was, costs included, under the account's key", () => {
    const { storage, store } = setup();
    store.write({ tasks: [filter, coils], timestamp: 1_000 });
    expect(store.read()).toEqual({ tasks: [filter, coils], timestamp: 1_000 });
    expect([...storage.entries.keys()]).toEqual([dashboardCacheKeyForAccount("user-1")]);
  });

  test("nothing stored reads as nothing", () => {
    expect(setup().store.read()).toBeNull();
  });

  test.each([
    ["half-written text", '{"tasks":[{"id"'],
    ["another shape", JSON.stringify({ tasks: [{ id: "t1" }], timestamp: 5 })],
    ["no time", JSON.stringify({ tasks: [] })],
    ["a bare list", JSON.stringify([filter])],
  ])("a damaged value (%s) reads as nothing and is removed, never a crash", (_kind, text) => {
    const key = dashboardCacheKeyForAccount("user-1");
    const { storage, store } = setup({ [key]: text });
    expect(store.read()).toBeNull();
    expect(storage.entries.has(key)).toBe(false);
  });

  test("a full storage leaves no older list behind to contradict the dashboard", () => {
    const { storage, store } = setup();
    store.write({ tasks: [filter, coils], timestamp: 1_000 });
    storage.state.failWrites = true;
    expect(() => store.write({ tasks: [coils], timestamp: 2_000 })).not.toThrow();
    expect(store.read()).toBeNull();
  });

  test("a list changed in place replaces the stored one and keeps the time the server's list was read", () => {
    const { store } = setup();
    store.write({ tasks: [filter, coils], timestamp: 1_000 });
    store.replaceTasks([coils]);
    expect(store.read()).toEqual({ tasks: [coils], timestamp: 1_000 });
  });

  test("a list changed in place is not stored where nothing was (the entry was cleared on purpose)", () => {
    const { storage, store } = setup();
    store.replaceTasks([coils]);
    expect(storage.entries.size).toBe(0);
  });

  test("two accounts on one browser each have their own entry", () => {
    const storage = memoryStorage();
    const ana = new DashboardCacheStore(storage, dashboardCacheKeyForAccount("ana"));
    const bo = new DashboardCacheStore(storage, dashboardCacheKeyForAccount("bo"));
    ana.write({ tasks: [filter], timestamp: 1 });
    expect(bo.read()).toBeNull();
    bo.write({ tasks: [coils], timestamp: 2 });
    expect(ana.read()?.tasks).toEqual([filter]);
    ana.clear();
    expect(ana.read()).toBeNull();
    expect(bo.read()?.tasks).toEqual([coils]);
  });

  test("forgetting the stored dashboards removes every entry, whoever's, and nothing else", () => {
    const others = { [LOCAL_STORAGE_KEYS.theme]: "dark", [LOCAL_STORAGE_KEYS.offlineQueue]: "{}", "another-app:dashboard": "1" };
    const storage = memoryStorage(others);
    for (const user of ["ana", "bo", "cy"]) accountDashboardCache(user, storage)?.write({ tasks: [filter], timestamp: 1 });
    storage.setItem(`${DASHBOARD_CACHE_KEY_PREFIX}0badc0de`, "{}");
    forgetStoredDashboards(storage);
    expect(Object.fromEntries(storage.entries)).toEqual(others);
  });

  test("without a storage (none in this browser) there is no store, and forgetting does nothing", () => {
    expect(accountDashboardCache("ana", null)).toBeNull();
    expect(() => forgetStoredDashboards(null)).not.toThrow();
  });
});
