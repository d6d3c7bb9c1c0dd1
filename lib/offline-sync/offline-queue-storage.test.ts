import { describe, expect, test, vi } from "vitest";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createOfflineQueueRunner } from "./offline-queue-runner.ts";
import { createOfflineQueueStore, OFFLINE_QUEUE_STORAGE_KEY } from "./offline-queue-storage.ts";

/** A completion with details, as an older app stored it: no owner, and the minutes typed in kept as text. */
const olderCompletion = {
  id: "1700000000000-abc123",
  createdAt: 1_700_000_000_000,
  attempts: 0,
  type: "complete",
  taskId: "task-filter",
  applianceId: "furnace",
  correlationId: "key-1",
  meta: { notes: "Filter was grey", timeSpentMinutes: "22", costActual: 12.5 },
};
const olderMetadata = { ...olderCompletion, id: "1700000000001-def456", createdAt: 1_700_000_000_001, type: "metadata", correlationId: "key-2", meta: { notes: "Bought two", costActual: "$12" } };

function storedAs(value: unknown) {
  const text = JSON.stringify(value);
  const storage = memoryStorage({ [OFFLINE_QUEUE_STORAGE_KEY]: text });
  return { storage, text };
}

const SET_ASIDE_KEY = "hearthkeep:offline-queue:damaged:42";
const now = () => 42;

describe("an offline queue stored the older way (docs/product.md §3.15, §4.16, §5.5)", () => {
  test("a bare list without owners: every change kept with its notes, only the numbers stored as text dropped, owned by the account that reads it first", () => {
    const { storage, text } = storedAs([olderCompletion, olderMetadata]);
    const store = createOfflineQueueStore(storage, now, { readerId: "user-ana" });

    const { items } = store.read();
    expect(items).toEqual([
      { ...olderCompletion, meta: { notes: "Filter was grey", costActual: 12.5 }, ownerId: "user-ana" },
      { ...olderMetadata, meta: { notes: "Bought two" }, ownerId: "user-ana" },
    ]);
    // Migrated whole: nothing for the person to hear about, and the value as it was is still kept.
    expect(store.problem).toEqual({ kind: "migrated", setAsideKey: SET_ASIDE_KEY, keptItems: 2, unreadableItems: 0 });
    expect(storage.getItem(SET_ASIDE_KEY)).toBe(text);
    // Stored the way of today: the next read takes it as it is.
    const again = createOfflineQueueStore(storage, () => 43, { readerId: "user-ben" });
    expect(again.read().items.map((item) => item.ownerId)).toEqual(["user-ana", "user-ana"]);
    expect(again.problem).toBeUndefined();
  });

  test("its changes are sent in the session of the account that read it, notes and all, and wait through another's", async () => {
    const { storage } = storedAs([olderCompletion, olderMetadata]);
    const sent: OfflineQueueItem[] = [];
    const runnerOf = (ownerId: string) =>
      createOfflineQueueRunner({
        store: createOfflineQueueStore(storage, now, { readerId: ownerId }),
        send: (item) => {
          sent.push(item);
          return Promise.resolve();
        },
        isOnline: () => true,
        ownerId,
        exclusively: (replay) => replay(),
      });

    const ana = runnerOf("user-ana");
    expect(ana.pending()).toHaveLength(2);
    ana.dispose();
    const ben = runnerOf("user-ben");
    expect(ben.pending()).toEqual([]);
    await ben.replay();
    expect(sent).toEqual([]);
    ben.dispose();

    await runnerOf("user-ana").replay();
    expect(sent.map((item) => [item.type, item.taskId, item.meta?.notes, item.correlationId])).toEqual([
      ["complete", "task-filter", "Filter was grey", "key-1"],
      ["metadata", "task-filter", "Bought two", "key-2"],
    ]);
  });

  test("an earlier version's object is older too; a change with an owner keeps it", () => {
    const { storage } = storedAs({ version: 0, items: [{ ...olderCompletion, ownerId: "user-cy" }, olderMetadata] });
    const { items } = createOfflineQueueStore(storage, now, { readerId: "user-ana" }).read();
    expect(items.map((item) => item.ownerId)).toEqual(["user-cy", "user-ana"]);
  });

  test("a change stored without its key or attempt count gets new ones and is kept", () => {
    const { attempts: _attempts, correlationId: _key, ...bare } = olderCompletion;
    const { storage } = storedAs([bare]);
    const { items } = createOfflineQueueStore(storage, now, { readerId: "user-ana", newCorrelationId: () => "new-key" }).read();
    expect(items).toEqual([expect.objectContaining({ taskId: "task-filter", attempts: 0, correlationId: "new-key", meta: { notes: "Filter was grey", costActual: 12.5 } })]);
  });

  test("notes too long to send are dropped alone, the completion kept", () => {
    const { storage } = storedAs([{ ...olderCompletion, meta: { notes: "x".repeat(5001), timeSpentMinutes: 22 } }]);
    const [item] = createOfflineQueueStore(storage, now).read().items;
    expect(item).toMatchObject({ type: "complete", taskId: "task-filter", meta: { timeSpentMinutes: 22 } });
    expect(item?.meta?.notes).toBeUndefined();
  });
});

describe("an offline queue that cannot be read whole", () => {
  test("a change that cannot be sent (what it does, or to which task, is gone) is set aside with the text and counted; the rest is kept", () => {
    const { storage, text } = storedAs([olderCompletion, { id: "1700000000002-zzz999", createdAt: 1_700_000_000_002, type: "complete", meta: { notes: "whose?" } }, "nonsense"]);
    const store = createOfflineQueueStore(storage, now, { readerId: "user-ana" });
    expect(store.read().items.map((item) => item.taskId)).toEqual(["task-filter"]);
    expect(store.problem).toEqual({ kind: "damaged", setAsideKey: SET_ASIDE_KEY, keptItems: 1, unreadableItems: 2 });
    expect(storage.getItem(SET_ASIDE_KEY)).toBe(text);
  });

  test("a damaged queue of today's version keeps what it says about owners: a change without one stays without", () => {
    const { storage } = storedAs({ version: 1, items: [olderCompletion] });
    const store = createOfflineQueueStore(storage, now, { readerId: "user-ana" });
    const [item] = store.read().items;
    expect(item?.ownerId).toBeUndefined();
    expect(item?.meta).toEqual({ notes: "Filter was grey", costActual: 12.5 });
    expect(store.problem?.kind).toBe("migrated");
  });

  test.each([
    ["text that is not JSON", "{half a write"],
    ["JSON that holds no list of changes", JSON.stringify({ version: 1, queue: "?" })],
  ])("%s: nothing to send, the text kept aside, and how many changes it held is unknown", (_case, text) => {
    const storage = memoryStorage({ [OFFLINE_QUEUE_STORAGE_KEY]: text });
    const store = createOfflineQueueStore(storage, now);
    expect(store.read().items).toEqual([]);
    expect(store.problem).toEqual({ kind: "damaged", setAsideKey: SET_ASIDE_KEY, keptItems: 0, unreadableItems: null });
    expect(storage.getItem(SET_ASIDE_KEY)).toBe(text);
  });

  test("a queue of today's shape is read as it is: no problem, nothing set aside", () => {
    const item = { ...olderCompletion, meta: { notes: "Filter was grey" }, ownerId: "user-ana" };
    const { storage } = storedAs({ version: 1, items: [item] });
    const setItem = vi.spyOn(storage, "setItem");
    const store = createOfflineQueueStore(storage, now, { readerId: "user-ben" });
    expect(store.read().items).toEqual([item]);
    expect(store.problem).toBeUndefined();
    expect(setItem).not.toHaveBeenCalled();
  });
});
