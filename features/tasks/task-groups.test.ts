import { describe, expect, test } from "vitest";
import { FIXTURE_NOW, FIXTURE_TODAY, homeTasks, taskFromCatalog } from "../../mock-api/fixtures/tasks.ts";
import { groupTasks, quickWinsOf, startHereOf, toDashboardTask, weekFigures, type Clock } from "./task-groups.ts";

const clock: Clock = { today: FIXTURE_TODAY, now: FIXTURE_NOW, timeZone: "UTC" };

describe("groupTasks", () => {
  test("files tasks under Overdue, Due this week, Coming up and Later, each in docs/product.md §4 order", () => {
    const groups = groupTasks(homeTasks(), clock);
    expect(groups.map((group) => [group.id, group.tasks.map((task) => task.masterTaskSlug)])).toEqual([
      ["overdue", ["test-smoke-co-detectors", "disposal-clean"]],
      ["this-week", ["hvac-replace-filter", "check-water-softener-salt", "washer-check-hoses"]],
      ["coming-up", ["dryer-clean-vent-outside", "refrigerator-clean-coils"]],
      ["later", ["furnace-schedule-service", "water-heater-check-anode"]],
    ]);
  });

  test("orders by priority before date inside a group", () => {
    const low = taskFromCatalog({ catalogTaskId: "disposal-clean", due: 1, applianceName: "a", priority: "low" });
    const high = taskFromCatalog({ catalogTaskId: "hvac-replace-filter", due: 5, applianceName: "b", priority: "high" });
    const medium = taskFromCatalog({ catalogTaskId: "washer-check-hoses", due: 2, applianceName: "c", priority: "medium" });
    expect(groupTasks([low, high, medium], clock)[0]!.tasks.map((task) => task.priority)).toEqual(["high", "medium", "low"]);
  });

  test("a running snooze moves a task to the day it ends; an ended one does not", () => {
    const overdue = homeTasks()[0]!;
    expect(toDashboardTask({ ...overdue, snoozeUntil: "2026-03-09T10:00:00.000Z" }, clock)).toMatchObject({ group: "coming-up", snoozedUntil: "2026-03-09", daysAway: 7 });
    expect(toDashboardTask({ ...overdue, snoozeUntil: "2026-03-01T10:00:00.000Z" }, clock)).toMatchObject({ group: "overdue", snoozedUntil: null });
  });

  test("a snooze that ends before the due date leaves the task at its due date, not snoozed", () => {
    const later = taskFromCatalog({ catalogTaskId: "furnace-schedule-service", due: 30, applianceName: "Furnace" });
    const snoozedAWeek = { ...later, snoozeUntil: "2026-03-09T10:00:00.000Z" };
    expect(toDashboardTask(snoozedAWeek, clock)).toMatchObject({ group: "coming-up", snoozedUntil: null, effectiveDate: later.dueDate, daysAway: 30 });
    const snoozedToTheDueDay = { ...later, snoozeUntil: `${later.dueDate}T10:00:00.000Z` };
    expect(toDashboardTask(snoozedToTheDueDay, clock)).toMatchObject({ snoozedUntil: null, daysAway: 30 });
  });

  test("leaves completed tasks out", () => {
    expect(groupTasks(homeTasks().map((task) => ({ ...task, isCompleted: true })), clock)).toEqual([]);
  });
});

describe("weekFigures and quick wins", () => {
  test("counts this week and overdue, sums their minutes and what doing them yourself saves", () => {
    const figures = weekFigures(groupTasks(homeTasks(), clock));
    // smoke 10 + disposal 15 + filter 10 + salt 5 + hoses 15 minutes; savings 50 + 80 + 65 + 40 + 100.
    expect(figures).toEqual({ dueThisWeek: 3, overdue: 2, minutes: 55, savings: 335 });
  });

  test("a Professional task saves nothing", () => {
    const service = taskFromCatalog({ catalogTaskId: "furnace-schedule-service", due: 0, applianceName: "f" });
    expect(weekFigures(groupTasks([service], clock)).savings).toBe(0);
  });

  test("quick wins are 5 minutes or less, or a day-one task due today, and due within two weeks", () => {
    const far = taskFromCatalog({ catalogTaskId: "test-gfci-outlets", due: 20, applianceName: "g", timeEstimate: 5, id: "far" });
    expect(quickWinsOf(groupTasks([...homeTasks(), far], clock), clock.today).map((task) => task.masterTaskSlug)).toEqual([
      "test-smoke-co-detectors",
      "check-water-softener-salt",
    ]);
  });

  test("Start here holds up to three day-one tasks due today, and the strip leaves them out", () => {
    const dayOne = ["find-water-shut-off-valve", "photograph-rating-plates", "refrigerator-check-temperatures", "test-gfci-outlets"].map((catalogTaskId) =>
      taskFromCatalog({ catalogTaskId, due: 0, applianceName: "Home", id: catalogTaskId }),
    );
    const groups = groupTasks([...dayOne, ...homeTasks()], clock);
    const startHere = startHereOf(groups, clock.today);
    expect(startHere).toHaveLength(3);
    expect(startHere.every((task) => task.daysAway <= 0)).toBe(true);
    const strip = quickWinsOf(groups, clock.today, { shownElsewhere: startHere });
    expect(strip.some((task) => startHere.includes(task))).toBe(false);
    expect(strip.length).toBeGreaterThan(0);
  });
});
