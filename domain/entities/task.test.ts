import { describe, expect, test } from "vitest";
import {
  clientTaskSchema,
  completedTaskMetadataRequestSchema,
  completedTaskMetadataSchema,
  requestableCompletedTaskMetadata,
  sanitiseCompletedTaskMetadata,
  serverTaskSchema,
  taskFilterSchema,
  toClientTask,
  type ServerTaskInput,
} from "./task.ts";

const minimalServerTask: ServerTaskInput = {
  id: "task-1",
  name: "Replace HVAC filter",
  applianceId: "furnace",
  dueDate: "2026-12-01",
};

describe("server → client task mapping (docs/product.md §3.7, §3.8)", () => {
  test("applies the defaults of docs/product.md §3.7: frequency monthly, applianceName = applianceId, timeEstimate 30, daysUntilDue 0", () => {
    const task = toClientTask(minimalServerTask);
    expect(task).toMatchObject({
      frequency: "monthly",
      applianceName: "furnace",
      timeEstimate: 30,
      daysUntilDue: 0,
      difficulty: "medium",
      isQuickWin: false,
      isCompleted: false,
      isOverdue: false,
      priority: "medium",
      costSavings: "",
      completedAt: null,
      lastCompleted: null,
      snoozeUntil: null,
      instructions: [],
    });
    expect(clientTaskSchema.parse(task)).toEqual(task);
  });

  test("parsing applies the same defaults as the mapping", () => {
    const parsed = serverTaskSchema.parse(minimalServerTask);
    expect(parsed).toMatchObject({ frequency: "monthly", timeEstimate: 30, daysUntilDue: 0 });
    expect(toClientTask(parsed)).toEqual(toClientTask(minimalServerTask));
  });

  test.each<[Partial<ServerTaskInput>, Record<string, unknown>]>([
    [{ applianceName: "" }, { applianceName: "furnace" }],
    [{ applianceName: "Furnace" }, { applianceName: "Furnace" }],
    [{ frequency: "quarterly" }, { frequency: "quarterly" }],
    [{ timeEstimate: 5 }, { timeEstimate: 5, difficulty: "easy", isQuickWin: true }],
    [{ timeEstimate: 15 }, { difficulty: "easy", isQuickWin: false }],
    [{ timeEstimate: 60 }, { difficulty: "hard" }],
    [{ timeEstimate: 60, difficulty: "Professional" }, { difficulty: "Professional" }],
    [{ isQuickWin: true, timeEstimate: 20 }, { isQuickWin: true }],
    [{ daysUntilDue: -3 }, { daysUntilDue: -3, isOverdue: true, priority: "high" }],
    [{ daysUntilDue: -3, isCompleted: true }, { isOverdue: false, isCompleted: true }],
    [{ daysUntilDue: -3, priority: "low" }, { priority: "low" }],
    [{ savingsMessage: "Cleaning coils saves energy..." }, { costSavings: "Cleaning coils saves energy..." }],
    [{ masterTaskSlug: "hvac-replace-filter" }, { masterTaskSlug: "hvac-replace-filter" }],
    [
      { isCompleted: true, completedAt: "2026-11-20T10:00:00.000Z" },
      { completedAt: "2026-11-20T10:00:00.000Z", lastCompleted: "2026-11-20T10:00:00.000Z" },
    ],
  ])("%o → %o", (fields, expected) => {
    expect(toClientTask({ ...minimalServerTask, ...fields })).toMatchObject(expected);
  });

  test.each<[string, Record<string, unknown>]>([
    ["a due date that is no calendar date", { dueDate: "2026-02-30" }],
    ["a due date with a time", { dueDate: "2026-12-01T00:00:00Z" }],
    ["an empty name", { name: "" }],
    ["a fractional estimate", { timeEstimate: 12.5 }],
    ["an unknown priority", { priority: "urgent" }],
  ])("a server task with %s is refused", (_, fields) => {
    expect(serverTaskSchema.safeParse({ ...minimalServerTask, ...fields }).success).toBe(false);
  });
});

describe("completed-task metadata (docs/product.md §5.5: numbers kept only if they are numbers)", () => {
  test.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ notes: "Done", timeSpentMinutes: 20, costActual: 12.5 }, { notes: "Done", timeSpentMinutes: 20, costActual: 12.5 }],
    [{ timeSpentMinutes: "20", costActual: "12" }, {}],
    [{ timeSpentMinutes: Number.NaN, costActual: Number.POSITIVE_INFINITY }, {}],
    [{ timeSpentMinutes: 0, costActual: 0 }, { timeSpentMinutes: 0, costActual: 0 }],
    [{ notes: 42, timeSpentMinutes: null }, {}],
    [{}, {}],
  ])("%o → %o", (input, expected) => {
    expect(sanitiseCompletedTaskMetadata(input)).toEqual(expected);
  });
});

describe("time spent (docs/product.md §5.9: a request notes at most a day, what older versions stored still reads)", () => {
  test.each([0, 20, 1440])("a request takes %i minutes", (minutes) => {
    expect(completedTaskMetadataRequestSchema.safeParse({ timeSpentMinutes: minutes }).success).toBe(true);
  });

  test.each([1441, 100_000])("a request with %i minutes is refused by its field, in the product's words", (minutes) => {
    const result = completedTaskMetadataRequestSchema.safeParse({ timeSpentMinutes: minutes });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["timeSpentMinutes"], message: "Enter at most 1,440 minutes (24 hours)" })]);
  });

  test("stored metadata over a day still reads (an answer, the history, the offline queue)", () => {
    expect(completedTaskMetadataSchema.parse({ timeSpentMinutes: 100_000 })).toEqual({ timeSpentMinutes: 100_000 });
  });

  test("a stored value a request cannot take is left out of the request, and the rest is sent", () => {
    expect(requestableCompletedTaskMetadata({ notes: "Done", timeSpentMinutes: 100_000, costActual: 12 })).toEqual({ notes: "Done", costActual: 12 });
    expect(requestableCompletedTaskMetadata({ notes: "Done", timeSpentMinutes: 1440, costActual: 12 })).toEqual({ notes: "Done", timeSpentMinutes: 1440, costActual: 12 });
  });
});

describe("task filter (docs/product.md §3.9)", () => {
  test.each([
    [{}, "all"],
    [{ status: "completed" }, "completed"],
    [{ status: "pending" }, "pending"],
    [{ status: "overdue" }, "overdue"],
  ])("%o → status %s", (input, status) => {
    expect(taskFilterSchema.parse(input)).toEqual({ status });
  });

  test("refuses an unknown status", () => {
    expect(taskFilterSchema.safeParse({ status: "done" }).success).toBe(false);
  });
});
