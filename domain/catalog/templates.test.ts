import { describe, expect, test } from "vitest";
import { taskPrioritySchema } from "../entities/task.ts";
import { isRecognisedFrequency } from "../scheduling/frequency.ts";
import { TIME_DIFFICULTIES } from "../tasks/task-rules.ts";
import { catalogTaskById, taskIdsForAppliance } from "./tasks.ts";
import {
  maintenanceTemplates,
  maintenanceTemplatesForAppliance,
  TEMPLATE_APPLIANCE_IDS,
  TEMPLATE_APPLIANCE_TYPES,
  templateTypeForAppliance,
} from "./templates.ts";

describe.each(TEMPLATE_APPLIANCE_TYPES)("the %s templates", (type) => {
  test("exist, each once", () => {
    const ids = maintenanceTemplates(type).map((template) => template.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("each stands for a catalogue entry of an appliance the type covers", () => {
    const coveredTaskIds = new Set(TEMPLATE_APPLIANCE_IDS[type].flatMap((appliance) => taskIdsForAppliance(appliance)));
    for (const template of maintenanceTemplates(type)) expect(coveredTaskIds.has(template.id), template.id).toBe(true);
  });

  test("take name, frequency and time from their entry, and difficulty from the time (docs/product.md §9.2)", () => {
    for (const template of maintenanceTemplates(type)) {
      const entry = catalogTaskById(template.id);
      expect(template).toMatchObject({ applianceType: type, name: entry?.name, frequency: entry?.frequency, timeEstimate: entry?.estimatedTime });
      expect(isRecognisedFrequency(template.frequency)).toBe(true);
      const expected = template.timeEstimate <= 15 ? "easy" : template.timeEstimate <= 45 ? "medium" : "hard";
      expect(template.difficulty, template.id).toBe(expected);
      expect(TIME_DIFFICULTIES).toContain(template.difficulty);
      expect(taskPrioritySchema.safeParse(template.priority).success).toBe(true);
    }
  });
});

describe("templateTypeForAppliance", () => {
  test.each([
    ["hvac", "hvac"],
    ["furnace", "hvac"],
    ["central-ac", "hvac"],
    ["windowAC", "hvac"],
    ["heat-pump", "hvac"],
    ["refrigerator", "refrigerator"],
    ["water-heater", "water-heater"],
    ["waterHeaterTank", "water-heater"],
    ["washer", "washer"],
    ["washing-machine", "washer"],
    ["dryer", "dryer"],
    [" dryer ", "dryer"],
  ] as const)("%s → %s", (appliance, type) => {
    expect(templateTypeForAppliance(appliance)).toBe(type);
  });

  test.each(["sump-pump", "water-heater-tankless", "toaster", ""])("%s has no templates", (appliance) => {
    expect(templateTypeForAppliance(appliance)).toBeUndefined();
    expect(maintenanceTemplatesForAppliance(appliance)).toEqual([]);
  });

  test("an appliance gets its type's templates for the tasks the catalogue gives it", () => {
    expect(maintenanceTemplatesForAppliance("washing-machine")).toEqual(maintenanceTemplates("washer"));
    expect(maintenanceTemplatesForAppliance("hvac")).toEqual(maintenanceTemplates("hvac"));
  });
});

describe("known templates", () => {
  test("the dryer's vent cleaning is a high-priority template", () => {
    expect(maintenanceTemplates("dryer").find((template) => template.id === "dryer-clean-vent-inside")?.priority).toBe("high");
  });

  test("the HVAC filter template is the catalogue's monthly filter check, easy at its time", () => {
    const filter = maintenanceTemplates("hvac").find((template) => template.id === "hvac-replace-filter");
    expect(filter).toMatchObject({ name: catalogTaskById("hvac-replace-filter")?.name, frequency: "monthly", difficulty: "easy", priority: "high" });
  });
});

describe("each home gets the services of the systems it has", () => {
  const ids = (appliance: string) => maintenanceTemplatesForAppliance(appliance).map((template) => template.id);

  test("a heat pump is never given a furnace service", () => {
    expect(ids("heat-pump")).toEqual(["hvac-replace-filter", "ac-schedule-service"]);
  });

  test("a central AC gets the AC service alone, also by its legacy ids", () => {
    for (const stored of ["central-ac", "centralAC", "ac"]) expect(ids(stored), stored).toEqual(["hvac-replace-filter", "ac-schedule-service"]);
  });

  test("a furnace gets the furnace service and not the AC's", () => {
    expect(ids("furnace")).toEqual(["hvac-replace-filter", "furnace-schedule-service"]);
  });

  test("a home with a furnace and a heat pump gets both services, once each", () => {
    const home = [...ids("furnace"), ...ids("heat-pump")];
    expect(home.filter((id) => id === "furnace-schedule-service")).toHaveLength(1);
    expect(home.filter((id) => id === "ac-schedule-service")).toHaveLength(1);
  });
});
