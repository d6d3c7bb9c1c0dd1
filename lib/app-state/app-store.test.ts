import { afterEach, describe, expect, test, vi } from "vitest";
import type { StateStorage } from "zustand/middleware";
import { APP_STATE_VERSION, initialAppState } from "@domain/entities/app-state.ts";
import { APP_STATE_STORAGE_KEY, createAppStore, migrateAppState } from "./app-store.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
  return { storage, items };
}

const fixedNow = new Date("2026-11-22T09:30:00.000Z");
let ids = 0;
const deps = () => ({ now: () => fixedNow, newId: () => `id-${++ids}` });
const saved = (state: unknown, version = APP_STATE_VERSION) => JSON.stringify({ state, version });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the app-wide store (docs/product.md §3.11, §4)", () => {
  test("is saved under the product's key, with its version, after each change", () => {
    const { storage, items } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().addAppliance({ id: "refrigerator", name: "Refrigerator" });
    const written = JSON.parse(items.get(APP_STATE_STORAGE_KEY)!) as { state: { appliances: unknown[]; userStats: { applianceCount: number } }; version: number };
    expect(APP_STATE_STORAGE_KEY).toMatch(/hearthkeep/);
    expect(written.version).toBe(APP_STATE_VERSION);
    expect(written.state.appliances).toEqual([{ id: "refrigerator", name: "Refrigerator", addedAt: fixedNow.toISOString() }]);
    expect(written.state.userStats.applianceCount).toBe(1);
  });

  test("keeps onboarding progress (step, home type, selection, ages) across a restart", () => {
    const { storage } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().updateOnboarding({ currentStep: "ages", homeType: "condo", selectedAppliances: ["dishwasher"], applianceAges: [{ applianceId: "dishwasher", yearsPurchased: 4 }] });
    const restored = createAppStore({ storage: () => storage, ...deps() }).getState().onboarding;
    expect(restored).toMatchObject({ currentStep: "ages", homeType: "condo", selectedAppliances: ["dishwasher"], applianceAges: [{ applianceId: "dishwasher", yearsPurchased: 4 }], isComplete: false });
  });

  test("keeps where the home is across a restart, and forgets it when the step is skipped (docs/product.md §5.7)", () => {
    const { storage } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().updateOnboarding({ currentStep: "review", homeLocation: { countryCode: "AU", postalCode: "2000" } });
    expect(createAppStore({ storage: () => storage, ...deps() }).getState().onboarding.homeLocation).toEqual({ countryCode: "AU", postalCode: "2000" });
    store.getState().updateOnboarding({ homeLocation: undefined });
    expect(createAppStore({ storage: () => storage, ...deps() }).getState().onboarding.homeLocation).toBeUndefined();
  });

  test("takes the server's list of appliances as it is, recounting them without notifications", () => {
    const { storage } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().replaceAppliances([
      { id: "a1", name: "Furnace", addedAt: fixedNow.toISOString() },
      { id: "a2", name: "Dryer", addedAt: fixedNow.toISOString() },
    ]);
    expect(store.getState().userStats.applianceCount).toBe(2);
    expect(store.getState().notifications).toEqual([]);
    store.getState().removeAppliance("a1");
    expect(store.getState().userStats.applianceCount).toBe(1);
    expect(store.getState().notifications[0]).toMatchObject({ title: "Appliance Removed", message: "Furnace has been removed from your home" });
  });

  test("keeps the home this device shows across a restart; a damaged or missing value means none chosen, losing nothing else (docs/product.md §6.5)", () => {
    const { storage } = memoryStorage();
    const homeId = "5f0c2a52-8f1e-4a59-9a51-0b7c1f6e2d3a";
    createAppStore({ storage: () => storage, ...deps() }).getState().setCurrentHomeId(homeId);
    expect(createAppStore({ storage: () => storage, ...deps() }).getState().currentHomeId).toBe(homeId);

    const appliances = [{ id: "dryer", name: "Dryer", addedAt: fixedNow.toISOString() }];
    for (const damaged of ["not-a-home", 42, undefined]) {
      const state = { ...initialAppState(), appliances, currentHomeId: damaged };
      const restored = createAppStore({ storage: () => memoryStorage({ [APP_STATE_STORAGE_KEY]: saved(state) }).storage, ...deps() }).getState();
      expect(restored.currentHomeId).toBeNull();
      expect(restored.appliances).toEqual(appliances);
    }
  });

  test("is restored at start", () => {
    const state = { ...initialAppState(), appliances: [{ id: "dryer", name: "Dryer", addedAt: fixedNow.toISOString() }], isLoading: true };
    const { storage } = memoryStorage({ [APP_STATE_STORAGE_KEY]: saved(state) });
    const store = createAppStore({ storage: () => storage, ...deps() });
    expect(store.getState().appliances).toEqual(state.appliances);
    expect(store.getState().isLoading).toBe(false);
  });

  test("adding and removing appliances updates the count and adds the notifications of docs/product.md §4.8", () => {
    const { storage } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().addAppliance({ id: "washer", name: "Washer" });
    store.getState().removeAppliance("washer");
    const { notifications, userStats } = store.getState();
    expect(userStats.applianceCount).toBe(0);
    expect(notifications.map((n) => [n.title, n.message])).toEqual([
      ["Appliance Removed", "Washer has been removed from your home"],
      ["Appliance Added", "Washer has been added to your home"],
    ]);
  });

  test("completing onboarding stores the choices and stamps the time", () => {
    const { storage } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().completeOnboarding({ homeType: "apartment", selectedAppliances: ["dishwasher"] });
    expect(store.getState().onboarding).toMatchObject({
      isComplete: true,
      currentStep: "complete",
      homeType: "apartment",
      selectedAppliances: ["dishwasher"],
      completedAt: fixedNow.toISOString(),
    });
  });

  test("reset (logout) empties the state and the saved copy", () => {
    const { storage, items } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().addAppliance({ id: "washer", name: "Washer" });
    store.getState().addNotification({ type: "info", title: "Hello", message: "there" });
    store.getState().reset();
    expect(items.has(APP_STATE_STORAGE_KEY)).toBe(false);
    const { appliances, notifications, user, isAuthenticated } = store.getState();
    expect({ appliances, notifications, user, isAuthenticated }).toEqual({ appliances: [], notifications: [], user: null, isAuthenticated: false });
  });
});

const signedInUser = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  plan: "free" as const,
  createdAt: fixedNow.toISOString(),
  lastLoginAt: fixedNow.toISOString(),
  avatarUrl: null,
  preferences: { emailReminders: true, weeklySummary: true, theme: "light" as const },
  hasCompletedOnboarding: true,
};

describe("who is signed in stays out of the saved copy (decision 056)", () => {
  test("the user is held in memory, never written to plain storage", () => {
    const { storage, items } = memoryStorage();
    const store = createAppStore({ storage: () => storage, ...deps() });
    store.getState().setUser(signedInUser);
    store.getState().addAppliance({ id: "washer", name: "Washer" });
    expect(store.getState().user).toEqual(signedInUser);
    const written = items.get(APP_STATE_STORAGE_KEY)!;
    expect(written).not.toContain("ada@example.com");
    expect(written).not.toContain("Ada Lovelace");
    expect((JSON.parse(written) as { state: { user: unknown } }).state.user).toBeNull();
  });

  test("a version-1 copy with the user in plain text is written back without them at load, losing nothing else", () => {
    const older = {
      ...initialAppState(),
      user: signedInUser,
      isAuthenticated: true,
      appliances: [{ id: "dryer", name: "Dryer", addedAt: fixedNow.toISOString() }],
      onboarding: { ...initialAppState().onboarding, currentStep: "ages", homeType: "condo" as const, selectedAppliances: ["dryer"] },
    };
    const { storage, items } = memoryStorage({ [APP_STATE_STORAGE_KEY]: saved(older, 1) });
    const store = createAppStore({ storage: () => storage, ...deps() });
    const written = items.get(APP_STATE_STORAGE_KEY)!;
    expect(written).not.toContain("ada@example.com");
    expect(written).not.toContain("Ada Lovelace");
    const { state, version } = JSON.parse(written) as { state: Record<string, unknown>; version: number };
    expect(version).toBe(APP_STATE_VERSION);
    expect(state).toMatchObject({ appliances: older.appliances, onboarding: older.onboarding, userStats: older.userStats, notifications: [] });
    // Kept in memory, for the app to keep encrypted.
    expect(store.getState().user).toEqual(signedInUser);
  });
});

describe("migration and broken storage: logged, never thrown", () => {
  test("a version-0 state (appliance ids in a list, no stats) is migrated", () => {
    const { storage } = memoryStorage({
      [APP_STATE_STORAGE_KEY]: saved({ user: null, isAuthenticated: false, appliances: ["hvac", "dryer"], onboarding: { isComplete: true, completedAt: null } }, 0),
    });
    const store = createAppStore({ storage: () => storage, ...deps() });
    expect(store.getState().onboarding).toMatchObject({ isComplete: true, selectedAppliances: ["hvac", "dryer"], currentStep: "welcome", homeType: "house" });
    expect(store.getState().appliances).toEqual([]);
    expect(store.getState().userStats.tasksCompleted).toBe(0);
  });

  test("a state that cannot be migrated starts afresh and is logged", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(migrateAppState({ user: { email: "ana@example.com" } }, 0)).toEqual(initialAppState());
    expect(logged).toHaveBeenCalledOnce();
    expect(JSON.stringify(logged.mock.calls)).not.toContain("ana@example.com");
  });

  test("a corrupted saved copy of this version is ignored and logged", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage } = memoryStorage({ [APP_STATE_STORAGE_KEY]: saved({ ...initialAppState(), appliances: "not a list" }) });
    const store = createAppStore({ storage: () => storage, ...deps() });
    expect(store.getState().appliances).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });

  test("unparseable JSON in storage is logged, not thrown", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage } = memoryStorage({ [APP_STATE_STORAGE_KEY]: "{not json" });
    expect(() => createAppStore({ storage: () => storage, ...deps() })).not.toThrow();
    expect(logged).toHaveBeenCalled();
  });

  test("storage that throws (quota, privacy mode) is logged, not thrown", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing: StateStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = createAppStore({ storage: () => failing, ...deps() });
    expect(() => store.getState().addAppliance({ id: "washer", name: "Washer" })).not.toThrow();
    expect(() => store.getState().reset()).not.toThrow();
    expect(logged.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});
