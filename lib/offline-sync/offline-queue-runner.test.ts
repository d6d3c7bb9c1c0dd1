import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from "vitest";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { createOfflineQueueRunner, type OfflineQueueRunnerEvent } from "./offline-queue-runner.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createOfflineQueueStore, OFFLINE_QUEUE_STORAGE_KEY } from "./offline-queue-storage.ts";


let setups = 0;

function setup({
  online = true,
  send = vi.fn<(item: OfflineQueueItem) => Promise<void>>(() => Promise.resolve()),
  ownerId,
  storage = memoryStorage(),
  exclusively,
  homeId,
}: {
  online?: boolean;
  send?: Mock<(item: OfflineQueueItem) => Promise<void>>;
  ownerId?: string;
  storage?: ReturnType<typeof memoryStorage>;
  exclusively?: (replay: () => Promise<void>) => Promise<void>;
  homeId?: () => string | null;
} = {}) {
  const state = { online };
  const events: OfflineQueueRunnerEvent[] = [];
  // Runners made one after another on one storage (a reload, another account) do not reuse each other's ids.
  let clock = 1_700_000_000_000 + ++setups * 1_000_000;
  let sequence = 0;
  const runner = createOfflineQueueRunner({
    store: createOfflineQueueStore(storage),
    send,
    isOnline: () => state.online,
    ...(ownerId === undefined ? {} : { ownerId }),
    isPermanentFailure: (error) => error instanceof Error && error.message === "Task not found",
    onEvent: (event) => events.push(event),
    now: () => (clock += 1),
    random: () => 0.5,
    newCorrelationId: () => `correlation-${++sequence}`,
    ...(exclusively ? { exclusively } : {}),
    ...(homeId ? { homeId } : {}),
  });
  return { storage, state, events, runner, send };
}

/** One lock for the tabs of a test's browser: each replay waits for the one before to end, as Web Locks make it. */
function browserLock(): (replay: () => Promise<void>) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (replay) => {
    const run = last.then(replay);
    last = run.catch(() => undefined);
    return run;
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the offline queue's retry timing (docs/product.md §9.7)", () => {
  test("waits 800, 1600, 3200 … ms after each failure, capped at 5 minutes", async () => {
    const send = vi.fn<(item: OfflineQueueItem) => Promise<void>>(() => Promise.reject(new Error("Unable to reach the server")));
    const { runner, events } = setup({ send });
    runner.enqueue({ type: "complete", taskId: "task-1", applianceId: "furnace" }, "error");
    await runner.replay();
    expect(send).toHaveBeenCalledTimes(1);

    const expected = [800, 1600, 3200, 6400, 12_800, 25_600, 51_200, 102_400, 204_800, 300_000, 300_000];
    const lastDelay = () => events.flatMap((event) => (event.type === "failed" ? [event.retryInMs] : [])).at(-1);
    for (const [index, delay] of expected.entries()) {
      expect(lastDelay()).toBe(delay);
      // One millisecond early nothing happens; at the delay exactly, the next try runs.
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(send).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(index + 2);
      const failures = events.filter((event) => event.type === "failed");
      expect(failures).toHaveLength(index + 2);
    }
    expect(runner.pending()[0]?.attempts).toBe(expected.length + 1);
  });

  test("a success after failures removes the item and replays the rest, oldest first, one at a time", async () => {
    const order: string[] = [];
    let failuresLeft = 2;
    let inFlight = 0;
    const send = vi.fn(async (item: OfflineQueueItem) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight -= 1;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("Server error");
      }
      order.push(`${item.type}:${item.taskId}`);
    });
    const { runner, events } = setup({ send });
    runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace" }, "offline");
    runner.enqueue({ type: "metadata", taskId: "a", applianceId: "furnace", meta: { notes: "Filter was grey" } }, "offline");
    runner.enqueue({ type: "undo", taskId: "b", applianceId: "dryer" }, "offline");
    await runner.replay();
    await vi.advanceTimersByTimeAsync(800);
    await vi.advanceTimersByTimeAsync(1600);
    expect(order).toEqual(["complete:a", "metadata:a", "undo:b"]);
    expect(runner.pending()).toEqual([]);
    expect(events.filter((event) => event.type === "synced").map((event) => event.item.taskId)).toEqual(["a", "a", "b"]);
  });

  test("never runs while offline, and runs at once when replayed online", async () => {
    const { runner, state, send } = setup({ online: false });
    runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace" }, "offline");
    await runner.replay();
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(send).not.toHaveBeenCalled();
    state.online = true;
    await runner.replay();
    expect(send).toHaveBeenCalledTimes(1);
    expect(runner.pending()).toEqual([]);
  });

  test("going offline during the wait stops the retry; coming back replays without waiting out the delay", async () => {
    let fail = true;
    const send = vi.fn(() => (fail ? Promise.reject(new Error("down")) : Promise.resolve()));
    const { runner, state } = setup({ send });
    runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace" }, "error");
    await runner.replay();
    state.online = false;
    await vi.advanceTimersByTimeAsync(800);
    expect(send).toHaveBeenCalledTimes(1);
    state.online = true;
    fail = false;
    await runner.replay();
    expect(send).toHaveBeenCalledTimes(2);
    expect(runner.pending()).toEqual([]);
  });

  test("a change the server can never accept is dropped and reported, and the queue goes on", async () => {
    const send = vi.fn((item: OfflineQueueItem) => (item.taskId === "gone" ? Promise.reject(new Error("Task not found")) : Promise.resolve()));
    const { runner, events } = setup({ send });
    runner.enqueue({ type: "complete", taskId: "gone", applianceId: "furnace" }, "offline");
    runner.enqueue({ type: "complete", taskId: "kept", applianceId: "furnace" }, "offline");
    await runner.replay();
    expect(events.map((event) => event.type)).toEqual(["queued", "queued", "syncing", "dropped", "syncing", "synced"]);
    expect(runner.pending()).toEqual([]);
  });

  test("each item carries its own correlation id and is reported as queued or enqueued on error", () => {
    const { runner, events } = setup({ online: false });
    const first = runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace" }, "offline");
    const second = runner.enqueue({ type: "undo", taskId: "a", applianceId: "furnace" }, "error");
    expect(first.correlationId).not.toBe(second.correlationId);
    expect(events.map((event) => event.type)).toEqual(["queued", "enqueued-on-error"]);
  });
});

describe("whose changes a session sends", () => {
  test("another account's changes wait in the browser for their own session: not sent, not counted, not dropped", async () => {
    const storage = memoryStorage();
    const ana = setup({ online: false, ownerId: "user-ana", storage });
    ana.runner.enqueue({ type: "complete", taskId: "ana-task", applianceId: "furnace" }, "offline");
    ana.runner.enqueue({ type: "metadata", taskId: "ana-task", applianceId: "furnace", meta: { notes: "Filter was grey" } }, "offline");
    ana.runner.dispose();

    // Ana was signed out before she was online again; Ben signs in on the same browser.
    const ben = setup({ ownerId: "user-ben", storage });
    expect(ben.runner.pending()).toEqual([]);
    ben.runner.enqueue({ type: "complete", taskId: "ben-task", applianceId: "dryer" }, "error");
    await ben.runner.replay();
    expect(ben.send).toHaveBeenCalledTimes(1);
    expect(ben.send).toHaveBeenCalledWith(expect.objectContaining({ taskId: "ben-task", ownerId: "user-ben" }));
    ben.runner.dispose();

    const anaAgain = setup({ ownerId: "user-ana", storage });
    expect(anaAgain.runner.pending().map((item) => item.type)).toEqual(["complete", "metadata"]);
    await anaAgain.runner.replay();
    expect(anaAgain.send.mock.calls.map(([item]) => `${item.type}:${item.taskId}:${item.ownerId}`)).toEqual([
      "complete:ana-task:user-ana",
      "metadata:ana-task:user-ana",
    ]);
    expect(createOfflineQueueStore(storage).read().items).toEqual([]);
  });

  test("a change keeps the home it was made in, and is sent to it after the device has switched to another (docs/product.md §6.5)", async () => {
    let shown: string | null = "home-a";
    const { runner, send, state } = setup({ online: false, homeId: () => shown });
    runner.enqueue({ type: "complete", taskId: "in-a", applianceId: "furnace" }, "offline");
    shown = "home-b";
    runner.enqueue({ type: "complete", taskId: "in-b", applianceId: "dryer" }, "offline");
    shown = null;
    runner.enqueue({ type: "complete", taskId: "none-chosen", applianceId: "dryer" }, "offline");
    state.online = true;
    await runner.replay();
    expect(send.mock.calls.map(([item]) => [item.taskId, item.homeId])).toEqual([
      ["in-a", "home-a"],
      ["in-b", "home-b"],
      ["none-chosen", undefined],
    ]);
  });

  test("changes queued before owners were recorded go with the next session, as they did", async () => {
    const storage = memoryStorage();
    const older = { id: "1700000000000-abcdef", createdAt: 1_700_000_000_000, attempts: 0, type: "complete", taskId: "a", applianceId: "furnace", correlationId: "c-1" };
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify({ version: 1, items: [older] }));
    const { runner, send } = setup({ ownerId: "user-ana", storage });
    expect(runner.pending()).toHaveLength(1);
    await runner.replay();
    expect(send).toHaveBeenCalledWith(older);
    expect(runner.pending()).toEqual([]);
  });
});

describe("the stored queue", () => {
  test("survives a reload: a new runner on the same storage sees the same items", () => {
    const { storage, runner } = setup({ online: false });
    runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace" }, "offline");
    const reloaded = createOfflineQueueStore(storage);
    expect(reloaded.read().items.map((item) => item.taskId)).toEqual(["a"]);
  });

  test("a damaged value is set aside, its valid items kept, and the problem reported, never thrown", () => {
    const storage = memoryStorage();
    const valid = { id: "1700000000000-abcdef", createdAt: 1_700_000_000_000, attempts: 1, type: "complete", taskId: "a", applianceId: "furnace", correlationId: "c-1" };
    const stored = JSON.stringify({ version: 0, items: [valid, { nonsense: true }] });
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, stored);
    const store = createOfflineQueueStore(storage, () => 42);
    expect(store.read().items).toEqual([valid]);
    expect(store.problem).toEqual({ kind: "damaged", setAsideKey: "hearthkeep:offline-queue:damaged:42", keptItems: 1, unreadableItems: 1 });
    expect(storage.getItem("hearthkeep:offline-queue:damaged:42")).toBe(stored);
  });

  test("an undo keeps the task it reopens across a reload; a copy that no longer reads is let go, never the undo", () => {
    const { storage, runner } = setup({ online: false });
    const reopens = { id: "a", name: "Replace the HVAC air filter", frequency: "monthly", applianceId: "furnace", timeEstimate: 15, dueDate: "2026-03-02", daysUntilDue: -3 };
    runner.enqueue({ type: "undo", taskId: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter", reopens }, "offline");
    expect(createOfflineQueueStore(storage).read().items[0]?.reopens).toEqual(reopens);

    const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!) as { items: Record<string, unknown>[] };
    stored.items[0]!.reopens = { id: "a", dueDate: "not a date" };
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(stored));
    const [undo] = createOfflineQueueStore(storage).read().items;
    expect(undo).toMatchObject({ type: "undo", taskId: "a", masterTaskSlug: "hvac-replace-filter" });
    expect(undo?.reopens).toBeUndefined();
  });

  test("a completion keeps the task it completes across a reload; a copy that no longer reads is let go, never the completion", () => {
    const { storage, runner } = setup({ online: false });
    const completes = { id: "a", name: "Replace the HVAC air filter", frequency: "monthly", applianceId: "furnace", timeEstimate: 15, dueDate: "2026-03-02", daysUntilDue: -3 };
    runner.enqueue({ type: "complete", taskId: "a", applianceId: "furnace", completes }, "offline");
    expect(createOfflineQueueStore(storage).read().items[0]?.completes).toEqual(completes);

    const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!) as { items: Record<string, unknown>[] };
    stored.items[0]!.completes = { id: "a", dueDate: "not a date" };
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(stored));
    const [completion] = createOfflineQueueStore(storage).read().items;
    expect(completion).toMatchObject({ type: "complete", taskId: "a", applianceId: "furnace" });
    expect(completion?.completes).toBeUndefined();
  });

  test("an undo keeps the due day it reopens its task on across a reload; a day that no longer reads is let go, never the undo", () => {
    const { storage, runner } = setup({ online: false });
    runner.enqueue({ type: "undo", taskId: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter", reopensOn: "2026-03-02" }, "offline");
    expect(createOfflineQueueStore(storage).read().items[0]?.reopensOn).toBe("2026-03-02");

    const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!) as { items: Record<string, unknown>[] };
    stored.items[0]!.reopensOn = "2 March";
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(stored));
    const [undo] = createOfflineQueueStore(storage).read().items;
    expect(undo).toMatchObject({ type: "undo", taskId: "a", masterTaskSlug: "hvac-replace-filter" });
    expect(undo?.reopensOn).toBeUndefined();
  });

  test("text that is not JSON gives an empty queue and keeps the text aside", () => {
    const storage = memoryStorage();
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, "{half a write");
    const store = createOfflineQueueStore(storage, () => 7);
    expect(store.read().items).toEqual([]);
    expect(storage.getItem("hearthkeep:offline-queue:damaged:7")).toBe("{half a write");
  });
});

describe("two tabs of one browser", () => {
  test("replaying at once, they send each waiting change once: one tab replays while the other waits its turn", async () => {
    const storage = memoryStorage();
    const lock = browserLock();
    const sent: string[] = [];
    const sendFrom = (tab: string) =>
      vi.fn(async (item: OfflineQueueItem) => {
        await Promise.resolve();
        sent.push(`${tab}:${item.taskId}`);
      });
    const first = setup({ storage, send: sendFrom("first"), exclusively: lock, online: false });
    const second = setup({ storage, send: sendFrom("second"), exclusively: lock, online: false });
    first.runner.enqueue({ type: "complete", taskId: "task-1", applianceId: "furnace" }, "offline");
    first.runner.enqueue({ type: "complete", taskId: "task-2", applianceId: "furnace" }, "offline");

    first.state.online = true;
    second.state.online = true;
    await Promise.all([first.runner.replay(), second.runner.replay()]);

    expect(sent).toEqual(["first:task-1", "first:task-2"]);
    expect(second.runner.pending()).toEqual([]);
  });
});
