import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { emptyLocalDataStore } from "@domain/entities/local-data-store.ts";
import { OFFLINE_QUEUE_VERSION, offlineQueueSchema, type OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { clearProductBrowserData, SIGN_OUT_LOCAL_STORAGE_KEYS } from "./browser-data.ts";
import { createLocalMode } from "./local-mode.ts";
import { createLocalSession } from "./browser-local-session.ts";

/** A change waiting in the offline queue (docs/product.md §3.15), made by `ownerId` when one is given. */
function queued(taskId: string, ownerId?: string): OfflineQueueItem {
  return {
    id: `1790000000000-${taskId.replace(/[^a-z0-9]/g, "").slice(0, 6) || "x"}`,
    createdAt: 1_790_000_000_000,
    attempts: 0,
    type: "complete",
    taskId,
    applianceId: "dryer",
    correlationId: `correlation-${taskId}`,
    ...(ownerId === undefined ? {} : { ownerId }),
  };
}

const queueOf = (...items: OfflineQueueItem[]) => JSON.stringify({ version: OFFLINE_QUEUE_VERSION, items });
const queueIn = (storage: { getItem(key: string): string | null }) => offlineQueueSchema.parse(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.offlineQueue) ?? "null"));

describe("signing out clears every key the product keeps in the browser (docs/product.md §4.16, §9.1)", () => {
  test("not only the app-wide state: the local data, its secret, its queued changes, the caches, the markers and what was set aside", () => {
    // A copy of a queue set aside holds an account's changes, never the home's: it stays with the queue.
    const kept = { [LOCAL_STORAGE_KEYS.theme]: "dark", "another-app:setting": "1", [`${LOCAL_STORAGE_KEYS.offlineQueue}:damaged:1`]: "{half" };
    const product = {
      [LOCAL_STORAGE_KEYS.appState]: "{}",
      [LOCAL_STORAGE_KEYS.remoteMode]: "true",
      [LOCAL_STORAGE_KEYS.analyticsConsent]: "granted",
      [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(queued("local-dryer--dryer-clean-lint-trap", "local-user-1")),
      [LOCAL_STORAGE_KEYS.localUsers]: "{}",
      [LOCAL_STORAGE_KEYS.localAchievements]: "{}",
      [LOCAL_STORAGE_KEYS.localNotifications]: "{}",
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

    const removed = clearProductBrowserData({ local, session, localHome: { userIds: ["local-user-1"], taskIds: [] } });

    expect(Object.fromEntries(local.entries)).toEqual(kept);
    expect(Object.fromEntries(session.entries)).toEqual({ "another-app:tab": "1" });
    expect(new Set(removed)).toEqual(new Set([...Object.keys(product), SESSION_STORAGE_KEYS.firstPaintDone]));
  });

  test("the list covers every key of docs/product.md §9.1 but the theme and a sign-out still owed to the server", () => {
    const kept: string[] = [LOCAL_STORAGE_KEYS.theme, LOCAL_STORAGE_KEYS.pendingSignOut];
    expect(SIGN_OUT_LOCAL_STORAGE_KEYS).toEqual(Object.values(LOCAL_STORAGE_KEYS).filter((key) => !kept.includes(key)));
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

  test("an account's changes waiting to sync stay: only the home's own go (docs/product.md §4.13)", () => {
    const theirs = queued("2b1e6a52-9d0c-4a8e-9a57-1f1f3d1c0a11", "account-1");
    const beforeOwners = queued("7c4e0b9e-2f6d-4a0e-8f8e-5b5b6c6d7e8f");
    const local = memoryStorage({
      [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(theirs, queued("local-dryer--dryer-clean-vent", "local-user-1"), queued("local-dryer--dryer-clean-lint-trap"), beforeOwners),
      [LOCAL_STORAGE_KEYS.localUsers]: "{}",
    });

    const removed = clearProductBrowserData({ local, localHome: { userIds: ["local-user-1"], taskIds: ["local-dryer--dryer-clean-lint-trap"] } });

    expect(queueIn(local).items).toEqual([theirs, beforeOwners]);
    expect(removed).toEqual([LOCAL_STORAGE_KEYS.localUsers]);
  });

  test("without knowing the home, every queued change stays; a queue that does not read is left as it is for its owner", () => {
    const waiting = queueOf(queued("2b1e6a52-9d0c-4a8e-9a57-1f1f3d1c0a11", "account-1"));
    const known = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: waiting });
    clearProductBrowserData({ local: known });
    expect(known.getItem(LOCAL_STORAGE_KEYS.offlineQueue)).toBe(waiting);

    const unreadable = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: '{"items": [half' });
    clearProductBrowserData({ local: unreadable, localHome: { userIds: ["local-user-1"], taskIds: [] } });
    expect(unreadable.getItem(LOCAL_STORAGE_KEYS.offlineQueue)).toBe('{"items": [half');
  });

  test("'Erase and sign out' of a home kept in the browser leaves an account's waiting change in the queue", async () => {
    const storage = memoryStorage();
    const local = createLocalMode({ storage, timeZone: () => "UTC" });
    const session = createLocalSession({ local, storage, clearBrowserData: (home) => clearProductBrowserData({ local: storage, localHome: home }) });
    const { user } = await session.start();
    await local.home.completeOnboarding({ homeType: "house", appliances: [{ type: "dryer" }] });
    const [task] = await local.tasks.dashboardTasks();
    // Someone signed in on this browser earlier completed a task offline; it waits for them to sign in again.
    const theirs = queued("2b1e6a52-9d0c-4a8e-9a57-1f1f3d1c0a11", "account-1");
    storage.setItem(LOCAL_STORAGE_KEYS.offlineQueue, queueOf(theirs, queued(task!.id, user.id)));

    await session.end();

    expect(queueIn(storage).items).toEqual([theirs]);
    expect([...storage.entries.keys()]).toEqual([LOCAL_STORAGE_KEYS.offlineQueue]);
  });
});
