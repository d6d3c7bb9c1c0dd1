import { describe, expect, test } from "vitest";
import { APPLIANCE_IDS } from "../appliances/identifiers.ts";
import { catalogTaskSchema } from "../contract/catalog.ts";
import { isRecognisedFrequency } from "../scheduling/frequency.ts";
import { deriveSavingsMessage } from "../tasks/savings-message.ts";
import { APPLIANCE_KEYS, isApplianceKey } from "./appliance-keys.ts";
import { GUIDE_COLOURS, NOT_APPLICABLE } from "./define-entry.ts";
import { CATALOG_TASKS, catalogTaskById, taskIdsForAppliance } from "./tasks.ts";

const guideColours: readonly string[] = Object.values(GUIDE_COLOURS);

describe.each(CATALOG_TASKS.map((task) => [task.id, task] as const))("catalogue entry %s", (_id, task) => {
  test("matches the catalogue entry schema", () => {
    expect(catalogTaskSchema.safeParse(task).error).toBeUndefined();
  });

  test("savingsMessage is its description cut by the domain rule", () => {
    expect(task.savingsMessage).toBe(deriveSavingsMessage(task.description));
  });

  test("frequency parses and every applianceIds key is known", () => {
    expect(isRecognisedFrequency(task.frequency)).toBe(true);
    for (const key of task.applianceIds) expect(isApplianceKey(key), key).toBe(true);
  });

  test("estimatedTime is within 20% of the sum of its step times", () => {
    const sum = task.steps.reduce((total, step) => total + step.estimatedTime, 0);
    expect(Math.abs(task.estimatedTime - sum)).toBeLessThanOrEqual(task.estimatedTime * 0.2);
  });

  test("steps run preparation, main, completion, with ids from the task id", () => {
    const order = { preparation: 0, main: 1, completion: 2 } as const;
    const ranks = task.steps.map((step) => order[step.type]);
    expect(ranks).toEqual([...ranks].sort());
    expect(task.steps.filter((step) => step.type === "main").length).toBeGreaterThan(0);
    expect(task.steps.filter((step) => step.type !== "main").every((step, index, list) => list.findIndex((other) => other.type === step.type) === index)).toBe(true);
    for (const step of task.steps) {
      expect(step.id.startsWith(`${task.id}-`)).toBe(true);
      expect(step.substeps.length).toBeLessThanOrEqual(5);
      expect(step.media.primaryImage).toBe(0);
      for (const image of step.media.images) expect(image.filename).toMatch(/\.webp$/);
      for (const overlay of step.media.overlays ?? []) expect(guideColours).toContain(overlay.color);
    }
  });

  test("a Professional task lists the not-applicable placeholder yet costs something to do yourself", () => {
    if (task.difficulty !== "Professional") {
      expect(task.requiredTools).not.toContain(NOT_APPLICABLE);
      return;
    }
    expect(task.requiredTools).toEqual([NOT_APPLICABLE]);
    expect(task.safetyWarnings).toEqual([NOT_APPLICABLE]);
    expect(task.diyCost).toBeGreaterThan(0);
  });
});

describe("the catalogue as a whole", () => {
  test("ids are unique", () => {
    const ids = CATALOG_TASKS.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("every key maps to identifiers of the appliance catalogue", () => {
    for (const ids of Object.values(APPLIANCE_KEYS)) for (const id of ids) expect(APPLIANCE_IDS).toContain(id);
  });

  test("an appliance gets the tasks whose keys map to it", () => {
    expect(taskIdsForAppliance("furnace")).toContain("hvac-replace-filter");
    expect(taskIdsForAppliance("heat-pump")).toContain("hvac-replace-filter");
    expect(taskIdsForAppliance("dryer")).toEqual(["dryer-clean-vent-inside"]);
    expect(catalogTaskById("refrigerator-clean-coils")?.category).toBe("Kitchen Appliances");
    expect(catalogTaskById("no-such-task")).toBeUndefined();
  });
});
