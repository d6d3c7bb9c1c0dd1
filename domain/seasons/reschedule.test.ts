import { describe, expect, test } from "vitest";
import { rescheduleForClimate, type OpenOccurrence } from "./reschedule.ts";

const TODAY = "2026-12-07";
const MIAMI = { hemisphere: "northern", climate: "hot-humid" } as const;
const SYDNEY = { hemisphere: "southern", climate: "marine" } as const;

const open = (catalogTaskId: string, dueDate: string, followsCompletion = false, frequency = "annually"): OpenOccurrence => ({
  id: `${catalogTaskId}@${dueDate}`,
  catalogTaskId,
  frequency,
  dueDate,
  followsCompletion,
});

describe("changing where the home is (docs/product.md §5.7)", () => {
  test("a never-done seasonal task goes to its new season's first month after the lead time", () => {
    expect(rescheduleForClimate([open("ac-schedule-service", "2027-04-01")], SYDNEY, TODAY).moved).toEqual([{ id: "ac-schedule-service@2027-04-01", dueDate: "2027-11-01" }]);
  });

  test("one after a completion keeps its place in the year: the new season's month nearest its due date", () => {
    expect(rescheduleForClimate([open("ac-schedule-service", "2027-04-01", true)], MIAMI, TODAY).moved).toEqual([{ id: "ac-schedule-service@2027-04-01", dueDate: "2027-03-01" }]);
  });

  test("the open tasks of a season the home no longer has go", () => {
    expect(rescheduleForClimate([open("winterize-outdoor-faucets", "2027-10-01")], MIAMI, TODAY).removed).toEqual(["winterize-outdoor-faucets@2027-10-01"]);
  });

  test("tasks that are not seasonal, overdue ones and ones already in their season stay as they are", () => {
    const unchanged = [open("hvac-replace-filter", "2027-01-01", false, "quarterly"), open("furnace-schedule-service", "2026-11-01"), open("ac-schedule-service", "2027-03-01")];
    expect(rescheduleForClimate(unchanged, MIAMI, TODAY)).toEqual({ moved: [], removed: [] });
  });
});
