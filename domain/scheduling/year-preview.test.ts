import { describe, expect, test } from "vitest";
import { APPLIANCE_IDS } from "../appliances/identifiers.ts";
import { suggestedAppliancesFor } from "../appliances/suggestions.ts";
import { CATALOG_TASKS, taskIdsForAppliance } from "../catalog/tasks.ts";
import { catalogTaskAppliesTo, occurrencesPerYear, previewMaintenanceYear, taskCountForAppliance, type PreviewCatalogTask } from "./year-preview.ts";
import { taskFitsClimate } from "./server-schedule.ts";

const task = (id: string, frequency: string, estimatedTime: number, applianceIds: string[] = ["hvac_furnace"]): PreviewCatalogTask => ({
  id,
  frequency,
  estimatedTime,
  applianceIds,
});

describe("occurrencesPerYear", () => {
  test.each([
    ["monthly", 12],
    ["quarterly", 4],
    ["semi-annually", 2],
    ["annually", 1],
    ["every 2 years", 0.5],
    ["every 3 years", 1 / 3],
    ["bi-monthly", 6],
    ["no idea", 1],
  ])("%s comes round %d times a year", (frequency, expected) => {
    expect(occurrencesPerYear({ id: "some-task", frequency })).toBeCloseTo(expected, 6);
  });

  test("weekly comes round about 52 times", () => {
    expect(occurrencesPerYear({ id: "some-task", frequency: "weekly" })).toBeCloseTo(52.18, 2);
  });

  test("a minimum interval lengthens the frequency (duct cleaning at most every 36 months)", () => {
    expect(occurrencesPerYear({ id: "hvac-clean-ductwork", frequency: "annually" })).toBeCloseTo(1 / 3, 6);
  });
});

describe("previewMaintenanceYear", () => {
  const catalog = [
    task("hvac-replace-filter", "monthly", 10),
    task("furnace-schedule-service", "annually", 60),
    task("test-smoke-co-detectors", "monthly", 5, ["smoke_co_detectors"]),
    task("clean-dryer-vent", "annually", 30, ["dryer"]),
  ];

  test.each([
    [["furnace"], { taskCount: 2, tasksPerYear: 13, minutesPerYear: 180 }],
    [["furnace", "smoke-co-detectors"], { taskCount: 3, tasksPerYear: 25, minutesPerYear: 240 }],
    [["furnace", "furnace"], { taskCount: 2, tasksPerYear: 13, minutesPerYear: 180 }],
    [["boiler"], { taskCount: 0, tasksPerYear: 0, minutesPerYear: 0 }],
    [[], { taskCount: 0, tasksPerYear: 0, minutesPerYear: 0 }],
  ] as const)("%j → %j", (appliances, expected) => {
    expect(previewMaintenanceYear(catalog, appliances)).toEqual(expected);
  });

  test("a key that maps to two appliances counts once for each appliance picked", () => {
    const sealing = [task("seal-gaps-cracks", "annually", 30, ["sealing"])];
    expect(previewMaintenanceYear(sealing, ["caulking-weatherstrip", "gaps-cracks-seals"]).taskCount).toBe(2);
  });

  test("a home-wide task counts once however many of the home's appliances list it", () => {
    const filter = [task("hvac-replace-filter", "monthly", 10, ["hvac_furnace", "central_ac", "heat_pump"])];
    expect(previewMaintenanceYear(filter, ["furnace", "central-ac", "heat-pump"])).toEqual({ taskCount: 1, tasksPerYear: 12, minutesPerYear: 120 });
  });

  test("on the built-in catalogue it counts the tasks the server schedules for each appliance", () => {
    for (const appliance of APPLIANCE_IDS) {
      // A home with no location is scheduled no hurricane or wildfire preparation (docs/product.md §5.7).
      const scheduled = taskIdsForAppliance(appliance).filter((id) => taskFitsClimate(id));
      expect(taskCountForAppliance(CATALOG_TASKS, appliance), appliance).toBe(scheduled.length);
      expect(previewMaintenanceYear(CATALOG_TASKS, [appliance]).taskCount, appliance).toBe(scheduled.length);
    }
  });

  test("a home in Miami counts its hurricane preparation and no freeze tasks", () => {
    const miami = { hemisphere: "northern", climate: "hot-humid" } as const;
    expect(taskCountForAppliance(CATALOG_TASKS, "backup-generator", miami)).toBe(taskIdsForAppliance("backup-generator").length);
    expect(taskCountForAppliance(CATALOG_TASKS, "outdoor-faucets", miami)).toBe(taskCountForAppliance(CATALOG_TASKS, "outdoor-faucets") - 2);
  });

  test("a typical house's suggested appliances on the built-in catalogue", () => {
    const preview = previewMaintenanceYear(CATALOG_TASKS, suggestedAppliancesFor("house"));
    expect(preview).toMatchInlineSnapshot(`
      {
        "minutesPerYear": 1548,
        "taskCount": 30,
        "tasksPerYear": 62,
      }
    `);
  });

  test("catalogTaskAppliesTo ignores keys it does not know", () => {
    expect(catalogTaskAppliesTo({ applianceIds: ["nonsense_key"] }, "furnace")).toBe(false);
  });
});
