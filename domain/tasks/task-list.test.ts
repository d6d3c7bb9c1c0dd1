import { describe, expect, test } from "vitest";
import { toClientTask, type ClientTask, type TaskPriority } from "../entities/task.ts";
import {
  TaskNotFoundError,
  completeTask,
  computeTaskStatistics,
  filterTasks,
  isTaskOverdue,
  isTaskUpcoming,
  daysUntilDue,
  sortByDaysUntilDue,
  snoozeTask,
  sortTasksForDashboard,
  uncompleteTask,
  updateTaskInList,
} from "./task-list.ts";

const today = "2026-11-22";

function task(id: string, dueDate: string, fields: Partial<ClientTask> = {}): ClientTask {
  return { ...toClientTask({ id, name: `Task ${id}`, applianceId: "furnace", dueDate }), ...fields };
}

describe("overdue and upcoming (docs/product.md §4.5)", () => {
  test.each([
    ["2026-11-21", false, true, false],
    ["2026-11-22", false, false, true],
    ["2026-11-23", false, false, true],
    ["2025-12-31", false, true, false],
    ["2026-11-21", true, false, false],
  ])("due %s, completed %s → overdue %s, upcoming %s", (dueDate, isCompleted, overdue, upcoming) => {
    const subject = { dueDate, isCompleted };
    expect(isTaskOverdue(subject, today)).toBe(overdue);
    expect(isTaskUpcoming(subject, today)).toBe(upcoming);
  });

  test("across a year end: due Dec 31 is overdue on Jan 1", () => {
    expect(isTaskOverdue({ dueDate: "2026-12-31", isCompleted: false }, "2027-01-01")).toBe(true);
    expect(isTaskOverdue({ dueDate: "2026-12-31", isCompleted: false }, "2026-12-31")).toBe(false);
  });
});

describe("dashboard ordering (docs/product.md §4.10: overdue first, then high → medium → low, then earliest due date)", () => {
  test("orders a mixed list", () => {
    const tasks = [
      task("low-soon", "2026-11-23", { priority: "low" }),
      task("high-late", "2026-12-20", { priority: "high" }),
      task("overdue-low", "2026-11-01", { priority: "low" }),
      task("medium-soon", "2026-11-24", { priority: "medium" }),
      task("high-soon", "2026-11-25", { priority: "high" }),
      task("overdue-high", "2026-11-20", { priority: "high" }),
      task("overdue-high-older", "2026-10-01", { priority: "high" }),
    ];
    expect(sortTasksForDashboard(tasks, today).map((t) => t.id)).toEqual([
      "overdue-high-older",
      "overdue-high",
      "overdue-low",
      "high-soon",
      "high-late",
      "medium-soon",
      "low-soon",
    ]);
  });

  test.each<[TaskPriority, TaskPriority, string]>([
    ["low", "high", "b"],
    ["medium", "low", "a"],
    ["high", "medium", "a"],
  ])("same due date: %s vs %s → %s first", (priorityA, priorityB, first) => {
    const sorted = sortTasksForDashboard(
      [task("a", "2026-12-01", { priority: priorityA }), task("b", "2026-12-01", { priority: priorityB })],
      today,
    );
    expect(sorted[0]?.id).toBe(first);
  });
});

describe("filter and statistics (docs/product.md §3.9)", () => {
  const tasks = [
    task("done", "2026-11-01", { isCompleted: true }),
    task("done-2", "2026-12-01", { isCompleted: true }),
    task("late", "2026-11-10"),
    task("soon", "2026-11-22"),
    task("later", "2027-01-05"),
  ];

  test.each([
    ["all", ["done", "done-2", "late", "soon", "later"]],
    ["completed", ["done", "done-2"]],
    ["pending", ["soon", "later"]],
    ["overdue", ["late"]],
  ] as const)("status %s", (status, ids) => {
    expect(filterTasks(tasks, status, today).map((t) => t.id)).toEqual(ids);
  });

  test("statistics: total 5, completed 2, pending 2, overdue 1, rate 40", () => {
    expect(computeTaskStatistics(tasks, today)).toEqual({ total: 5, completed: 2, pending: 2, overdue: 1, completionRate: 40 });
  });

  test("no tasks: all zero", () => {
    expect(computeTaskStatistics([], today)).toEqual({ total: 0, completed: 0, pending: 0, overdue: 0, completionRate: 0 });
  });
});

describe("complete, undo, snooze (docs/product.md §4.5)", () => {
  const now = new Date("2026-11-22T15:30:00.000Z");

  test("completing sets isCompleted, completedAt, lastCompleted, clears snoozeUntil, takes the server's next due date", () => {
    const before = task("t", "2026-11-10", { snoozeUntil: "2026-11-25T00:00:00.000Z", frequency: "monthly" });
    expect(completeTask(before, { now, today, nextDueDate: "2027-01-15" })).toMatchObject({
      isCompleted: true,
      completedAt: "2026-11-22T15:30:00.000Z",
      lastCompleted: "2026-11-22T15:30:00.000Z",
      snoozeUntil: null,
      dueDate: "2027-01-15",
      isOverdue: false,
      daysUntilDue: 54,
    });
  });

  test.each([
    ["weekly", "2026-11-29"],
    ["monthly", "2026-12-22"],
    ["quarterly", "2027-02-22"],
    ["yearly", "2027-11-22"],
    ["every 2 years", "2026-12-22"],
  ])("without a server date, %s counts from today → %s", (frequency, dueDate) => {
    expect(completeTask(task("t", "2026-11-10", { frequency }), { now, today }).dueDate).toBe(dueDate);
  });

  test("undo returns the task to not completed and clears completedAt", () => {
    const done = completeTask(task("t", "2026-11-10"), { now, today, nextDueDate: "2026-11-20" });
    expect(uncompleteTask(done, today)).toMatchObject({ isCompleted: false, completedAt: null, isOverdue: true, daysUntilDue: -2 });
  });

  test("snooze by 3 days sets snoozeUntil to now + 3 days", () => {
    expect(snoozeTask(task("t", "2026-11-22"), now, 3).snoozeUntil).toBe("2026-11-25T15:30:00.000Z");
  });

  test("a task not in the local list fails with 'Task not found' and changes nothing", () => {
    const tasks = [task("a", "2026-11-22")];
    expect(() => updateTaskInList(tasks, "missing", (t) => t)).toThrow("Task not found");
    expect(() => updateTaskInList(tasks, "missing", (t) => t)).toThrow(TaskNotFoundError);
    const updated = updateTaskInList(tasks, "a", (t) => ({ ...t, notes: "checked" }));
    expect(updated[0]?.notes).toBe("checked");
    expect(tasks[0]?.notes).toBe("");
  });
});

describe("days until due and the server's dashboard order (docs/product.md §4.10: daysUntilDue ascending)", () => {
  test.each([
    ["2026-11-22", "2026-11-22", 0],
    ["2026-11-25", "2026-11-22", 3],
    ["2026-11-20", "2026-11-22", -2],
    ["2027-01-01", "2026-12-31", 1],
    ["2028-03-01", "2028-02-28", 2],
    ["2026-03-09", "2026-03-07", 2],
  ])("due %s, today %s → %d", (dueDate, today, days) => {
    expect(daysUntilDue(dueDate, today)).toBe(days);
  });

  test("sorts by daysUntilDue ascending", () => {
    const tasks = [
      { id: "c", dueDate: "2026-12-01", daysUntilDue: 9 },
      { id: "a", dueDate: "2026-11-20", daysUntilDue: -2 },
      { id: "b", dueDate: "2026-11-22", daysUntilDue: 0 },
      { id: "a2", dueDate: "2026-11-22", daysUntilDue: 0 },
    ];
    expect(sortByDaysUntilDue(tasks).map((t) => t.id)).toEqual(["a", "a2", "b", "c"]);
  });
});
