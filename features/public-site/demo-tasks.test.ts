import { describe, expect, test } from "vitest";
import {
  demoCompletionPercent,
  demoPriorityLabels,
  demoToggleAnnouncement,
  initialDemoTasks,
  toggleDemoTask,
  type DemoTask,
} from "./demo-tasks.ts";

describe("demo task priority labels", () => {
  test.each([
    ["urgent", "Overdue"],
    ["today", "Today"],
    ["upcoming", "This Week"],
  ] as const)("%s reads %s", (priority, label) => {
    expect(demoPriorityLabels[priority]).toBe(label);
  });
});

describe("demoToggleAnnouncement", () => {
  test.each([
    [true, "Replace HVAC filter completed"],
    [false, "Replace HVAC filter marked incomplete"],
  ])("when completed is %s, says %j", (completed, message) => {
    expect(demoToggleAnnouncement({ title: "Replace HVAC filter", completed })).toBe(message);
  });
});

describe("demoCompletionPercent", () => {
  const withDone = (done: number): DemoTask[] => initialDemoTasks.map((task, index) => ({ ...task, completed: index < done }));
  test.each([
    [0, 0],
    [1, 33],
    [2, 67],
    [3, 100],
  ])("%i of 3 done is %i%%", (done, percent) => {
    expect(demoCompletionPercent(withDone(done))).toBe(percent);
  });
  test("an empty list is 0%", () => {
    expect(demoCompletionPercent([])).toBe(0);
  });
});

describe("toggleDemoTask", () => {
  test("flips only the named task and leaves the list it was given untouched", () => {
    const toggled = toggleDemoTask(initialDemoTasks, "fridge-coils");
    expect(toggled.map((task) => task.completed)).toEqual([false, true, false]);
    expect(initialDemoTasks.every((task) => !task.completed)).toBe(true);
    expect(toggleDemoTask(toggled, "fridge-coils").map((task) => task.completed)).toEqual([false, false, false]);
  });
});
