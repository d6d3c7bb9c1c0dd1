import { describe, expect, test } from "vitest";
import { APPLIANCE_IDS, type ApplianceId } from "../appliances/identifiers.ts";
import { SUGGESTED_APPLIANCES } from "../appliances/suggestions.ts";
import { catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "../catalog/index.ts";
import { DAY_ONE_TASK_IDS } from "../catalog/day-one.ts";
import { HOME_TYPES } from "../entities/home.ts";
import { compareCalendarDates, type CalendarDate } from "../dates/calendar-date.ts";
import { nextOccurrenceDueDate, planApplianceTasks, type PlannedTask } from "../scheduling/plan-appliance-tasks.ts";
import { canBeDoneToday, isQuickWinWithin, START_HERE_LIMIT, startHereTasks, type TodayCandidate } from "./start-here.ts";

const TODAY: CalendarDate = "2026-12-07";

/** A home's first schedule as onboarding makes it: each appliance in turn, a home-wide task once. */
function planHome(appliances: readonly ApplianceId[], today: CalendarDate): PlannedTask[] {
  const held = new Set<string>();
  const planned: PlannedTask[] = [];
  for (const appliance of appliances) {
    const ids = taskIdsForAppliance(appliance).filter((id) => !held.has(id));
    for (const id of ids.filter(isHomeWideTask)) held.add(id);
    planned.push(...planApplianceTasks(ids.map((id) => catalogTaskById(id)!), null, today));
  }
  return planned;
}

const asCandidate = (task: PlannedTask): TodayCandidate => task;

describe("Start here, right after onboarding (docs/product.md §4.12 'Day one')", () => {
  test.each(HOME_TYPES.map((homeType) => [homeType, SUGGESTED_APPLIANCES[homeType]] as const))(
    "a new %s with its suggested appliances has something to do today",
    (_homeType, appliances) => {
      const picks = startHereTasks(planHome(appliances, TODAY), TODAY, asCandidate);
      expect(picks.length).toBeGreaterThanOrEqual(1);
      expect(picks.length).toBeLessThanOrEqual(START_HERE_LIMIT);
      for (const pick of picks) {
        expect(pick.dueDate).toBe(TODAY);
        expect(pick.timeEstimate).toBeLessThanOrEqual(15);
      }
    },
  );

  test.each(APPLIANCE_IDS.map((appliance) => [appliance]))("a new home with only a %s has something to do today", (appliance) => {
    expect(startHereTasks(planHome([appliance], TODAY), TODAY, asCandidate).length).toBeGreaterThanOrEqual(1);
  });

  test("only the day-one tasks are due today: the rest keep their lead time", () => {
    const planned = planHome(SUGGESTED_APPLIANCES.house, TODAY);
    const dueToday = planned.filter((task) => task.dueDate === TODAY).map((task) => task.catalogTaskId);
    expect(dueToday.length).toBeGreaterThan(0);
    expect(dueToday.every((id) => DAY_ONE_TASK_IDS.has(id))).toBe(true);
    expect(planned.length).toBeGreaterThan(dueToday.length);
  });

  test("a home-wide day-one task is planned once, however many appliances list it", () => {
    const planned = planHome(SUGGESTED_APPLIANCES.house, TODAY);
    expect(planned.filter((task) => task.catalogTaskId === "find-water-shut-off-valve")).toHaveLength(1);
  });

  test("every day-one task is in the catalogue, Easy and 15 minutes or less", () => {
    for (const id of DAY_ONE_TASK_IDS) {
      const task = catalogTaskById(id);
      expect(task, id).toBeDefined();
      expect(task!.difficulty).toBe("Easy");
      expect(task!.estimatedTime).toBeLessThanOrEqual(15);
    }
  });

  test("done today, a day-one task's next occurrence is a frequency away, no longer today", () => {
    for (const id of DAY_ONE_TASK_IDS) {
      const task = catalogTaskById(id)!;
      const next = nextOccurrenceDueDate({ catalogTaskId: id, frequency: task.frequency }, TODAY, TODAY);
      expect(compareCalendarDates(next, TODAY), id).toBeGreaterThan(0);
      expect(canBeDoneToday({ catalogTaskId: id, timeEstimate: task.estimatedTime, dueDate: next, name: task.name }, TODAY)).toBe(false);
    }
  });

  test("picks the most important first, then the shortest, and never more than three", () => {
    const task = (catalogTaskId: string, timeEstimate: number, priority: "high" | "medium" | "low"): TodayCandidate => ({ catalogTaskId, timeEstimate, priority, dueDate: TODAY, name: catalogTaskId });
    const picks = startHereTasks(
      [
        task("photograph-rating-plates", 15, "low"),
        task("refrigerator-check-temperatures", 5, "medium"),
        task("find-water-shut-off-valve", 10, "medium"),
        task("test-smoke-co-detectors", 10, "high"),
        task("hvac-replace-filter", 10, "high"),
      ],
      TODAY,
      (candidate) => candidate,
    );
    expect(picks.map((pick) => pick.catalogTaskId)).toEqual(["test-smoke-co-detectors", "refrigerator-check-temperatures", "find-water-shut-off-valve"]);
  });

  test("a custom task or one due later is not for today", () => {
    expect(canBeDoneToday({ catalogTaskId: null, timeEstimate: 5, dueDate: TODAY, name: "Water the plants" }, TODAY)).toBe(false);
    expect(canBeDoneToday({ catalogTaskId: "test-gfci-outlets", timeEstimate: 15, dueDate: "2026-12-08", name: "Test GFCI" }, TODAY)).toBe(false);
  });

  test("the quick-wins strip holds the tasks for today beside the 5-minute ones, within two weeks", () => {
    expect(isQuickWinWithin({ catalogTaskId: "find-water-shut-off-valve", timeEstimate: 10, dueDate: TODAY, name: "Find" }, TODAY, 0)).toBe(true);
    expect(isQuickWinWithin({ catalogTaskId: "hvac-replace-filter", timeEstimate: 10, dueDate: TODAY, name: "Filter" }, TODAY, 0)).toBe(false);
    expect(isQuickWinWithin({ catalogTaskId: "flush-low-use-toilets", timeEstimate: 5, dueDate: "2026-12-20", name: "Flush" }, TODAY, 13)).toBe(true);
    expect(isQuickWinWithin({ catalogTaskId: "flush-low-use-toilets", timeEstimate: 5, dueDate: "2026-12-21", name: "Flush" }, TODAY, 14)).toBe(false);
  });
});
