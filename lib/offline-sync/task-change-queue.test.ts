import { describe, expect, test, vi } from "vitest";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { ApiError, NETWORK_ERROR_CODE } from "@lib/http/index.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createOfflineQueueRunner } from "./offline-queue-runner.ts";
import { createOfflineQueueStore } from "./offline-queue-storage.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { isPermanentSyncFailure, reopenedServerTask, sendOrQueue, tasksAfterWaitingChanges, undoChange, unsettledChanges, type UnansweredChange } from "./task-change-queue.ts";

const noAnswer = () => new ApiError({ code: NETWORK_ERROR_CODE, message: "Unable to reach the server" });
const answered = (status: number, code = `HTTP_${status}`) => new ApiError({ code, message: "Refused", status });

function queueWith({ send = vi.fn<(item: OfflineQueueItem) => Promise<void>>(() => Promise.resolve()), online = { value: true } } = {}) {
  let clock = 1_700_000_000_000;
  const runner = createOfflineQueueRunner({
    store: createOfflineQueueStore(memoryStorage()),
    send,
    isOnline: () => online.value,
    isPermanentFailure: isPermanentSyncFailure,
    now: () => (clock += 1),
  });
  return { runner, send, online };
}

const complete = { type: "complete", taskId: "task-1", applianceId: "furnace" } as const;
let keys = 0;
const newKey = () => `key-${String(++keys).padStart(4, "0")}`;

describe("sending a task change, or keeping it to send later (docs/product.md §4.13)", () => {
  test("without a queue (local mode, a story) the change is simply sent, with no key", async () => {
    const send = vi.fn(() => Promise.resolve("answer"));
    await expect(sendOrQueue(null, complete, send)).resolves.toEqual({ queued: false, result: "answer" });
    expect(send).toHaveBeenCalledWith(undefined);
  });

  test("online, the change is sent under a key of its own and nothing is queued", async () => {
    const { runner } = queueWith();
    const send = vi.fn((key: string | undefined) => Promise.resolve(key));
    const outcome = await sendOrQueue(runner, complete, send, { isOnline: () => true, newKey });
    expect(outcome.queued).toBe(false);
    expect(outcome.queued ? null : outcome.result).toMatch(/^key-\d{4}$/);
    expect(runner.pending()).toHaveLength(0);
  });

  test("offline, the change is queued without a call", async () => {
    const { runner, online } = queueWith({ online: { value: false } });
    const send = vi.fn(() => Promise.resolve());
    const outcome = await sendOrQueue(runner, { ...complete, meta: { notes: "Dusty" } }, send, { isOnline: () => online.value, newKey });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.queued).toBe(true);
    expect(runner.pending()).toEqual([expect.objectContaining({ type: "complete", taskId: "task-1", meta: { notes: "Dusty" }, attempts: 0 })]);
  });

  test("a call that got no answer is queued under the key it was sent with, so its replay cannot apply it twice", async () => {
    const replayed = vi.fn<(item: OfflineQueueItem) => Promise<void>>(() => Promise.reject(noAnswer()));
    const { runner } = queueWith({ send: replayed });
    let sentWith: string | undefined;
    const outcome = await sendOrQueue(
      runner,
      complete,
      (key) => {
        sentWith = key;
        return Promise.reject(noAnswer());
      },
      { isOnline: () => true, newKey },
    );
    expect(outcome.queued).toBe(true);
    expect(runner.pending()[0]?.correlationId).toBe(sentWith);
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledWith(expect.objectContaining({ correlationId: sentWith })));
    runner.dispose();
  });

  test("an answer that refuses the change is the caller's to show: nothing is queued", async () => {
    const { runner } = queueWith();
    await expect(sendOrQueue(runner, complete, () => Promise.reject(answered(500)), { isOnline: () => true, newKey })).rejects.toMatchObject({ status: 500 });
    await expect(sendOrQueue(runner, complete, () => Promise.reject(answered(404)), { isOnline: () => true, newKey })).rejects.toMatchObject({ status: 404 });
    expect(runner.pending()).toHaveLength(0);
  });

  test("while earlier changes wait, a new one goes behind them, so an undo never overtakes its complete", async () => {
    const order: string[] = [];
    const online = { value: false };
    const { runner } = queueWith({
      online,
      send: vi.fn((item: OfflineQueueItem) => {
        order.push(`${item.type}:${item.taskId}`);
        return Promise.resolve();
      }),
    });
    await sendOrQueue(runner, complete, () => Promise.resolve(), { isOnline: () => online.value, newKey });
    online.value = true;
    const direct = vi.fn(() => Promise.resolve());
    const outcome = await sendOrQueue(runner, { type: "undo", taskId: "task-1", applianceId: "furnace" }, direct, { isOnline: () => online.value, newKey });
    expect(outcome.queued).toBe(true);
    expect(direct).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(runner.pending()).toHaveLength(0));
    expect(order).toEqual(["complete:task-1", "undo:task-1"]);
  });
});

describe("which refusals drop a queued change", () => {
  test.each([
    [answered(404), true],
    [answered(400), true],
    [answered(409, "CONFLICT"), true],
    [answered(422, "IDEMPOTENCY_KEY_REUSED"), true],
    [answered(409, "IDEMPOTENCY_KEY_IN_USE"), false],
    [answered(401), false],
    [answered(408), false],
    [answered(429), false],
    [answered(500), false],
    [answered(503), false],
    [noAnswer(), false],
    [new Error("anything else"), false],
  ])("%s → dropped: %s", (error, permanent) => {
    expect(isPermanentSyncFailure(error)).toBe(permanent);
  });
});

describe("the list while changes wait", () => {
  const item = (type: OfflineQueueItem["type"], taskId: string, createdAt: number): OfflineQueueItem => ({
    id: `${createdAt}-aaaaaa`,
    createdAt,
    attempts: 0,
    type,
    taskId,
    applianceId: "furnace",
    correlationId: `key-${createdAt}`,
  });
  const tasks = [
    { id: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" },
    { id: "b", applianceId: "furnace", masterTaskSlug: "hvac-clean-vents" },
    { id: "c", applianceId: "furnace", masterTaskSlug: null },
  ];
  const undo = (taskId: string, masterTaskSlug: string, createdAt: number, applianceId = "furnace"): OfflineQueueItem => ({
    ...item("undo", taskId, createdAt),
    applianceId,
    masterTaskSlug,
  });
  /** The list's own form of a task, made from an undo's copy. */
  const reopened = ({ reopens: task }: UnansweredChange) => (task ? { id: task.id, applianceId: task.applianceId, masterTaskSlug: task.masterTaskSlug ?? null } : undefined);
  /** An undo of "a" made on the dashboard, carrying the task as it will be once reopened. */
  const undoCarryingA = (createdAt: number): OfflineQueueItem => ({
    ...undo("a", "hvac-replace-filter", createdAt),
    reopens: { id: "a", name: "Replace the HVAC air filter", frequency: "monthly", applianceId: "furnace", timeEstimate: 15, dueDate: "2026-03-02", daysUntilDue: -3, masterTaskSlug: "hvac-replace-filter" },
  });

  test("a task whose last waiting change completes it is left out; one completed then undone stays; details change nothing", () => {
    const pending = [item("complete", "a", 1), item("complete", "b", 2), item("undo", "b", 3), item("metadata", "c", 4)];
    expect(tasksAfterWaitingChanges(tasks, pending).map((task) => task.id)).toEqual(["b", "c"]);
  });

  test("while the undo of a completion waits, the next occurrence that completion opened is not shown, even when the server's list has it", () => {
    // The server's list read after the completion of "a-1" reached it and before its undo did: "a" opened.
    const pending = [item("complete", "a-1", 1), undo("a-1", "hvac-replace-filter", 2)];
    expect(tasksAfterWaitingChanges(tasks, pending).map((task) => task.id)).toEqual(["b", "c"]);
    // The same undo already sent and its effect not yet read back ("settling"): the same.
    expect(tasksAfterWaitingChanges(tasks, [undo("a-1", "hvac-replace-filter", 2)]).map((task) => task.id)).toEqual(["b", "c"]);
  });

  test("the undone task itself, other catalogue tasks, other appliances and tasks of no catalogue task stay", () => {
    const list = [...tasks, { id: "a-1", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }, { id: "d", applianceId: "boiler", masterTaskSlug: "hvac-replace-filter" }];
    const pending = [undo("a-1", "hvac-replace-filter", 1), undo("c-1", "custom", 2)];
    expect(tasksAfterWaitingChanges(list, pending).map((task) => task.id)).toEqual(["b", "c", "a-1", "d"]);
  });

  test("an undo completed again afterwards: the task is left out, and so is the occurrence its first completion opened, which the undo removed", () => {
    // "a-1" completed (opening "a"), undone, completed again: the server removed "a" with the undo, so a list
    // read before the undo reached it has an occurrence that is gone; completing it would be refused. The
    // re-completion's own occurrence comes with the next read.
    const pending = [item("complete", "a-1", 1), undo("a-1", "hvac-replace-filter", 2), item("complete", "a-1", 3)];
    const list = [...tasks, { id: "a-1", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }];
    expect(tasksAfterWaitingChanges(list, pending).map((task) => task.id)).toEqual(["b", "c"]);
    // The first completion and the undo sent and not yet read back (settling), the re-completion waiting: the same.
    expect(tasksAfterWaitingChanges(list, unsettledChanges(pending.slice(0, 2), pending.slice(2))).map((task) => task.id)).toEqual(["b", "c"]);
  });

  test("of two waiting undos of one catalogue task, the later one leaves its task open", () => {
    // "a" completed (opening "a-1"), "a-1" completed (opening "a-2"), then both undone, the later undo first
    // in the queue's order of tasks: the server ends with "a" open, whatever its list read midway holds.
    const pending = [item("complete", "a", 1), item("complete", "a-1", 2), undo("a-1", "hvac-replace-filter", 3), undo("a", "hvac-replace-filter", 4)];
    const list = [...tasks, { id: "a-1", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }, { id: "a-2", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }];
    expect(tasksAfterWaitingChanges(list, pending).map((task) => task.id)).toEqual(["a", "b", "c"]);
  });

  test("an undone task the server's list read midway lacks is shown from the copy its undo carries, once", () => {
    const carrying = undoCarryingA(2);
    // Read after the completion of "a" reached the server (it opened "a-1") and before the undo did.
    const midway = [{ id: "a-1", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }, tasks[1]!, tasks[2]!];
    const pending = [item("complete", "a", 1), carrying];
    expect(tasksAfterWaitingChanges(midway, pending, reopened).map((task) => task.id)).toEqual(["b", "c", "a"]);
    // Listed already (read before the completion): the server's copy, not a second one.
    expect(tasksAfterWaitingChanges(tasks, pending, reopened).map((task) => task.id)).toEqual(["a", "b", "c"]);
    // Completed again after the undo: not shown, nor the occurrence its first completion opened ("a-1"), which the undo removed.
    expect(tasksAfterWaitingChanges(midway, [...pending, item("complete", "a", 3)], reopened).map((task) => task.id)).toEqual(["b", "c"]);
    // Completed again and undone again, all waiting: still shown once.
    const twice = [...pending, item("complete", "a", 3), undoCarryingA(4)];
    expect(tasksAfterWaitingChanges(midway, twice, reopened).map((task) => task.id)).toEqual(["b", "c", "a"]);
    // A list that cannot take the copy (no way to make one of its tasks) is overlaid as before.
    expect(tasksAfterWaitingChanges(midway, pending).map((task) => task.id)).toEqual(["b", "c"]);
  });

  test("an undo that reached the server brings back no copy: its task may have been completed again since, without the queue", () => {
    const sent = undoCarryingA(2);
    // "a" was undone, then completed again online: the server's list no longer has it.
    const listAfter = [{ id: "a-2", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }, tasks[1]!, tasks[2]!];
    expect(tasksAfterWaitingChanges(listAfter, unsettledChanges([sent], []), reopened).map((task) => task.id)).toEqual(["b", "c"]);
    // Still waiting, the same undo shows its task (any later change to it would wait behind it).
    expect(tasksAfterWaitingChanges(listAfter, unsettledChanges([], [sent]), reopened).map((task) => task.id)).toEqual(["b", "c", "a"]);
  });

  test("a completion that reached the server keeps no copy of its task: the history lists it from the server, and it may have been undone since", () => {
    const completion: OfflineQueueItem = { ...item("complete", "a", 1), completes: { id: "a", name: "Replace the HVAC air filter", frequency: "monthly", applianceId: "furnace", timeEstimate: 15, dueDate: "2026-03-02", daysUntilDue: -3 } };
    expect(unsettledChanges([completion], [])[0]).not.toHaveProperty("completes");
    expect(unsettledChanges([], [completion])[0]).toHaveProperty("completes", completion.completes);
  });

  test("an undo queued before the catalogue task was recorded hides nothing more than it did", () => {
    expect(tasksAfterWaitingChanges(tasks, [item("undo", "a-1", 1)])).toEqual(tasks);
  });

  test("nothing waiting: the list as it is", () => {
    expect(tasksAfterWaitingChanges(tasks, [])).toEqual(tasks);
  });
});

describe("an undo made where there is no copy of its task (the completed tasks page)", () => {
  // The dashboard's list, read after the completion of "a" (due 2 March) reached the server: the occurrence
  // it opened, "a-1", is due 1 April; today is 5 March.
  const nextOccurrence: ServerTask = {
    id: "a-1",
    name: "Replace the HVAC air filter",
    frequency: "monthly",
    applianceId: "furnace",
    applianceName: "Furnace",
    timeEstimate: 15,
    dueDate: "2026-04-01",
    daysUntilDue: 27,
    masterTaskSlug: "hvac-replace-filter",
    isCompleted: false,
    completedAt: null,
    snoozeUntil: "2026-03-20T09:00:00.000Z",
    diyCost: 10,
    proCost: 90,
  };
  const other: ServerTask = { ...nextOccurrence, id: "b", name: "Clean the vents", masterTaskSlug: "hvac-clean-vents", dueDate: "2026-03-09", daysUntilDue: 4, snoozeUntil: null };
  const list = [other, nextOccurrence];
  const waitingUndo = (change: ReturnType<typeof undoChange>, createdAt = 2): OfflineQueueItem => ({ ...change, id: `${createdAt}-aaaaaa`, createdAt, attempts: 0, correlationId: "key" });
  const undoOfA = waitingUndo(undoChange({ taskId: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter", reopensOn: "2026-03-02" }));

  test("the undone task is shown in the place of the occurrence its completion opened, on its own due day", () => {
    const shown = tasksAfterWaitingChanges(list, [undoOfA], reopenedServerTask);
    expect(shown.map((task) => task.id)).toEqual(["b", "a"]);
    expect(shown[1]).toEqual({
      ...nextOccurrence,
      id: "a",
      dueDate: "2026-03-02",
      // Three days overdue, counted from the same day the server counted the next occurrence's 27 from.
      daysUntilDue: -3,
      snoozeUntil: null,
    });
  });

  test("without the occurrence its completion opened, or without a due day, the task cannot be shown and nothing is made up", () => {
    expect(tasksAfterWaitingChanges([other], [undoOfA], reopenedServerTask).map((task) => task.id)).toEqual(["b"]);
    const noDueDay = waitingUndo(undoChange({ taskId: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter" }));
    expect(tasksAfterWaitingChanges(list, [noDueDay], reopenedServerTask).map((task) => task.id)).toEqual(["b"]);
  });

  test("a copy of the task, when the undo carries one, is preferred to the due day", () => {
    const copy: ServerTask = { ...nextOccurrence, id: "a", dueDate: "2026-03-02", daysUntilDue: -3, snoozeUntil: null, notes: "Filter size 16x25" };
    const change = undoChange({ taskId: "a", applianceId: "furnace", masterTaskSlug: "hvac-replace-filter", reopens: copy, reopensOn: "2026-03-02" });
    expect(change).not.toHaveProperty("reopensOn");
    expect(reopenedServerTask(waitingUndo(change), nextOccurrence)).toEqual(copy);
  });

  test("an undo that has reached the server brings nothing back: the task may have been completed again since", () => {
    expect(tasksAfterWaitingChanges(list, unsettledChanges([undoOfA], []), reopenedServerTask).map((task) => task.id)).toEqual(["b"]);
  });
});
