import { describe, expect, test } from "vitest";
import { CATALOG_TASKS } from "../catalog/tasks.ts";
import { WHOLE_HOME_TASK_IDS } from "../catalog/home-wide.ts";
import { taskPlaceName, WHOLE_HOME_PLACE } from "./task-place.ts";

describe("what a task is for, under its name", () => {
  test("a task every home gets is the whole home's, whichever appliance holds it", () => {
    expect(taskPlaceName({ masterTaskSlug: "find-water-shut-off-valve", applianceName: "Furnace", applianceId: "furnace" })).toBe("Whole home");
    expect(taskPlaceName({ masterTaskSlug: "test-radon", applianceName: "Water Heater (Tank)", applianceId: "water-heater-tank" })).toBe("Whole home");
  });

  test("an appliance's own task, or one the home's heating shares, names the appliance", () => {
    expect(taskPlaceName({ masterTaskSlug: "hvac-replace-filter", applianceName: "Upstairs furnace", applianceId: "furnace" })).toBe("Upstairs furnace");
    expect(taskPlaceName({ masterTaskSlug: null, applianceName: "Garage fridge", applianceId: "refrigerator" })).toBe("Garage fridge");
  });

  test("a task without an appliance name falls back to its appliance id", () => {
    expect(taskPlaceName({ applianceName: "  ", applianceId: "refrigerator" })).toBe("refrigerator");
    expect(taskPlaceName({ applianceId: "refrigerator" })).toBe("refrigerator");
  });

  test("the whole-home tasks are exactly the catalogue's whole_home entries, which the catalogue names as the label says", () => {
    const wholeHome = CATALOG_TASKS.filter((entry) => entry.applianceIds.includes("whole_home"));
    expect(new Set(wholeHome.map((entry) => entry.id))).toEqual(WHOLE_HOME_TASK_IDS);
    for (const entry of wholeHome) expect(entry.appliance).toBe(WHOLE_HOME_PLACE);
  });
});
