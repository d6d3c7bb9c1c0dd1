import { describe, expect, test, vi } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { emptyLocalDataStore, type LocalDataStore } from "@domain/entities/local-data-store.ts";
import { emptyLocalAchievements } from "@domain/entities/local-achievements.ts";
import { emptyLocalNotifications } from "@domain/entities/local-notifications.ts";
import { newLocalProfile } from "@domain/entities/local-profile.ts";
import { emptyLocalTasks, localTaskSchema, type LocalTasks } from "@domain/entities/local-tasks.ts";
import { toClientTask } from "@domain/entities/task.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createEncryptedStorage } from "./encrypted-storage.ts";
import { createLocalStores, decodeLocalAchievements, decodeLocalDataStore, decodeLocalNotifications, decodeLocalTasks, decodeLocalUsers } from "./local-stores.ts";

const DATA_KEY = LOCAL_STORAGE_KEYS.localDataStore;
const NOW_MS = 1_790_000_000_000;

const completion = {
  taskId: "hvac-replace-filter",
  applianceId: "furnace",
  masterTaskSlug: "hvac-replace-filter",
  completedAt: "2026-11-22T09:00:00.000Z",
  date: "2026-11-22",
};

const storeWithData = (): LocalDataStore => ({
  ...emptyLocalDataStore(),
  selectedAppliances: ["furnace", "dryer"],
  applianceAges: [{ applianceId: "furnace", yearsPurchased: 4 }],
  completedTasks: [completion],
  lastCompleted: { "hvac-replace-filter::furnace": completion.completedAt },
  streak: 1,
  lastTaskDate: "2026-11-22",
});

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const stores = createLocalStores({ storage, now: () => NOW_MS });
  const encrypted = createEncryptedStorage({ storage });
  /** The text a key holds, decrypted. */
  const plainText = async (key: string) => {
    const found = await encrypted.read(key);
    if (found.kind !== "text" || !found.wasEncrypted) throw new Error(`${key} does not hold an encrypted value`);
    return found.text;
  };
  const plain = async (key: string) => JSON.parse(await plainText(key)) as unknown;
  return { storage, stores, plain, plainText };
}

describe("the local data store, version 1 (docs/product.md §3.10)", () => {
  test("starts empty when nothing is stored, and reports nothing", async () => {
    const { stores } = setup();
    await expect(stores.dataStore.read()).resolves.toEqual(emptyLocalDataStore());
    expect(stores.problems()).toEqual([]);
  });

  test("what is written is read back, and a reload on the same storage sees it", async () => {
    const { storage, stores } = setup();
    await stores.dataStore.write(storeWithData());
    await expect(stores.dataStore.read()).resolves.toEqual(storeWithData());
    await expect(createLocalStores({ storage }).dataStore.read()).resolves.toEqual(storeWithData());
  });

  test("is stored encrypted: no appliance, task or date in the stored text (docs/product.md §9.1)", async () => {
    const { storage, stores } = setup();
    await stores.dataStore.write(storeWithData());
    const stored = storage.getItem(DATA_KEY) ?? "";
    for (const word of ["furnace", "hvac-replace-filter", "2026-11-22", "selectedAppliances"]) expect(stored).not.toContain(word);
  });

  test("a value off the schema is refused before it is written, so nothing unreadable is stored", async () => {
    const { storage, stores } = setup();
    await expect(stores.dataStore.write({ ...storeWithData(), streak: -1 })).rejects.toThrow();
    expect(storage.getItem(DATA_KEY)).toBeNull();
  });

  test("a store kept as plain text by an older version is read, and written back encrypted", async () => {
    const { storage, stores, plain } = setup({ [DATA_KEY]: JSON.stringify(storeWithData()) });
    await expect(stores.dataStore.read()).resolves.toEqual(storeWithData());
    expect(storage.getItem(DATA_KEY)).not.toContain("furnace");
    await expect(plain(DATA_KEY)).resolves.toEqual(storeWithData());
    expect(stores.problems()).toEqual([]);
  });

  test("an unversioned store (before version 1) is migrated: its fields kept, the missing ones defaulted", async () => {
    const { selectedAppliances, completedTasks } = storeWithData();
    const { stores, plain } = setup({ [DATA_KEY]: JSON.stringify({ selectedAppliances, completedTasks }) });
    const expected = { ...emptyLocalDataStore(), selectedAppliances, completedTasks };
    await expect(stores.dataStore.read()).resolves.toEqual(expected);
    await expect(plain(DATA_KEY)).resolves.toEqual(expected);
    expect(stores.problems()).toEqual([]);
  });

  test("a damaged store keeps every part still valid, is set aside under its own key, and the problem is reported", async () => {
    const { stores, storage, plain } = setup();
    const damaged = { ...storeWithData(), completedTasks: [completion, { taskId: "" }], lastCompleted: { a: "yesterday", b: completion.completedAt }, streak: "three" };
    // Written encrypted, as the app would have, so only its shape is wrong.
    await createEncryptedStorage({ storage }).write(DATA_KEY, JSON.stringify(damaged));
    const original = storage.getItem(DATA_KEY);

    await expect(stores.dataStore.read()).resolves.toEqual({ ...storeWithData(), lastCompleted: { b: completion.completedAt }, streak: 0 });
    const setAsideKey = `${DATA_KEY}:damaged:${NOW_MS}`;
    expect(stores.problems()).toEqual([{ kind: "damaged", key: DATA_KEY, setAsideKey, reason: "invalid" }]);
    // The copy is the stored ciphertext as it was: nothing lost, still encrypted.
    expect(storage.getItem(setAsideKey)).toBe(original);
    await expect(plain(setAsideKey)).resolves.toEqual(damaged);
    // The repaired store is what is stored now, so the next read finds nothing wrong.
    const again = createLocalStores({ storage, now: () => NOW_MS + 1 });
    await again.dataStore.read();
    expect(again.problems()).toEqual([]);
  });

  test("a store that does not decrypt is set aside as it was, and the app starts from an empty one", async () => {
    const { stores, storage } = setup();
    await stores.dataStore.write(storeWithData());
    const original = storage.getItem(DATA_KEY);
    storage.removeItem(LOCAL_STORAGE_KEYS.localSecret);
    await expect(stores.dataStore.read()).resolves.toEqual(emptyLocalDataStore());
    const setAsideKey = `${DATA_KEY}:damaged:${NOW_MS}`;
    expect(stores.problems()).toEqual([{ kind: "damaged", key: DATA_KEY, setAsideKey, reason: "undecryptable" }]);
    expect(storage.getItem(setAsideKey)).toBe(original);
  });

  test("each damaged value is told to the listeners as a read finds it, once; the repaired one is not told again", async () => {
    const { stores, storage } = setup();
    await stores.tasks.write(emptyLocalTasks());
    storage.setItem(DATA_KEY, "not what was stored");
    const told = vi.fn();
    const stopListening = stores.onProblem(told);
    await stores.dataStore.read();
    await stores.tasks.read();
    await stores.dataStore.read();
    expect(told.mock.calls).toEqual([[expect.objectContaining({ key: DATA_KEY, reason: "not-json" })]]);
    stopListening();
    storage.setItem(DATA_KEY, "damaged again");
    await stores.dataStore.read();
    expect(told).toHaveBeenCalledTimes(1);
  });

  test("half a plain-text write is set aside encrypted, never left readable", async () => {
    const halfWritten = '{"selectedAppliances":["furnace"';
    const { stores, storage, plainText } = setup({ [DATA_KEY]: halfWritten });
    await expect(stores.dataStore.read()).resolves.toEqual(emptyLocalDataStore());
    const setAsideKey = `${DATA_KEY}:damaged:${NOW_MS}`;
    expect(stores.problems()).toEqual([{ kind: "damaged", key: DATA_KEY, setAsideKey, reason: "not-json" }]);
    expect(storage.getItem(setAsideKey)).not.toContain("furnace");
    await expect(plainText(setAsideKey)).resolves.toBe(halfWritten);
  });

  test("a store from a newer version is not guessed at: set aside whole", async () => {
    const { stores, storage } = setup({ [DATA_KEY]: JSON.stringify({ ...storeWithData(), version: 2 }) });
    await expect(stores.dataStore.read()).resolves.toEqual(emptyLocalDataStore());
    expect(stores.problems()).toEqual([expect.objectContaining({ reason: "newer-version" })]);
    expect(storage.getItem(`${DATA_KEY}:damaged:${NOW_MS}`)).not.toBeNull();
  });

  test("two damaged reads in the same millisecond keep both copies", async () => {
    const { storage } = setup();
    for (const text of ["first", "second"]) {
      storage.setItem(DATA_KEY, `{"version":1,"streak":"${text}"`);
      await createLocalStores({ storage, now: () => NOW_MS }).dataStore.read();
    }
    expect([...storage.entries.keys()].filter((key) => key.startsWith(`${DATA_KEY}:damaged:`))).toEqual([
      `${DATA_KEY}:damaged:${NOW_MS}`,
      `${DATA_KEY}:damaged:${NOW_MS}-1`,
    ]);
  });

  test("when the storage is full, the value is still read, the original left in place, and the problem says nothing was set aside", async () => {
    const { stores, storage } = setup({ [DATA_KEY]: "not json" });
    storage.state.failWrites = true;
    await expect(stores.dataStore.read()).resolves.toEqual(emptyLocalDataStore());
    expect(stores.problems()).toEqual([{ kind: "damaged", key: DATA_KEY, setAsideKey: null, reason: "not-json" }]);
    expect(storage.getItem(DATA_KEY)).toBe("not json");
  });
});

describe("damaged tasks made whole again (docs/product.md §4.16)", () => {
  const TASKS_KEY = LOCAL_STORAGE_KEYS.localTasks;
  const aTask = localTaskSchema.parse({
    ...toClientTask({ id: "local-dryer--dryer-clean-lint-trap", name: "Clean the lint trap", applianceId: "dryer", dueDate: "2026-12-01" }),
    masterTaskSlug: "dryer-clean-lint-trap",
  });

  test("once set aside, they are made again from the home, given what could be read, and stored in their place", async () => {
    const rebuildTasks = vi.fn((kept: LocalTasks, { data }: { data: LocalDataStore }) => ({ ...kept, tasks: [...kept.tasks, { ...aTask, applianceId: data.selectedAppliances[0]! }] }));
    const storage = memoryStorage();
    await createLocalStores({ storage }).dataStore.write(storeWithData());
    storage.setItem(TASKS_KEY, "not json");
    const stores = createLocalStores({ storage, now: () => NOW_MS, rebuildTasks });
    const rebuilt = { version: 1, tasks: [{ ...aTask, applianceId: "furnace" }] };
    await expect(stores.tasks.read()).resolves.toEqual(rebuilt);
    expect(rebuildTasks).toHaveBeenCalledWith(emptyLocalTasks(), { data: storeWithData(), profile: null });
    expect(stores.problems()).toEqual([{ kind: "damaged", key: TASKS_KEY, setAsideKey: `${TASKS_KEY}:damaged:${NOW_MS}`, reason: "not-json", rebuilt: true }]);
    // Stored, so the next read finds nothing wrong, and nothing is made again.
    const next = createLocalStores({ storage, rebuildTasks });
    await expect(next.tasks.read()).resolves.toEqual(rebuilt);
    expect(next.problems()).toEqual([]);
    expect(rebuildTasks).toHaveBeenCalledTimes(1);
  });

  test("nothing to make them from, or a failure making them, keeps what could be read, and the problem promises nothing", async () => {
    const noTasks = () => undefined;
    const failing = (): LocalTasks => {
      throw new Error("The catalogue could not be read");
    };
    const offSchema = () => ({ version: 1, tasks: [{ id: "" }] }) as unknown as LocalTasks;
    for (const rebuildTasks of [noTasks, failing, offSchema]) {
      const storage = memoryStorage();
      await createEncryptedStorage({ storage }).write(TASKS_KEY, JSON.stringify({ version: 1, tasks: [aTask, { id: "x" }] }));
      const stores = createLocalStores({ storage, now: () => NOW_MS, rebuildTasks });
      await expect(stores.tasks.read()).resolves.toEqual({ version: 1, tasks: [aTask] });
      expect(stores.problems()).toEqual([{ kind: "damaged", key: TASKS_KEY, setAsideKey: `${TASKS_KEY}:damaged:${NOW_MS}`, reason: "invalid" }]);
    }
  });

  test("a value that could not be set aside is not made again, so nothing is written over it", async () => {
    const rebuildTasks = vi.fn(() => ({ version: 1 as const, tasks: [aTask] }));
    const storage = memoryStorage({ [TASKS_KEY]: "not json" });
    storage.state.failWrites = true;
    const stores = createLocalStores({ storage, rebuildTasks });
    await expect(stores.tasks.read()).resolves.toEqual(emptyLocalTasks());
    expect(rebuildTasks).not.toHaveBeenCalled();
    expect(storage.getItem(TASKS_KEY)).toBe("not json");
    expect(stores.problems()).toEqual([expect.objectContaining({ setAsideKey: null, reason: "not-json" })]);
  });
});

describe("decoding each stored shape", () => {
  test.each([
    ["the current data store", decodeLocalDataStore(storeWithData()).status, "current"],
    ["a data store of version 0", decodeLocalDataStore({ ...storeWithData(), version: 0 }).status, "migrated"],
    ["a data store that is not an object", decodeLocalDataStore("furnace").status, "damaged"],
    ["a bare array of tasks (the oldest local tasks)", decodeLocalTasks([]).status, "migrated"],
    ["tasks with a damaged item", decodeLocalTasks({ version: 1, tasks: [{ id: "x" }] }).status, "damaged"],
    ["users of an unknown version", decodeLocalUsers({ version: "1", users: [] }).status, "damaged"],
  ])("%s reads as %s", (_case, status, expected) => {
    expect(status).toBe(expected);
  });

  test("salvaged achievements keep each unlock still readable, and drop one no longer known or with a damaged instant", () => {
    const stored = { version: 1, unlocked: { "first-task": "2026-11-22T09:00:00.000Z", "tasks-10": "yesterday", "retired-badge": "2026-11-22T09:00:00.000Z" }, guideFinished: "yes" };
    expect(decodeLocalAchievements(stored)).toEqual({
      status: "damaged",
      reason: "invalid",
      value: { version: 1, unlocked: { "first-task": "2026-11-22T09:00:00.000Z" }, guideFinished: false },
    });
    expect(decodeLocalAchievements(undefined).value).toEqual(emptyLocalAchievements());
  });

  test("salvaged notifications keep each one still readable, newest first, and a profile from before appliance details still reads", () => {
    const kept = { id: "n-1", type: "success", title: "Appliance Added", message: "Dryer has been added to your home", createdAt: "2026-11-22T09:00:00.000Z", isRead: false };
    expect(decodeLocalNotifications({ version: 1, notifications: [kept, { id: "n-2", type: "alarm" }] })).toEqual({
      status: "damaged",
      reason: "invalid",
      value: { version: 1, notifications: [kept] },
    });
    expect(decodeLocalNotifications(undefined).value).toEqual(emptyLocalNotifications());
    const before = newLocalProfile({ id: "ana", email: "ana@example.com", now: new Date("2026-11-22T09:00:00Z") });
    const withDryer = { ...before, appliances: [{ id: "a-1", type: "dryer", name: "Dryer", yearsOld: 3, addedAt: "2026-11-22T09:00:00.000Z" }] };
    expect(decodeLocalUsers({ version: 1, currentUserId: "ana", users: [withDryer] }).status).toBe("current");
  });

  test("salvaged users keep the current user only when that user survived", () => {
    const ana = newLocalProfile({ id: "ana", email: "ana@example.com", now: new Date("2026-11-22T09:00:00Z") });
    expect(decodeLocalUsers({ version: 1, currentUserId: "ana", users: [ana, { id: "broken" }] }).value).toEqual({ version: 1, currentUserId: "ana", users: [ana] });
    expect(decodeLocalUsers({ version: 1, currentUserId: "broken", users: [ana, { id: "broken" }] }).value.currentUserId).toBeNull();
  });
});
