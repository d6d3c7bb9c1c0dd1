import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { emptyLocalDataStore } from "@domain/entities/local-data-store.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { clearProductBrowserData, SIGN_OUT_LOCAL_STORAGE_KEYS } from "./browser-data.ts";
import { createLocalMode } from "./local-mode.ts";

describe("signing out clears every key the product keeps in the browser (docs/product.md §4.16, §9.1)", () => {
  test("not only the app-wide state: the local data, its secret, the queue, the caches, the markers and what was set aside", () => {
    const kept = { [LOCAL_STORAGE_KEYS.theme]: "dark", "another-app:setting": "1" };
    const product = {
      [LOCAL_STORAGE_KEYS.appState]: "{}",
      [LOCAL_STORAGE_KEYS.remoteMode]: "true",
      [LOCAL_STORAGE_KEYS.analyticsConsent]: "granted",
      [LOCAL_STORAGE_KEYS.offlineQueue]: "{}",
      [`${LOCAL_STORAGE_KEYS.offlineQueue}:damaged:1`]: "{half",
      [LOCAL_STORAGE_KEYS.localUsers]: "{}",
      [LOCAL_STORAGE_KEYS.localDataStore]: "{}",
      [`${LOCAL_STORAGE_KEYS.localDataStore}:damaged:2`]: "{}",
      [LOCAL_STORAGE_KEYS.localTasks]: "{}",
      [LOCAL_STORAGE_KEYS.localSecret]: "c2VjcmV0",
      [LOCAL_STORAGE_KEYS.migrationMarker]: "v2",
      [`${LOCAL_STORAGE_KEY_PREFIXES.migratedUser}user-1`]: "true",
      [`${LOCAL_STORAGE_KEY_PREFIXES.dashboardCache}0badc0de`]: "{}",
      [`${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}user-1`]: "[]",
    };
    const local = memoryStorage({ ...kept, ...product });
    const session = memoryStorage({ [SESSION_STORAGE_KEYS.firstPaintDone]: "1", "another-app:tab": "1" });

    const removed = clearProductBrowserData({ local, session });

    expect(Object.fromEntries(local.entries)).toEqual(kept);
    expect(Object.fromEntries(session.entries)).toEqual({ "another-app:tab": "1" });
    expect(new Set(removed)).toEqual(new Set([...Object.keys(product), SESSION_STORAGE_KEYS.firstPaintDone]));
  });

  test("the list covers every key of docs/product.md §9.1 but the theme", () => {
    expect(SIGN_OUT_LOCAL_STORAGE_KEYS).toEqual(Object.values(LOCAL_STORAGE_KEYS).filter((key) => key !== LOCAL_STORAGE_KEYS.theme));
    for (const key of SIGN_OUT_LOCAL_STORAGE_KEYS) expect(key.startsWith("hearthkeep:")).toBe(true);
  });

  test("after signing out, nothing local mode wrote is left, and it starts afresh with a new secret", async () => {
    const local = memoryStorage();
    const mode = createLocalMode({ storage: local, timeZone: () => "UTC" });
    await mode.users.signIn({ email: "ana@example.com" });
    await mode.tasks.generateTasks();
    expect(local.entries.size).toBeGreaterThan(0);
    const secret = local.getItem(LOCAL_STORAGE_KEYS.localSecret);

    clearProductBrowserData({ local });

    expect(local.entries.size).toBe(0);
    const next = createLocalMode({ storage: local, timeZone: () => "UTC" });
    await expect(next.users.currentUser()).resolves.toBeNull();
    await next.users.signIn({ email: "bo@example.com" });
    expect(local.getItem(LOCAL_STORAGE_KEYS.localSecret)).not.toBe(secret);
    expect(next.problems()).toEqual([]);
  });

  test("data written before signing out cannot be read with the secret made after it", async () => {
    const local = memoryStorage();
    const mode = createLocalMode({ storage: local });
    await mode.users.signIn({ email: "ana@example.com" });
    const leftBehind = local.getItem(LOCAL_STORAGE_KEYS.localUsers)!;
    clearProductBrowserData({ local });
    await createLocalMode({ storage: local }).users.signIn({ email: "bo@example.com" });
    // Say a backup put the old value back: it no longer opens, and is set aside rather than trusted.
    local.setItem(LOCAL_STORAGE_KEYS.localDataStore, leftBehind);
    const after = createLocalMode({ storage: local, timeZone: () => "UTC" });
    await expect(after.tasks.dashboardTasks()).resolves.toEqual([]);
    expect(after.problems()).toEqual([expect.objectContaining({ key: LOCAL_STORAGE_KEYS.localDataStore, reason: "undecryptable" })]);
    expect(emptyLocalDataStore().completedTasks).toEqual([]);
  });
});
