import { describe, expect, test, vi } from "vitest";
import {
  achievementsResponseSchema,
  completeTaskResponseSchema,
  type AchievementStatus,
  dashboardTasksResponseSchema,
  snoozeTaskResponseSchema,
  taskDetailsResponseSchema,
  taskMetadataResponseSchema,
  uncompleteTaskResponseSchema,
} from "@domain/contract/index.ts";
import { catalogTaskById } from "@domain/catalog/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { ACHIEVEMENT_IDS, achievementNotificationContent, type AchievementId } from "@domain/progress/achievements.ts";
import { emptyLocalDataStore, lastCompletedKey } from "@domain/entities/local-data-store.ts";
import type { CompletedTaskMetadata } from "@domain/entities/task.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { COMPLETION_DATE_MESSAGES } from "@domain/messages.ts";
import { expectConsole } from "../../test-support/console-guard.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { LOCAL_CONFLICT_MESSAGES, LocalTaskConflictError } from "./local-errors.ts";
import { createLocalStores } from "./local-stores.ts";
import { createLocalTaskSource } from "./local-task-source.ts";
import { localTaskId } from "./local-task-generation.ts";

const HOUR = 60 * 60 * 1000;
const START = new Date("2026-11-22T14:00:00.000Z");
const VENT = localTaskId("dryer", "dryer-clean-vent-inside");

async function setup({ selectedAppliances = ["dryer"], timeZone = "UTC" } = {}) {
  const storage = memoryStorage();
  const clock = { now: START };
  let sequence = 0;
  const stores = createLocalStores({ storage, now: () => clock.now.getTime() });
  await stores.dataStore.write({ ...emptyLocalDataStore(), selectedAppliances });
  const source = createLocalTaskSource({ stores, now: () => clock.now, timeZone: () => timeZone, newId: () => `occurrence-${++sequence}` });
  await source.generateTasks();
  const later = (hours: number) => {
    clock.now = new Date(clock.now.getTime() + hours * HOUR);
  };
  const storedTasks = async () => (await stores.tasks.read()).tasks;
  return { storage, stores, source, clock, later, storedTasks };
}

describe("the local task source answers with the contract's types (docs/product.md §4.16, §7.5)", () => {
  test("the dashboard lists the open tasks by days until due, as GET /api/tasks/for-dashboard does", async () => {
    const { source } = await setup({ selectedAppliances: ["dryer", "furnace"] });
    const tasks = await source.dashboardTasks();
    expect(dashboardTasksResponseSchema.parse({ data: tasks }).data).toEqual(tasks);
    expect(tasks.length).toBeGreaterThan(3);
    const days = tasks.map((task) => task.daysUntilDue);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const vent = tasks.find((task) => task.id === VENT);
    expect(vent).toMatchObject({ applianceId: "dryer", isCompleted: false, masterTaskSlug: "dryer-clean-vent-inside" });
    // The catalogue's costs travel with the task, as the server sends them.
    expect(typeof vent?.diyCost).toBe("number");
  });

  test("days until due are counted from the user's today, in their time zone", async () => {
    // 03:00 UTC on the 23rd is still the 22nd in New York.
    const newYork = await setup({ timeZone: "America/New_York" });
    newYork.clock.now = new Date("2026-11-23T03:00:00.000Z");
    const utc = await setup();
    utc.clock.now = new Date("2026-11-23T03:00:00.000Z");
    const daysIn = async (context: typeof utc) => (await context.source.dashboardTasks()).find((task) => task.id === VENT)?.daysUntilDue;
    expect((await daysIn(newYork))! - (await daysIn(utc))!).toBe(1);
  });

  test("details carry the catalogue's guide and an empty history, as GET /api/tasks/{id}/details does", async () => {
    const { source } = await setup();
    const details = await source.taskDetails(VENT);
    expect(taskDetailsResponseSchema.parse({ data: details }).data).toEqual(details);
    expect(details).toMatchObject({ id: VENT, guide: { id: "dryer-clean-vent-inside", sources: catalogTaskById("dryer-clean-vent-inside")?.sources }, history: [], notes: null });
  });

  test("every operation answers at once: nothing waits on a timer (docs/product.md §9.5)", async () => {
    const { source } = await setup();
    const timers = [vi.spyOn(globalThis, "setTimeout"), vi.spyOn(globalThis, "setInterval")];
    try {
      await source.dashboardTasks();
      await source.taskDetails(VENT);
      await source.complete(VENT, { notes: "ok" });
      await source.updateMetadata(VENT, { timeSpentMinutes: 5 });
      await source.uncomplete(VENT);
      await source.snooze(VENT, 1);
      await source.unsnooze(VENT);
      for (const timer of timers) expect(timer).not.toHaveBeenCalled();
    } finally {
      for (const timer of timers) timer.mockRestore();
    }
  });
});

describe("completing a task (docs/product.md §4.5, §4.6, §4.7)", () => {
  test("closes the occurrence, opens the next one on the server's schedule, and records the completion", async () => {
    const { source, stores, storedTasks } = await setup();
    const answer = await source.complete(VENT, { notes: "Lots of lint", timeSpentMinutes: 20, costActual: 0 });
    expect(completeTaskResponseSchema.parse(answer)).toEqual(answer);
    const vent = (await storedTasks()).find((task) => task.id === VENT)!;
    expect(answer).toEqual({ nextTaskId: "occurrence-1", nextDueDate: nextOccurrenceDueDate({ catalogTaskId: "dryer-clean-vent-inside", frequency: vent.frequency }, "2026-11-22", "2026-11-22") });

    expect(vent).toMatchObject({ isCompleted: true, completedAt: START.toISOString(), lastCompleted: START.toISOString(), snoozeUntil: null, notes: "Lots of lint" });
    const next = (await storedTasks()).find((task) => task.id === "occurrence-1");
    expect(next).toMatchObject({ isCompleted: false, previousTaskId: VENT, dueDate: answer.nextDueDate, lastCompleted: START.toISOString(), masterTaskSlug: "dryer-clean-vent-inside" });

    const data = await stores.dataStore.read();
    expect(data.completedTasks).toEqual([
      { taskId: "dryer-clean-vent-inside", applianceId: "dryer", masterTaskSlug: "dryer-clean-vent-inside", completedAt: START.toISOString(), date: "2026-11-22", notes: "Lots of lint", timeSpentMinutes: 20, costActual: 0 },
    ]);
    expect(data.lastCompleted).toEqual({ [lastCompletedKey("dryer-clean-vent-inside", "dryer")]: START.toISOString() });
    expect(data).toMatchObject({ streak: 1, lastTaskDate: "2026-11-22" });

    const dashboard = await source.dashboardTasks();
    expect(dashboard.map((task) => task.id)).not.toContain(VENT);
    expect(dashboard.map((task) => task.id)).toContain("occurrence-1");
  });

  test("keeps time and cost only when they are numbers (docs/product.md §5.5)", async () => {
    const { source, stores } = await setup();
    // What a form may hand over: text and NaN instead of numbers.
    const fromForm = { notes: "ok", timeSpentMinutes: "12", costActual: Number.NaN } as unknown as CompletedTaskMetadata;
    await source.complete(VENT, fromForm);
    const [record] = (await stores.dataStore.read()).completedTasks;
    expect(record).toMatchObject({ notes: "ok" });
    expect(record).not.toHaveProperty("timeSpentMinutes");
    expect(record).not.toHaveProperty("costActual");
  });

  test("a repeat of the same completion (a double tap, a replayed queue item) answers the first answer and records nothing more", async () => {
    const { source, stores, storedTasks } = await setup();
    const first = await source.complete(VENT);
    await expect(source.complete(VENT)).resolves.toEqual(first);
    expect((await stores.dataStore.read()).completedTasks).toHaveLength(1);
    expect((await storedTasks()).filter((task) => task.previousTaskId === VENT)).toHaveLength(1);
  });

  test("completing the same task and appliance again on the same day is ignored, even as its next occurrence", async () => {
    const { source, stores, storedTasks } = await setup();
    const { nextTaskId } = await source.complete(VENT);
    await expect(source.complete(nextTaskId!)).rejects.toThrow(new LocalTaskConflictError(LOCAL_CONFLICT_MESSAGES.alreadyDoneToday, nextTaskId!));
    expect((await stores.dataStore.read()).completedTasks).toHaveLength(1);
    expect((await storedTasks()).find((task) => task.id === nextTaskId)?.isCompleted).toBe(false);
  });

  test.each([
    ["the next day adds one to the streak", 24, 2],
    ["two days later starts it again at 1", 48, 1],
  ])("a completion %s", async (_case, hours, streak) => {
    const { source, stores, later } = await setup();
    const { nextTaskId } = await source.complete(VENT);
    later(hours);
    await source.complete(nextTaskId!);
    expect(await stores.dataStore.read()).toMatchObject({ streak, lastTaskDate: hours === 24 ? "2026-11-23" : "2026-11-24" });
  });

  test("a task done the same day as another leaves the streak unchanged", async () => {
    const { source, stores } = await setup();
    const [first, second] = (await source.dashboardTasks()).map((task) => task.id);
    await source.complete(first!);
    await source.complete(second!);
    expect(await stores.dataStore.read()).toMatchObject({ streak: 1, lastTaskDate: "2026-11-22", completedTasks: [expect.anything(), expect.anything()] });
  });

  test("two completions asked for at once are both kept: operations run one at a time", async () => {
    const { source, stores } = await setup();
    const [first, second] = (await source.dashboardTasks()).map((task) => task.id);
    await Promise.all([source.complete(first!), source.complete(second!)]);
    expect((await stores.dataStore.read()).completedTasks.map((record) => record.masterTaskSlug)).toHaveLength(2);
  });

  test("what was done survives a reload, and is stored encrypted", async () => {
    const { source, storage } = await setup();
    await source.complete(VENT, { notes: "Lots of lint" });
    const reloaded = createLocalTaskSource({ stores: createLocalStores({ storage }), timeZone: () => "UTC" });
    expect((await reloaded.taskDetails(VENT)).isCompleted).toBe(true);
    for (const key of [LOCAL_STORAGE_KEYS.localTasks, LOCAL_STORAGE_KEYS.localDataStore]) {
      expect(storage.getItem(key)).not.toContain("Lots of lint");
      expect(storage.getItem(key)).not.toContain("dryer");
    }
  });
});

describe("undoing a completion (docs/product.md §4.5, §4.6)", () => {
  test("within 24 hours: the record, the last-completed mark and the next occurrence go, and the task is open again", async () => {
    const { source, stores, storedTasks, later } = await setup();
    const { nextTaskId } = await source.complete(VENT);
    later(23);
    const reopened = await source.uncomplete(VENT);
    expect(uncompleteTaskResponseSchema.parse({ data: reopened }).data).toEqual(reopened);
    expect(reopened).toMatchObject({ id: VENT, isCompleted: false, completedAt: null });
    const data = await stores.dataStore.read();
    expect(data.completedTasks).toEqual([]);
    expect(data.lastCompleted).toEqual({});
    expect((await storedTasks()).map((task) => task.id)).not.toContain(nextTaskId);
    expect((await source.dashboardTasks()).map((task) => task.id)).toContain(VENT);
  });

  test("after 24 hours: the record goes but the last-completed mark stays", async () => {
    const { source, stores, later } = await setup();
    await source.complete(VENT);
    later(25);
    await source.uncomplete(VENT);
    const data = await stores.dataStore.read();
    expect(data.completedTasks).toEqual([]);
    expect(data.lastCompleted).toEqual({ [lastCompletedKey("dryer-clean-vent-inside", "dryer")]: START.toISOString() });
  });

  test("is refused once the next occurrence has been done, as the server refuses it", async () => {
    const { source, later } = await setup();
    const { nextTaskId } = await source.complete(VENT);
    later(24);
    await source.complete(nextTaskId!);
    const undo = source.uncomplete(VENT);
    await expect(undo).rejects.toBeInstanceOf(LocalTaskConflictError);
    await expect(undo).rejects.toThrow("The next occurrence of this task is already completed");
  });

  test("of a task that is not completed changes nothing (a replayed undo)", async () => {
    const { source, stores } = await setup();
    const before = await stores.dataStore.read();
    await expect(source.uncomplete(VENT)).resolves.toMatchObject({ id: VENT, isCompleted: false });
    expect(await stores.dataStore.read()).toEqual(before);
  });

  test("of an occurrence that followed another keeps the earlier one as its last completion", async () => {
    const { source, later } = await setup();
    const { nextTaskId } = await source.complete(VENT);
    later(24);
    await source.complete(nextTaskId!);
    const reopened = await source.uncomplete(nextTaskId!);
    expect(reopened).toMatchObject({ id: nextTaskId, isCompleted: false });
    expect((await source.taskDetails(nextTaskId!)).history.map((entry) => entry.taskId)).toEqual([VENT]);
  });
});

describe("completion metadata (docs/product.md §3.9, §5.5)", () => {
  test("updates the completion's notes, time and cost, keeping what is not given, as PUT /api/tasks/{id}/metadata does", async () => {
    const { source } = await setup();
    await source.complete(VENT, { notes: "first", timeSpentMinutes: 20 });
    const metadata = await source.updateMetadata(VENT, { costActual: 12.5 });
    expect(taskMetadataResponseSchema.parse({ data: metadata }).data).toEqual(metadata);
    expect(metadata).toEqual({ notes: "first", timeSpentMinutes: 20, costActual: 12.5 });
    const details = await source.taskDetails(VENT);
    expect(details.notes).toBe("first");
    expect(details.history).toEqual([{ taskId: VENT, completedAt: START.toISOString(), completedOn: "2026-11-22", notes: "first", timeSpentMinutes: 20, costActual: 12.5, completedBy: null }]);
  });

  test("drops time and cost that are not numbers", async () => {
    const { source } = await setup();
    await source.complete(VENT, { timeSpentMinutes: 20 });
    const fromForm = { timeSpentMinutes: "", costActual: "5" } as unknown as CompletedTaskMetadata;
    await expect(source.updateMetadata(VENT, fromForm)).resolves.toEqual({ timeSpentMinutes: 20 });
  });

  test("belongs to a completed task", async () => {
    const { source } = await setup();
    await expect(source.updateMetadata(VENT, { notes: "x" })).rejects.toThrow("Notes, time and cost belong to a completed task");
  });
});

describe("snoozing (docs/product.md §4.5)", () => {
  test("sets snoozeUntil to now plus N days, and unsnoozing clears it", async () => {
    const { source } = await setup();
    const snoozed = await source.snooze(VENT, 3);
    expect(snoozeTaskResponseSchema.parse({ data: snoozed }).data).toEqual(snoozed);
    expect(snoozed.snoozeUntil).toBe("2026-11-25T14:00:00.000Z");
    await expect(source.unsnooze(VENT)).resolves.toMatchObject({ snoozeUntil: null });
  });

  test.each([0, 366, 1.5])("refuses %s days (docs/product.md §5.9: 1 to 365 whole days)", async (days) => {
    const { source } = await setup();
    await expect(source.snooze(VENT, days)).rejects.toThrow();
  });

  test("only an open task", async () => {
    const { source } = await setup();
    await source.complete(VENT);
    await expect(source.snooze(VENT, 1)).rejects.toThrow("Only an open task can be snoozed");
    await expect(source.unsnooze(VENT)).rejects.toThrow("Only an open task can be unsnoozed");
  });
});

describe("a task that is not in the local list (docs/product.md §5.4)", () => {
  test.each([
    ["completing", (source: Awaited<ReturnType<typeof setup>>["source"]) => source.complete("missing")],
    ["undoing", (source: Awaited<ReturnType<typeof setup>>["source"]) => source.uncomplete("missing")],
    ["updating its metadata", (source: Awaited<ReturnType<typeof setup>>["source"]) => source.updateMetadata("missing", { notes: "x" })],
    ["snoozing", (source: Awaited<ReturnType<typeof setup>>["source"]) => source.snooze("missing", 1)],
    ["opening its details", (source: Awaited<ReturnType<typeof setup>>["source"]) => source.taskDetails("missing")],
  ])("%s fails with 'Task not found' and changes nothing", async (_case, operation) => {
    const { source, storage } = await setup();
    const before = new Map(storage.entries);
    await expect(operation(source)).rejects.toThrow(/^Task not found$/);
    expect(storage.entries).toEqual(before);
  });

  test("a failed operation does not stop the next one", async () => {
    const { source } = await setup();
    await expect(source.complete("missing")).rejects.toThrow("Task not found");
    await expect(source.complete(VENT)).resolves.toMatchObject({ nextTaskId: "occurrence-1" });
  });
});

describe("generation through the source (docs/product.md §4.12)", () => {
  test("adds the tasks of a newly selected appliance and reports ids it cannot use", async () => {
    const { source, stores } = await setup();
    const before = (await source.dashboardTasks()).length;
    await stores.dataStore.write({ ...(await stores.dataStore.read()), selectedAppliances: ["dryer", "refrigerator", "toaster"] });
    const { created, warnings } = await source.generateTasks();
    expect(created).toBeGreaterThan(0);
    expect(warnings).toEqual([expect.objectContaining({ kind: "unknown", id: "toaster" })]);
    expect(await source.dashboardTasks()).toHaveLength(before + created);
    await expect(source.generateTasks()).resolves.toEqual({ created: 0, warnings });
  });

  test("a damaged stored list is reported through the source, and generation starts it again", async () => {
    const { source, storage, stores } = await setup();
    storage.setItem(LOCAL_STORAGE_KEYS.localTasks, "{ not json");
    await expect(source.dashboardTasks()).resolves.toEqual([]);
    expect(source.problems()).toEqual([expect.objectContaining({ key: LOCAL_STORAGE_KEYS.localTasks, reason: "not-json" })]);
    await source.generateTasks();
    expect((await stores.tasks.read()).tasks.length).toBeGreaterThan(0);
  });
});

describe("achievements in a home kept in the browser (docs/product.md §4.9, §4.16)", () => {
  const unlocked = (statuses: readonly AchievementStatus[]) => statuses.filter((status) => status.isUnlocked).map((status) => [status.id, status.unlockedAt]);

  test("every achievement is listed, none unlocked before anything is done", async () => {
    const { source } = await setup();
    const statuses = await source.achievements();
    expect(achievementsResponseSchema.parse({ data: statuses }).data.map((status) => status.id)).toEqual(ACHIEVEMENT_IDS);
    expect(unlocked(statuses)).toEqual([]);
  });

  test("the first completion unlocks 'First task done' at that instant, and an undo does not take it back", async () => {
    const { source, later } = await setup();
    later(1);
    const doneAt = new Date(START.getTime() + HOUR).toISOString();
    await source.complete(VENT);
    later(1);
    // The dryer is the home's only appliance, so its first service also services everything; the vent saves over $100.
    const earned = [
      ["first-task", doneAt],
      ["saved-100", doneAt],
      ["every-appliance", doneAt],
    ];
    expect(unlocked(await source.achievements())).toEqual(earned);
    await source.uncomplete(VENT);
    expect(unlocked(await source.achievements())).toEqual(earned);
  });

  test("following a guide to its end unlocks 'Guide followed'; a task the home does not have is not found", async () => {
    const { source } = await setup();
    await expect(source.guideFinished("missing")).rejects.toThrow(/^Task not found$/);
    expect(unlocked(await source.guideFinished(VENT))).toEqual([["guide-finished", START.toISOString()]]);
  });

  test("each unlock is announced with the server's 'Achievement unlocked'; one that cannot be kept fails neither the completion nor the unlock", async () => {
    const { stores, clock } = await setup();
    const add = vi.fn(() => Promise.reject(new Error("The notifications could not be stored")));
    const source = createLocalTaskSource({ stores, now: () => clock.now, timeZone: () => "UTC", notifications: { add } });
    expectConsole("warn", /The notification of an achievement unlocked could not be kept in this browser/);

    await expect(source.complete(VENT)).resolves.toMatchObject({ nextDueDate: expect.any(String) as unknown });

    expect(add.mock.calls).toEqual([["first-task"], ["saved-100"], ["every-appliance"]].map(([id]) => [achievementNotificationContent(id as AchievementId)]));
    expect(unlocked(await source.achievements()).map(([id]) => id)).toEqual(["first-task", "saved-100", "every-appliance"]);
  });

  test("the unlocks are kept encrypted across a reload", async () => {
    const { source, storage } = await setup();
    await source.complete(VENT);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.localAchievements)).not.toContain("first-task");
    const reloaded = createLocalTaskSource({ stores: createLocalStores({ storage }), timeZone: () => "UTC", now: () => new Date(START.getTime() + 48 * HOUR) });
    expect(unlocked(await reloaded.achievements())).toContainEqual(["first-task", START.toISOString()]);
  });
});

describe("done earlier, in the browser as on the server (docs/product.md §4.5)", () => {
  const vent = (frequency: string, doneOn: string, today: string) => nextOccurrenceDueDate({ catalogTaskId: "dryer-clean-vent-inside", frequency }, doneOn, today);

  test("a completion dated three days ago counts the next due date from that day; editing its day moves it again", async () => {
    const { source, later, storedTasks } = await setup();
    later(5 * 24);
    const { frequency } = (await storedTasks()).find((task) => task.id === VENT)!;
    const answer = await source.complete(VENT, { completedOn: "2026-11-24", notes: "Lots of lint" });
    expect(answer).toEqual({ nextTaskId: "occurrence-1", nextDueDate: vent(frequency, "2026-11-24", "2026-11-27") });
    expect((await source.taskDetails(VENT)).history[0]).toMatchObject({ taskId: VENT, completedOn: "2026-11-24", notes: "Lots of lint" });

    const edited = await source.editCompletion(VENT, { completedOn: "2026-11-23", notes: "", timeSpentMinutes: 15, costActual: 4 });
    expect(edited).toMatchObject({ taskId: VENT, completedOn: "2026-11-23", notes: null, timeSpentMinutes: 15, costActual: 4, nextDueDate: vent(frequency, "2026-11-23", "2026-11-27") });
    expect((await storedTasks()).find((task) => task.id === "occurrence-1")?.dueDate).toBe(edited.nextDueDate);
  });

  test("a day after today or before the task was added is refused on its field", async () => {
    const { source, later } = await setup();
    later(5 * 24);
    await expect(source.complete(VENT, { completedOn: "2026-11-28" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["completedOn"], message: COMPLETION_DATE_MESSAGES.inFuture })] });
    await expect(source.complete(VENT, { completedOn: "2026-11-21" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["completedOn"], message: COMPLETION_DATE_MESSAGES.beforeTask })] });
    await expect(source.editCompletion(VENT, { notes: "x" })).rejects.toThrow(COMPLETION_DATE_MESSAGES.notCompleted);
  });
});
