import { describe, expect, test } from "vitest";
import { catalogTaskById, taskIdsForAppliance } from "../catalog/index.ts";
import type { CatalogTask } from "../contract/catalog.ts";
import { installDateFromYearsOld, nextOccurrenceDueDate, planApplianceTasks, priorityOf } from "./plan-appliance-tasks.ts";
import { clientNextDueDate } from "./next-due.ts";
import { latestCycleStart } from "./server-schedule.ts";

const TODAY = "2026-11-22";
const entry = (id: string): CatalogTask => {
  const found = catalogTaskById(id);
  if (!found) throw new Error(`No catalogue entry ${id}`);
  return found;
};

describe("planning an appliance's first tasks from the catalogue (docs/product.md §4.12)", () => {
  test("every catalogue task of the appliance is planned once, with the catalogue's name, frequency, time and difficulty", () => {
    const tasks = taskIdsForAppliance("water-heater-tank").map(entry);
    const planned = planApplianceTasks(tasks, null, TODAY);
    expect(planned.map((task) => task.catalogTaskId)).toEqual(tasks.map((task) => task.id));
    for (const [index, task] of planned.entries()) {
      const source = tasks[index]!;
      expect(task).toMatchObject({ name: source.name, frequency: source.frequency, timeEstimate: source.estimatedTime, difficulty: source.difficulty });
    }
  });

  test.each([
    // [case, install date, due date of the quarterly sump pump test]
    ["never installed: the minimum lead time of up to 3 months (14 days)", null, "2026-12-06"],
    ["installed two weeks ago: a quarter after installation", "2026-11-08", "2027-02-08"],
    ["four years old: overdue, so brought forward to the lead time", installDateFromYearsOld(4, TODAY), "2026-12-06"],
  ])("%s", (_case, installDate, expected) => {
    expect(planApplianceTasks([entry("test-sump-pump")], installDate, TODAY)[0]?.dueDate).toBe(expected);
  });

  test("seasonal tasks snap to their month and costly ones keep their minimum interval (docs/product.md §5.6, §5.7)", () => {
    const [service] = planApplianceTasks([entry("furnace-schedule-service")], null, TODAY);
    expect(service?.dueDate.endsWith("-09-01")).toBe(true);
    const [anode] = planApplianceTasks([entry("water-heater-check-anode")], "2026-01-10", TODAY);
    // 24 months after the install date at the least, whatever the catalogue's frequency says.
    expect(anode && anode.dueDate >= "2028-01-10").toBe(true);
  });

  test.each([
    ["Safety Systems", "high"],
    ["Security Systems", "high"],
    ["Interior Systems", "low"],
    ["Climate Control Systems", "medium"],
  ] as const)("a task of the category %s has priority %s", (category, priority) => {
    expect(priorityOf({ category })).toBe(priority);
  });

  test("an age counts years of 365.25 days back from today (docs/product.md §9.6)", () => {
    expect(installDateFromYearsOld(4, TODAY)).toBe("2022-11-22");
    expect(installDateFromYearsOld(0.5, TODAY)).toBe("2026-05-23");
  });

  test("the next occurrence is scheduled from the completion day by the server's rules", () => {
    expect(nextOccurrenceDueDate({ catalogTaskId: "hvac-replace-filter", frequency: "quarterly" }, TODAY, TODAY)).toBe("2027-02-22");
  });

  test("a task done earlier is next due an interval after the day it was done (docs/product.md §4.5)", () => {
    expect(nextOccurrenceDueDate({ catalogTaskId: "water-heater-flush", frequency: "annually" }, "2026-11-19", TODAY)).toBe("2027-11-19");
    expect(nextOccurrenceDueDate({ catalogTaskId: "hvac-replace-filter", frequency: "quarterly" }, "2026-11-19", TODAY)).toBe("2027-02-19");
  });

  test("a task done three cycles ago is next due in the future, by whole intervals from the day it was done", () => {
    const monthly = { catalogTaskId: "hvac-replace-filter", frequency: "monthly" };
    // The bug a peer shipped: the next date counted from the missed due date lands in the past.
    expect(clientNextDueDate("2026-08-10", "monthly") < TODAY).toBe(true);
    expect(nextOccurrenceDueDate(monthly, "2026-08-10", TODAY)).toBe("2026-12-10");
    expect(nextOccurrenceDueDate(monthly, TODAY, TODAY)).toBe("2026-12-22");
    // A 31st keeps its day where the month has one: counted from the done date, not interval upon interval.
    expect(nextOccurrenceDueDate({ catalogTaskId: "hvac-replace-filter", frequency: "quarterly" }, "2026-01-31", TODAY)).toBe("2027-01-31");
    for (const doneOn of ["2020-02-29", "2025-11-22", "2026-10-22", "2026-11-21"]) {
      expect(nextOccurrenceDueDate(monthly, doneOn, TODAY) > TODAY, doneOn).toBe(true);
    }
  });

  test("the last cycle on or before today is the done date moved on by whole intervals", () => {
    expect(latestCycleStart("2026-08-10", { unit: "months", months: 1 }, TODAY)).toBe("2026-11-10");
    expect(latestCycleStart("2026-11-22", { unit: "months", months: 1 }, TODAY)).toBe("2026-11-22");
    expect(latestCycleStart("2026-10-01", { unit: "days", days: 7 }, TODAY)).toBe("2026-11-19");
  });
});

describe("each home is scheduled the services of the systems it has", () => {
  const scheduledFor = (...appliances: Parameters<typeof taskIdsForAppliance>[0][]) =>
    appliances.flatMap((appliance) => planApplianceTasks(taskIdsForAppliance(appliance).map(entry), null, TODAY)).map((task) => task.catalogTaskId);

  test("a heat-pump-only home is never scheduled a furnace service", () => {
    expect(scheduledFor("heat-pump")).toContain("ac-schedule-service");
    expect(scheduledFor("heat-pump")).not.toContain("furnace-schedule-service");
  });

  test("an AC-only home gets the AC's service alone", () => {
    expect(scheduledFor("central-ac").filter((id) => id.endsWith("-schedule-service"))).toEqual(["ac-schedule-service"]);
  });

  test("a furnace home gets the furnace's service and not the AC's", () => {
    expect(scheduledFor("furnace").filter((id) => id.endsWith("-schedule-service"))).toEqual(["furnace-schedule-service"]);
  });
});
