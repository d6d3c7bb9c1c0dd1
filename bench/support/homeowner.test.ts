import { describe, expect, test } from "vitest";
import { taskIdsForAppliance } from "../../domain/catalog/tasks.ts";
import { appliancesForTaskCount } from "./homeowner.ts";

describe("appliancesForTaskCount", () => {
  test.each([1, 12, 30])("chooses appliances whose catalogue tasks add up to exactly %i", (tasks) => {
    const chosen = appliancesForTaskCount(tasks);
    expect(new Set(chosen).size).toBe(chosen.length);
    expect(chosen.reduce((sum, id) => sum + taskIdsForAppliance(id).length, 0)).toBe(tasks);
  });

  test("says so when the catalogue cannot give that many", () => {
    expect(() => appliancesForTaskCount(100_000)).toThrow(/No set of appliances gives exactly 100000 tasks/);
  });
});
