import { describe, expect, test } from "vitest";
import { APPLIANCE_IDS, type ApplianceId } from "../appliances/identifiers.ts";
import { catalogTaskSchema, type CatalogTask } from "../contract/catalog.ts";
import { frequencyIntervalMonths, isRecognisedFrequency } from "../scheduling/frequency.ts";
import { minimumIntervalMonths } from "../scheduling/server-schedule.ts";
import { deriveSavingsMessage } from "../tasks/savings-message.ts";
import { isQuickWinTime } from "../tasks/task-rules.ts";
import { APPLIANCE_KEYS, isApplianceKey } from "./appliance-keys.ts";
import { GUIDE_COLOURS, NOT_APPLICABLE } from "./define-entry.ts";
import { allTexts, claimTexts, saysTenYearsForCarbonMonoxide, statesAFigure } from "./content-rules.ts";
import { CATALOG_TASKS, catalogTaskById, taskIdsForAppliance } from "./tasks.ts";

const guideColours: readonly string[] = Object.values(GUIDE_COLOURS);

/** An identifier's tasks without those every home gets (the whole_home key), which every identifier lists. */
function ownTaskIds(appliance: ApplianceId): string[] {
  return taskIdsForAppliance(appliance).filter((id) => !catalogTaskById(id)?.applianceIds.includes("whole_home"));
}

/**
 * The pictures the app serves: every file under public/guides/, named as the steps name them
 * ("guides/smoke-alarm.webp"). The glob only lists the files; nothing is loaded.
 */
const servedGuideFiles: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob("/public/guides/*.webp")).map((file) => file.replace(/^\/public\//, "")),
);

/** The frequency texts docs/product.md §10.12 lists for entries. */
const CATALOGUE_FREQUENCIES: readonly string[] = [
  "monthly",
  "bi-monthly",
  "quarterly",
  "semi-annually",
  "bi-annually",
  "annually",
  "every 2 years",
  "every 3 years",
  "every 4 years",
  "every 9 years",
];

/**
 * docs/product.md §10.13, first part, with the ids it leaves unnamed chosen as the window AC's
 * five tasks and the water heater's three, and the two entries seen as guides.
 */
const FIRST_PART_IDS: readonly string[] = [
  "oven-check-door-seal",
  "oven-inspect-burners",
  "oven-check-behind-under",
  "oven-deep-clean-interior",
  "oven-clean-racks",
  "grill-clean-outdoor",
  "disposal-clean",
  "range-hood-clean-filter",
  "refrigerator-clean-coils",
  "dishwasher-deep-clean",
  "hvac-replace-filter",
  "ac-schedule-service",
  "furnace-schedule-service",
  "ac-clean-condensate-drain",
  "hvac-clean-ductwork",
  "thermostat-recalibrate",
  "ceiling-fan-reverse",
  "ac-winterize",
  "window-ac-clean-filter",
  "window-ac-clean-coils",
  "window-ac-straighten-fins",
  "window-ac-clean-fans-drain",
  "window-ac-store",
  "water-heater-test-valve",
  "water-heater-flush",
  "water-heater-check-anode",
  "washer-check-hoses",
  "washer-replace-hoses",
  "dryer-clean-vent-inside",
  "dryer-clean-vent-outside",
  "test-smoke-co-detectors",
  "replace-smoke-batteries",
  "test-fire-extinguishers",
  "run-water-unused-drains",
  "check-under-sink-leaks",
  "clean-drains-proactive",
  "clean-faucet-aerators",
  "turn-on-outdoor-water",
  "winterize-outdoor-faucets",
  "test-sump-pump",
  "check-water-softener-salt",
  "flush-low-use-toilets",
  "inspect-toilets-leaks",
  "test-gfci-outlets",
  "inspect-electrical-panel",
  "test-backup-generator",
  "update-surge-protectors",
  "inspect-electrical-cords",
  "test-garage-door-reverse",
  "lubricate-garage-door",
  "inspect-foundation-visual",
  "clean-window-wells",
  "termite-inspection",
  "clean-bathroom-exhaust-fans",
  "inspect-caulking-weatherstrip",
  "check-weatherstripping",
  "seal-gaps-cracks",
  "check-window-screens",
];

/** docs/product.md §10.13, later part (check-window-screens is in both lists). */
const LATER_PART_IDS: readonly string[] = [
  "check-window-screens",
  "clean-gutters-spring",
  "clean-gutters-fall",
  "inspect-roof",
  "roof-inspection-professional",
  "check-attic-pests-leaks",
  "power-wash-exterior",
  "reseal-driveway",
  "paint-exterior",
  "clean-exterior-windows",
  "service-lawn-equipment",
  "check-deck-patio",
  "store-outdoor-furniture",
  "drain-sprinkler-system",
  "trim-trees-branches",
  "apply-mulch",
  "rake-remove-leaves",
  "inspect-repair-fences",
  "check-yard-grading",
  "check-clean-chimney",
  "deep-clean-carpets",
  "service-septic-system",
  "pump-septic-tank",
  "update-home-inventory",
  "review-warranties",
  "clean-solar-panels",
  "update-smart-home-devices",
  "backup-security-footage",
  "test-security-alarm",
];

/** docs/product.md §10.12: the first part's ranges, and the later part's times (exterior painting is the longest). */
const FIRST_PART_LIMITS = { diyCost: { min: 0, max: 300 }, proCost: { min: 0, max: 500 }, estimatedTime: { min: 5, max: 180 } } as const;
const LATER_PART_TIME = { min: 10, max: 2880 } as const;

/** docs/product.md §10.12 cost examples, exactly; a cell shown as a dash is left out. */
const COST_EXAMPLES: readonly { readonly id: string; readonly diyCost?: number; readonly proCost?: number }[] = [
  { id: "hvac-clean-ductwork", diyCost: 0, proCost: 100 },
  { id: "ac-schedule-service", diyCost: 100, proCost: 150 },
  { id: "furnace-schedule-service", diyCost: 100, proCost: 150 },
  { id: "inspect-electrical-panel", diyCost: 100, proCost: 200 },
  { id: "paint-exterior", diyCost: 3000, proCost: 8000 },
  { id: "pump-septic-tank", diyCost: 300, proCost: 500 },
  { id: "clean-gutters-spring", diyCost: 0, proCost: 200 },
  { id: "clean-gutters-fall", diyCost: 0, proCost: 200 },
  { id: "oven-deep-clean-interior", proCost: 20 },
  { id: "dishwasher-deep-clean", diyCost: 5 },
];

/** docs/product.md §5.6 "Minimum intervals": the task each rule is written for, in months. */
const MINIMUM_INTERVALS: readonly { readonly id: string; readonly months: number }[] = [
  { id: "hvac-clean-ductwork", months: 36 },
  { id: "water-heater-check-anode", months: 24 },
  { id: "washer-replace-hoses", months: 48 },
];

function requireTask(id: string): CatalogTask {
  const task = catalogTaskById(id);
  if (!task) throw new Error(`No catalogue entry ${id}`);
  return task;
}

describe.each(CATALOG_TASKS.map((task) => [task.id, task] as const))("catalogue entry %s", (_id, task) => {
  test("matches the catalogue entry schema", () => {
    expect(catalogTaskSchema.safeParse(task).error).toBeUndefined();
  });

  test("savingsMessage is its description cut by the domain rule", () => {
    expect(task.savingsMessage).toBe(deriveSavingsMessage(task.description));
  });

  test("frequency is a text of docs/product.md §10.12 and every applianceIds key is known", () => {
    expect(isRecognisedFrequency(task.frequency)).toBe(true);
    expect(CATALOGUE_FREQUENCIES).toContain(task.frequency);
    expect(task.applianceIds.length).toBeGreaterThan(0);
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
    expect(new Set(task.steps.map((step) => step.id)).size).toBe(task.steps.length);
    for (const step of task.steps) {
      expect(step.id.startsWith(`${task.id}-`)).toBe(true);
      expect(step.substeps.length).toBeLessThanOrEqual(5);
      expect(step.media.primaryImage).toBe(0);
      for (const image of step.media.images) expect(image.filename).toMatch(/^guides\/[a-z0-9-]+\.webp$/);
      for (const overlay of step.media.overlays ?? []) expect(guideColours).toContain(overlay.color);
    }
  });

  test("every picture it names is a file under public/", () => {
    const files = task.steps.flatMap((step) => step.media.images.map((image) => image.filename));
    for (const file of files) expect(servedGuideFiles.has(file), file).toBe(true);
  });

  test("a step with overlays has a picture for them to point at", () => {
    for (const step of task.steps) {
      if ((step.media.overlays ?? []).length > 0) expect(step.media.images.length, step.id).toBeGreaterThan(0);
    }
  });

  test("a figure it states in its description or warnings comes with its source", () => {
    const figures = claimTexts(task).filter(statesAFigure);
    if (figures.length > 0) expect(task.sources, `states ${figures.join(" / ")}`).toBeDefined();
  });

  test("no text gives carbon monoxide alarms a smoke alarm's ten years", () => {
    expect(allTexts(task).filter(saysTenYearsForCarbonMonoxide)).toEqual([]);
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

describe("the content rules the entries are held to", () => {
  const cited = requireTask("dryer-clean-vent-inside");

  test("an entry with a statistic and no source breaks the sourcing rule", () => {
    const { sources: _sources, ...unsourced } = cited;
    expect(claimTexts(unsourced).some(statesAFigure)).toBe(true);
    expect(claimTexts({ ...unsourced, description: "Lint in the duct can start a fire." }).some(statesAFigure)).toBe(false);
    expect(statesAFigure("Smell gas? Leave and call 911 from outside; call 811 before digging.")).toBe(false);
    expect(statesAFigure("a faucet dripping once a second wastes more than 3,000 gallons a year")).toBe(true);
    expect(statesAFigure("cuts the flow by thirty percent")).toBe(true);
  });

  test.each([
    "A weak or silent alarm needs a new battery now; an alarm older than ten years needs replacing.",
    "Replace any alarm that is 10 years old.",
    "Replace smoke and CO alarms every 10 years.",
    "Replace smoke alarms and carbon monoxide alarms at 10 years.",
    "Combination alarms last ten years.",
  ])("%s gives CO alarms ten years", (text) => {
    expect(saysTenYearsForCarbonMonoxide(text)).toBe(true);
  });

  test.each([
    "Replace a smoke alarm 10 years after the date on its back label, and a CO or combination alarm by the replace-by date on its label: commonly 7 years.",
    "Do not open an alarm with a sealed 10-year battery: replace the whole alarm when it reaches the end of its life.",
    "Replace smoke alarms at 10 years.",
  ])("%s keeps ten years to smoke alarms", (text) => {
    expect(saysTenYearsForCarbonMonoxide(text)).toBe(false);
  });
});

describe("the catalogue as a whole", () => {
  test("ids are unique", () => {
    const ids = CATALOG_TASKS.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("every task id of docs/product.md §10.13, first and later part, is present, with the chosen ids for the unnamed ones", () => {
    const missing = [...new Set([...FIRST_PART_IDS, ...LATER_PART_IDS])].filter((id) => catalogTaskById(id) === undefined);
    expect(missing).toEqual([]);
    expect(CATALOG_TASKS.length).toBeGreaterThanOrEqual(86);
  });

  test.each(FIRST_PART_IDS.filter((id) => catalogTaskById(id) !== undefined))("%s stays within the first part's ranges", (id) => {
    const task = requireTask(id);
    for (const field of ["diyCost", "proCost", "estimatedTime"] as const) {
      expect(task[field], field).toBeGreaterThanOrEqual(FIRST_PART_LIMITS[field].min);
      expect(task[field], field).toBeLessThanOrEqual(FIRST_PART_LIMITS[field].max);
    }
  });

  test.each(LATER_PART_IDS.filter((id) => catalogTaskById(id) !== undefined))("%s takes 10 to 2880 minutes", (id) => {
    const { estimatedTime } = requireTask(id);
    expect(estimatedTime).toBeGreaterThanOrEqual(LATER_PART_TIME.min);
    expect(estimatedTime).toBeLessThanOrEqual(LATER_PART_TIME.max);
  });

  test.each(COST_EXAMPLES)("$id costs what docs/product.md §10.12 says", ({ id, diyCost, proCost }) => {
    const task = requireTask(id);
    if (diyCost !== undefined) expect(task.diyCost).toBe(diyCost);
    if (proCost !== undefined) expect(task.proCost).toBe(proCost);
  });

  test("the first part's times start at 5 minutes (docs/product.md §10.12), so the catalogue has quick wins (§9.2)", () => {
    const firstPart = FIRST_PART_IDS.flatMap((id) => catalogTaskById(id) ?? []);
    expect(Math.min(...firstPart.map((task) => task.estimatedTime))).toBe(FIRST_PART_LIMITS.estimatedTime.min);
    const quickWins = CATALOG_TASKS.filter((task) => isQuickWinTime(task.estimatedTime)).map((task) => task.id);
    expect(quickWins).toEqual(expect.arrayContaining(["flush-low-use-toilets", "check-water-softener-salt"]));
  });

  test("exterior painting takes 2880 minutes, the longest time of docs/product.md §10.12", () => {
    expect(requireTask("paint-exterior").estimatedTime).toBe(LATER_PART_TIME.max);
  });

  test.each(MINIMUM_INTERVALS)("$id recurs no more often than its minimum interval of $months months", ({ id, months }) => {
    expect(minimumIntervalMonths(id)).toBe(months);
    expect(frequencyIntervalMonths(requireTask(id).frequency)).toBeGreaterThanOrEqual(months);
  });

  test("no entry's frequency is shorter than a minimum interval that applies to it", () => {
    for (const task of CATALOG_TASKS) {
      const minimum = minimumIntervalMonths(task.id);
      if (minimum !== undefined) expect(frequencyIntervalMonths(task.frequency), task.id).toBeGreaterThanOrEqual(minimum);
    }
  });

  test("every key maps to identifiers of the appliance catalogue", () => {
    for (const ids of Object.values(APPLIANCE_KEYS)) for (const id of ids) expect(APPLIANCE_IDS).toContain(id);
  });

  test("every appliance identifier gets at least one task of its own", () => {
    const uncovered = APPLIANCE_IDS.filter((id) => ownTaskIds(id).length === 0);
    expect(uncovered).toEqual([]);
  });

  test("an appliance gets exactly the tasks whose keys map to it", () => {
    expect(taskIdsForAppliance("furnace")).toContain("hvac-replace-filter");
    expect(taskIdsForAppliance("heat-pump")).toContain("hvac-replace-filter");
    expect(taskIdsForAppliance("dryer")).toEqual(expect.arrayContaining(["dryer-clean-vent-inside", "dryer-clean-vent-outside"]));
    expect(taskIdsForAppliance("dryer")).not.toContain("washer-check-hoses");
    expect(ownTaskIds("septic-tank-system")).toEqual(["service-septic-system", "pump-septic-tank"]);
    expect(ownTaskIds("security-system")).toEqual(["backup-security-footage", "test-security-alarm"]);
    for (const appliance of APPLIANCE_IDS) {
      for (const id of taskIdsForAppliance(appliance)) {
        const keys = requireTask(id).applianceIds.filter(isApplianceKey);
        expect(keys.some((key) => (APPLIANCE_KEYS[key] as readonly ApplianceId[]).includes(appliance)), `${appliance} ← ${id}`).toBe(true);
      }
    }
    for (const task of CATALOG_TASKS) {
      for (const appliance of task.applianceIds.filter(isApplianceKey).flatMap((key) => APPLIANCE_KEYS[key])) {
        expect(taskIdsForAppliance(appliance), `${appliance} → ${task.id}`).toContain(task.id);
      }
    }
    expect(catalogTaskById("refrigerator-clean-coils")?.category).toBe("Kitchen Appliances");
    expect(catalogTaskById("no-such-task")).toBeUndefined();
  });

  // A central AC's owner must not be told to unplug a window unit, nor every oven's to clean a grill
  // (docs/decisions/037-window-ac-and-outdoor-grill.md).
  test("a window unit's tasks are the Window AC's alone, and the outdoor grill's the Outdoor Grill's", () => {
    const windowUnitTasks = ["window-ac-clean-filter", "window-ac-clean-coils", "window-ac-straighten-fins", "window-ac-clean-fans-drain", "window-ac-store"];
    expect(taskIdsForAppliance("central-ac").filter((id) => id.startsWith("window-ac-"))).toEqual([]);
    expect(ownTaskIds("window-ac")).toEqual(windowUnitTasks);
    expect(taskIdsForAppliance("oven-range")).not.toContain("grill-clean-outdoor");
    expect(taskIdsForAppliance("outdoor-grill")).toContain("grill-clean-outdoor");
    for (const appliance of APPLIANCE_IDS.filter((id) => id !== "window-ac")) {
      expect(taskIdsForAppliance(appliance).filter((id) => id.startsWith("window-ac-")), appliance).toEqual([]);
    }
    for (const appliance of APPLIANCE_IDS.filter((id) => id !== "outdoor-grill")) {
      expect(taskIdsForAppliance(appliance), appliance).not.toContain("grill-clean-outdoor");
    }
  });
});

describe("the tasks a home was missing", () => {
  const ADDED = [
    "replace-alarms-end-of-life",
    "test-afci-breakers",
    "test-radon",
    "well-test-water",
    "well-inspect-wellhead",
    "practice-fire-escape-drill",
    "water-heater-check-temperature",
    "inspect-gas-appliance-vents",
    "refrigerator-replace-water-filter",
  ];

  test.each(ADDED)("%s names its sources", (id) => {
    expect(requireTask(id).sources?.length ?? 0).toBeGreaterThan(0);
  });

  test.each([
    { id: "replace-alarms-end-of-life", frequency: "annually" },
    { id: "test-afci-breakers", frequency: "monthly" },
    { id: "test-radon", frequency: "every 2 years" },
    { id: "well-test-water", frequency: "annually" },
    { id: "well-inspect-wellhead", frequency: "annually" },
    { id: "practice-fire-escape-drill", frequency: "semi-annually" },
    { id: "water-heater-check-temperature", frequency: "annually" },
    { id: "inspect-gas-appliance-vents", frequency: "annually" },
    { id: "refrigerator-replace-water-filter", frequency: "semi-annually" },
  ])("$id recurs $frequency, as its source advises", ({ id, frequency }) => {
    expect(requireTask(id).frequency).toBe(frequency);
  });

  test("every home gets the escape drill and the radon test, whatever it has", () => {
    for (const appliance of APPLIANCE_IDS) {
      expect(taskIdsForAppliance(appliance), appliance).toEqual(expect.arrayContaining(["practice-fire-escape-drill", "test-radon"]));
    }
  });

  test("each added task goes to the systems it is about", () => {
    expect(ownTaskIds("smoke-co-detectors")).toContain("replace-alarms-end-of-life");
    expect(ownTaskIds("electrical-panel")).toContain("test-afci-breakers");
    expect(ownTaskIds("private-well")).toEqual(["well-test-water", "well-inspect-wellhead"]);
    expect(ownTaskIds("water-heater-tank")).toEqual(expect.arrayContaining(["water-heater-check-temperature", "inspect-gas-appliance-vents"]));
    for (const gasAppliance of ["furnace", "boiler", "water-heater-tankless"] as const) expect(ownTaskIds(gasAppliance), gasAppliance).toContain("inspect-gas-appliance-vents");
    expect(ownTaskIds("heat-pump")).not.toContain("inspect-gas-appliance-vents");
    expect(ownTaskIds("refrigerator")).toContain("refrigerator-replace-water-filter");
  });

  test("smoke alarms are due at 10 years, CO and combination alarms by their label, commonly 7", () => {
    const { description } = requireTask("replace-alarms-end-of-life");
    expect(description).toMatch(/Smoke alarms are replaced 10 years/);
    expect(description).toMatch(/Carbon monoxide and combination alarms .* commonly 7 years/);
  });

  test("the water heater's setting is the CPSC's 120 °F (49 °C)", () => {
    expect(requireTask("water-heater-check-temperature").description).toContain("120 °F (49 °C)");
  });
});
