import { describe, expect, test } from "vitest";
import { emptyLocalDataStore, lastCompletedKey, localDataStoreSchema, parseLastCompletedKey } from "../entities/local-data-store.ts";
import { recordLocalCompletion, undoLocalCompletion } from "./local-completions.ts";

const key = lastCompletedKey("hvac-replace-filter", "furnace");

function complete(store = emptyLocalDataStore(), at = "2026-11-22T09:00:00.000Z", today = "2026-11-22", taskId = "hvac-replace-filter", applianceId = "furnace") {
  return recordLocalCompletion(store, { taskId, applianceId, now: new Date(at), today, metadata: { notes: "ok", timeSpentMinutes: 10 } });
}

describe("local completion (docs/product.md §4.6)", () => {
  test("records the completion, its last-completed time and starts the streak", () => {
    const { store, recorded } = complete();
    expect(recorded).toBe(true);
    expect(store.completedTasks).toEqual([
      {
        taskId: "hvac-replace-filter",
        applianceId: "furnace",
        masterTaskSlug: null,
        completedAt: "2026-11-22T09:00:00.000Z",
        date: "2026-11-22",
        notes: "ok",
        timeSpentMinutes: 10,
      },
    ]);
    expect(store.lastCompleted).toEqual({ [key]: "2026-11-22T09:00:00.000Z" });
    expect(store).toMatchObject({ streak: 1, lastTaskDate: "2026-11-22" });
    expect(localDataStoreSchema.parse(store)).toEqual(store);
  });

  test.each([
    // [second completion: task, appliance, day] → recorded?
    ["hvac-replace-filter", "furnace", "2026-11-22", false],
    ["hvac-replace-filter", "furnace", "2026-11-23", true],
    ["hvac-replace-filter", "heat-pump", "2026-11-22", true],
    ["hvac-clean-ductwork", "furnace", "2026-11-22", true],
  ])("a second completion of %s on %s on %s is recorded: %s", (taskId, applianceId, day, recorded) => {
    const first = complete().store;
    const second = complete(first, `${day}T18:00:00.000Z`, day, taskId, applianceId);
    expect(second.recorded).toBe(recorded);
    expect(second.store.completedTasks).toHaveLength(recorded ? 2 : 1);
    if (!recorded) expect(second.store).toBe(first);
  });

  test("a completion the next day adds to the streak", () => {
    const first = complete().store;
    expect(complete(first, "2026-11-23T08:00:00.000Z", "2026-11-23").store).toMatchObject({ streak: 2, lastTaskDate: "2026-11-23" });
  });
});

describe("local undo (docs/product.md §4.6: the last-completed mark goes only within 24 hours)", () => {
  test.each([
    ["2026-11-22T10:00:00.000Z", false],
    ["2026-11-23T09:00:00.000Z", false],
    ["2026-11-23T09:00:00.001Z", true],
    ["2026-12-01T09:00:00.000Z", true],
  ])("undo at %s keeps the mark: %s", (undoAt, markKept) => {
    const { store } = complete();
    const undone = undoLocalCompletion(store, { taskId: "hvac-replace-filter", applianceId: "furnace", date: "2026-11-22", now: new Date(undoAt) });
    expect(undone.completedTasks).toEqual([]);
    expect(key in undone.lastCompleted).toBe(markKept);
  });

  test("undo of another day's completion changes nothing, not even the mark", () => {
    const { store } = complete();
    const undone = undoLocalCompletion(store, { taskId: "hvac-replace-filter", applianceId: "furnace", date: "2026-11-21", now: new Date("2026-11-22T10:00:00Z") });
    expect(undone).toBe(store);
  });
});

describe("last-completed keys (docs/product.md §3.10: keyed by task and appliance)", () => {
  test.each([
    ["hvac-replace-filter::hvac", { taskId: "hvac-replace-filter", applianceId: "hvac" }],
    ["hvac-replace-filter:hvac", { taskId: "hvac-replace-filter", applianceId: "hvac" }],
    ["test-sump-pump::3f2a1c9e-1111-4222-8333-444455556666", { taskId: "test-sump-pump", applianceId: "3f2a1c9e-1111-4222-8333-444455556666" }],
    ["no-separator", undefined],
    [":hvac", undefined],
    ["hvac-replace-filter::", undefined],
    ["a::b::c", undefined],
  ])("%s is read as %o", (key, expected) => {
    expect(parseLastCompletedKey(key)).toEqual(expected);
  });

  test("what lastCompletedKey writes, parseLastCompletedKey reads back", () => {
    expect(parseLastCompletedKey(lastCompletedKey("clean-dryer-vent", "dryer"))).toEqual({ taskId: "clean-dryer-vent", applianceId: "dryer" });
  });
});
