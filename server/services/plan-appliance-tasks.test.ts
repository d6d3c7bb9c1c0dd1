// The domain's planner with the server's fixture catalogue: the first due dates the server gives a new appliance.
import { describe, expect, test } from "vitest";
import { fixtureTasks } from "../../test-support/server/fixture-catalog.ts";
import { installDateFromYearsOld, nextOccurrenceDueDate, planApplianceTasks, priorityOf } from "@domain/scheduling/plan-appliance-tasks.ts";

const TODAY = "2026-11-22";
const filter = fixtureTasks.find((task) => task.id === "hvac-replace-filter")!;
const drains = fixtureTasks.find((task) => task.id === "clean-drains-proactive")!;

describe("planApplianceTasks", () => {
  test("is deterministic for a given today", () => {
    expect(planApplianceTasks(fixtureTasks, null, TODAY)).toEqual(planApplianceTasks(fixtureTasks, null, TODAY));
  });

  test.each([
    ["no install date: as soon as the lead time allows", null, "2026-12-06"],
    ["installed a month ago: an interval after installation", "2026-10-22", "2027-01-22"],
    ["installed a quarter ago to the day: due now, so the lead time decides", "2026-08-22", "2026-12-06"],
    ["ten years old: long overdue, brought forward to the earliest date", installDateFromYearsOld(10, TODAY), "2026-12-06"],
  ])("age brings a task forward — %s", (_case, installDate, expected) => {
    expect(planApplianceTasks([drains], installDate, TODAY)[0]?.dueDate).toBe(expected);
  });

  test("carries the catalogue's name, frequency, time and difficulty", () => {
    expect(planApplianceTasks([filter], null, TODAY)[0]).toEqual({
      catalogTaskId: "hvac-replace-filter",
      name: filter.name,
      frequency: "monthly",
      timeEstimate: 5,
      difficulty: "Easy",
      priority: "medium",
      dueDate: "2026-11-29",
    });
  });
});

describe("priorityOf", () => {
  test.each([
    ["Safety Systems", "high"],
    ["Security Systems", "high"],
    ["Plumbing Systems", "medium"],
    ["Outdoor Systems", "low"],
    ["Documentation/Administrative", "low"],
  ] as const)("%s → %s", (category, priority) => {
    expect(priorityOf({ category })).toBe(priority);
  });
});

test("installDateFromYearsOld counts 365.25-day years back from today", () => {
  expect(installDateFromYearsOld(1, TODAY)).toBe("2025-11-22");
  expect(installDateFromYearsOld(4, TODAY)).toBe("2022-11-22");
  expect(installDateFromYearsOld(0, TODAY)).toBe(TODAY);
});

test("the next occurrence after a monthly task done today is a month out", () => {
  expect(nextOccurrenceDueDate({ catalogTaskId: "hvac-replace-filter", frequency: "monthly" }, TODAY, TODAY)).toBe("2026-12-22");
});
