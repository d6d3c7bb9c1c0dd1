import { describe, expect, test } from "vitest";
import {
  addApplianceToState,
  appStateSchema,
  clearNotifications,
  completeOnboarding,
  initialAppState,
  markNotificationRead,
  onboardingStateSchema,
  removeApplianceFromState,
  unlockAchievement,
} from "./app-state.ts";
import {
  DASHBOARD_CACHE_KEY_PREFIX,
  dashboardCacheEntrySchema,
  dashboardCacheKey,
  dashboardCacheKeyForAccount,
  isDashboardCacheUsable,
} from "./dashboard-cache.ts";
import { emptyLocalDataStore, localDataStoreSchema } from "./local-data-store.ts";
import { localProfileSchema, newLocalProfile } from "./local-profile.ts";
import { defaultNameFromEmail } from "./person-name.ts";
import { applianceNotificationContent, welcomeBackNotificationContent } from "./notification.ts";
import {
  nextOfflineQueueItem,
  offlineQueueItemId,
  offlineQueueItemSchema,
  offlineRetryDelayMs,
  type OfflineQueueItem,
} from "./offline-queue.ts";

const now = new Date("2026-11-22T10:00:00.000Z");

describe("local profile (docs/product.md §3.5)", () => {
  test.each([
    ["ana@example.com", "ana"],
    ["first.last+tag@example.co.uk", "first.last+tag"],
    ["  bob@example.com ", "bob"],
    ["no-at-sign", "no-at-sign"],
  ])("name from %j → %j", (email, name) => {
    expect(defaultNameFromEmail(email)).toBe(name);
  });

  test("a new local profile: free, not onboarded, house, name from the e-mail", () => {
    const profile = newLocalProfile({ id: "local-1", email: "Ana@Example.com", now });
    expect(profile).toMatchObject({
      email: "ana@example.com",
      name: "ana",
      plan: "free",
      hasCompletedOnboarding: false,
      onboardingCompletedAt: null,
      preferences: { homeType: "house", emailReminders: true, weeklySummary: true },
    });
    expect(localProfileSchema.parse(profile)).toEqual(profile);
    expect(newLocalProfile({ id: "local-2", email: "ana@example.com", name: " Ana P ", now }).name).toBe("Ana P");
  });

  test("a malformed e-mail is refused", () => {
    expect(() => newLocalProfile({ id: "x", email: "not an email", now })).toThrow();
  });
});

describe("local data store v1 (docs/product.md §3.10)", () => {
  test("starts empty at version 1 and refuses another version", () => {
    const store = emptyLocalDataStore();
    expect(localDataStoreSchema.parse(store)).toEqual(store);
    expect(localDataStoreSchema.safeParse({ ...store, version: 2 }).success).toBe(false);
  });
});

describe("offline queue (docs/product.md §3.15, §4.13, §9.7)", () => {
  test.each([
    [0, 800],
    [1, 800],
    [2, 1600],
    [3, 3200],
    [4, 6400],
    [9, 204_800],
    [10, 300_000],
    [50, 300_000],
  ])("after %d failed attempts, wait %d ms", (attempts, delay) => {
    expect(offlineRetryDelayMs(attempts)).toBe(delay);
  });

  test("an id is the timestamp plus a random suffix", () => {
    expect(offlineQueueItemId(1_764_000_000_000, () => 0.5)).toBe("1764000000000-i00000");
    expect(offlineQueueItemId(1_764_000_000_000, () => 0)).toBe("1764000000000-000000");
    expect(offlineQueueItemId(1_764_000_000_000, () => 0.999_999_9)).toMatch(/^1764000000000-[a-z0-9]{6}$/);
  });

  test("replays oldest first", () => {
    const item = (id: string, createdAt: number): OfflineQueueItem =>
      offlineQueueItemSchema.parse({ id, createdAt, attempts: 0, type: "complete", taskId: "t", applianceId: "furnace", correlationId: "c" });
    const queue = { version: 1 as const, items: [item("300-b", 300), item("100-a", 100), item("200-c", 200)] };
    expect(nextOfflineQueueItem(queue)?.id).toBe("100-a");
    expect(nextOfflineQueueItem({ version: 1, items: [] })).toBeUndefined();
  });

  test.each(["complete", "undo", "metadata"])("type %s is accepted", (type) => {
    expect(
      offlineQueueItemSchema.safeParse({ id: "1-abc", createdAt: 1, attempts: 0, type, taskId: "t", applianceId: "a", correlationId: "c" }).success,
    ).toBe(true);
  });
});

describe("dashboard cache (docs/product.md §9.4: v1 prefix, hash of appliance ids and ages, 15 min, 24 h offline)", () => {
  const entry = dashboardCacheEntrySchema.parse({ tasks: [], timestamp: 1_000_000 });
  const minute = 60_000;

  test.each([
    [0, false, true],
    [15 * minute, false, true],
    [15 * minute + 1, false, false],
    [15 * minute + 1, true, true],
    [24 * 60 * minute, true, true],
    [24 * 60 * minute + 1, true, false],
    [-1, false, false],
  ])("an entry %d ms old, offline %s → usable %s", (age, offline, usable) => {
    expect(isDashboardCacheUsable(entry, entry.timestamp + age, offline)).toBe(usable);
  });

  test("the key depends on the appliance set and ages, not their order", () => {
    const a = dashboardCacheKey([{ applianceId: "furnace", yearsPurchased: 3 }, { applianceId: "dryer" }]);
    const b = dashboardCacheKey([{ applianceId: "dryer" }, { applianceId: "furnace", yearsPurchased: 3 }]);
    const c = dashboardCacheKey([{ applianceId: "dryer" }, { applianceId: "furnace", yearsPurchased: 4 }]);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a.startsWith(DASHBOARD_CACHE_KEY_PREFIX)).toBe(true);
    expect(DASHBOARD_CACHE_KEY_PREFIX).toContain("v1");
  });

  test("an account's key (decision 021) is stable, under the same prefix, and differs from another account's", () => {
    const ana = dashboardCacheKeyForAccount("user-1");
    expect(dashboardCacheKeyForAccount("user-1")).toBe(ana);
    expect(dashboardCacheKeyForAccount("user-2")).not.toBe(ana);
    expect(ana).toMatch(new RegExp(`^${DASHBOARD_CACHE_KEY_PREFIX}[0-9a-f]{8}$`));
    // The hash, not the id itself, is in the key.
    expect(ana).not.toContain("user-1");
  });

  test("an entry keeps the list as the server answers it, costs included", () => {
    const task = { id: "t1", name: "Replace filter", applianceId: "furnace", dueDate: "2026-11-30", diyCost: 20, proCost: 120 };
    const parsed = dashboardCacheEntrySchema.parse({ tasks: [task], timestamp: 5 });
    expect(parsed.tasks[0]).toMatchObject({ ...task, frequency: "monthly", timeEstimate: 30 });
    expect(dashboardCacheEntrySchema.safeParse({ tasks: [{ id: "t1" }], timestamp: 5 }).success).toBe(false);
  });
});

describe("app-wide client state (docs/product.md §3.11, §4)", () => {
  test("starts signed out with onboarding at 'welcome' and home type 'house'", () => {
    const state = initialAppState();
    expect(state.onboarding).toMatchObject({ currentStep: "welcome", homeType: "house", isComplete: false });
    expect(appStateSchema.parse(state)).toEqual(state);
    expect(onboardingStateSchema.parse({ isComplete: false, selectedAppliances: [], applianceAges: [], completedAt: null })).toMatchObject({
      currentStep: "welcome",
      homeType: "house",
    });
  });

  test("completing onboarding stores home type and appliances and stamps the time", () => {
    expect(completeOnboarding(initialAppState().onboarding, { homeType: "condo", selectedAppliances: ["furnace"], now })).toMatchObject({
      isComplete: true,
      currentStep: "complete",
      homeType: "condo",
      selectedAppliances: ["furnace"],
      completedAt: "2026-11-22T10:00:00.000Z",
    });
  });

  test("completing onboarding forgets where the home is: it went with the setup and is not kept in plain storage (docs/product.md §5.7)", () => {
    const progress = { ...initialAppState().onboarding, homeLocation: { countryCode: "AU", postalCode: "2000" } };
    expect(completeOnboarding(progress, { homeType: "house", selectedAppliances: ["central-ac"], now })).not.toHaveProperty("homeLocation");
  });

  test("adding and removing an appliance updates the count, the ages and the notifications", () => {
    let state = initialAppState();
    state = addApplianceToState(state, { id: "furnace", name: "Furnace" }, { now, notificationId: "n1" });
    state = { ...state, onboarding: { ...state.onboarding, selectedAppliances: ["furnace"], applianceAges: [{ applianceId: "furnace", yearsPurchased: 5 }] } };
    expect(state.userStats.applianceCount).toBe(1);
    expect(state.notifications[0]).toMatchObject({ title: "Appliance Added", message: "Furnace has been added to your home", isRead: false });
    expect(addApplianceToState(state, { id: "furnace", name: "Furnace" }, { now, notificationId: "n9" })).toBe(state);

    state = removeApplianceFromState(state, "furnace", { now, notificationId: "n2" });
    expect(state.userStats.applianceCount).toBe(0);
    expect(state.onboarding.applianceAges).toEqual([]);
    expect(state.onboarding.selectedAppliances).toEqual([]);
    expect(state.notifications.map((n) => [n.id, n.title, n.message])).toEqual([
      ["n2", "Appliance Removed", "Furnace has been removed from your home"],
      ["n1", "Appliance Added", "Furnace has been added to your home"],
    ]);
    expect(removeApplianceFromState(state, "furnace", { now, notificationId: "n3" })).toBe(state);

    state = markNotificationRead(state, "n1");
    expect(state.notifications.map((n) => n.isRead)).toEqual([false, true]);
    expect(clearNotifications(state).notifications).toEqual([]);
    expect(appStateSchema.safeParse(state).success).toBe(true);
  });

  test("unlocking an achievement sets isUnlocked and unlockedAt once", () => {
    const state = { ...initialAppState(), achievements: [{ id: "first-task", isUnlocked: false, unlockedAt: null }] };
    const unlocked = unlockAchievement(state, "first-task", now);
    expect(unlocked.achievements[0]).toEqual({ id: "first-task", isUnlocked: true, unlockedAt: "2026-11-22T10:00:00.000Z" });
    expect(unlockAchievement(unlocked, "first-task", new Date("2026-12-01T00:00:00Z")).achievements[0]?.unlockedAt).toBe(
      "2026-11-22T10:00:00.000Z",
    );
  });

  test.each([
    ["added", "Dryer", "Appliance Added", "Dryer has been added to your home"],
    ["removed", "Dryer", "Appliance Removed", "Dryer has been removed from your home"],
  ] as const)("appliance %s notification for %s", (change, name, title, message) => {
    expect(applianceNotificationContent(change, name)).toMatchObject({ title, message });
  });

  test("the simulated login's notification", () => {
    expect(welcomeBackNotificationContent("ana@example.com")).toEqual({ type: "success", title: "Welcome back!", message: "Logged in as ana@example.com" });
  });
});
