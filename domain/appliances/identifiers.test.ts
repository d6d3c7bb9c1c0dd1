import { describe, expect, test } from "vitest";
import {
  APPLIANCE_CATEGORIES,
  APPLIANCE_DEFINITIONS,
  APPLIANCE_IDS,
  APPLIANCES,
  applianceDisplayName,
  applianceIdSchema,
  camelToKebab,
  normaliseApplianceIds,
  resolveApplianceId,
} from "./identifiers.ts";

/** docs/product.md §10.7, copied as it is written there. */
const SPEC_LIST =
  "water-heater-tank, water-heater-tankless, central-ac, heat-pump, furnace, boiler, ductless-mini-split, refrigerator, dishwasher, oven-range, microwave, garbage-disposal, washing-machine, dryer, water-softener, sump-pump, drains-sinks, faucets-aerators, outdoor-faucets, toilets, smoke-co-detectors, fire-extinguishers, gfci-outlets, electrical-panel, backup-generator, surge-protectors, electrical-general, garage-door-opener, foundation-structure, window-wells, termite-pest-control, bathroom-exhaust-fans, caulking-weatherstrip, gaps-cracks-seals, window-screens, gutters-downspouts, roof-structure, attic, siding-exterior, driveway, paint-sealing, exterior-windows, lawn-equipment, deck-patio, outdoor-furniture, irrigation-sprinkler, landscaping, chimney, carpets-floors, septic-tank-system, home-inventory, smart-home-system";

describe("the appliance identifier catalogue", () => {
  const specIds = SPEC_LIST.split(", ");

  test("holds every one of the 52 listed names, in the listed order, then solar-panels, security-system, window-ac, outdoor-grill, private-well and evaporative-cooler", () => {
    expect(new Set(specIds).size).toBe(52);
    expect(APPLIANCE_IDS).toEqual([...specIds, "solar-panels", "security-system", "window-ac", "outdoor-grill", "private-well", "evaporative-cooler"]);
  });

  test("every id is kebab-case and has a display name and a catalogue category", () => {
    for (const definition of APPLIANCE_DEFINITIONS) {
      expect(definition.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(definition.displayName.length).toBeGreaterThan(0);
      expect(APPLIANCE_CATEGORIES).toContain(definition.category);
    }
    expect(APPLIANCE_DEFINITIONS).toHaveLength(58);
  });

  test.each([
    ["solar-panels", "Solar Panels", "Solar Systems"],
    ["security-system", "Security System", "Security Systems"],
    ["window-ac", "Window AC", "Climate Control Systems"],
    ["evaporative-cooler", "Evaporative Cooler", "Climate Control Systems"],
    ["outdoor-grill", "Outdoor Grill", "Kitchen Appliances"],
    ["refrigerator", "Refrigerator", "Kitchen Appliances"],
    ["furnace", "Furnace", "Climate Control Systems"],
    ["washing-machine", "Washing Machine", "Utilities Appliances"],
    ["smoke-co-detectors", "Smoke & CO Detectors", "Safety Systems"],
    ["sump-pump", "Sump Pump", "Plumbing Systems"],
    ["garage-door-opener", "Garage Door Opener", "Garage Systems"],
    ["chimney", "Chimney & Fireplace", "Fireplace Systems"],
    ["septic-tank-system", "Septic System", "Septic Systems"],
  ] as const)("%s is %s in %s", (id, displayName, category) => {
    expect(APPLIANCES[id]).toEqual({ displayName, category });
  });

  test("applianceIdSchema accepts catalogue ids and refuses others", () => {
    for (const id of APPLIANCE_IDS) expect(applianceIdSchema.parse(id)).toBe(id);
    for (const bad of ["hvac", "centralAC", "", "Refrigerator", "123"]) {
      expect(applianceIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("legacy ids (docs/product.md §10.8)", () => {
  test.each([
    ["centralAC", "central-ac"],
    // A stored windowAC still reads as central-ac (docs/product.md §10.8), though window-ac is now an id.
    ["windowAC", "central-ac"],
    ["ac", "central-ac"],
    ["washingMachine", "washing-machine"],
    ["washer", "washing-machine"],
    ["waterHeaterTank", "water-heater-tank"],
    ["water-heater", "water-heater-tank"],
    ["rangeOven", "oven-range"],
    ["garbageDisposal", "garbage-disposal"],
    ["hvac", "furnace"],
    // current ids resolve to themselves; their camelCase spelling to the same id
    ["refrigerator", "refrigerator"],
    ["smokeCoDetectors", "smoke-co-detectors"],
    ["sumpPump", "sump-pump"],
    ["window-ac", "window-ac"],
    ["outdoor-grill", "outdoor-grill"],
  ])("%s → %s", (legacy, current) => {
    expect(resolveApplianceId(legacy)).toBe(current);
  });

  test.each(["toaster", "constructor", "toString", "__proto__", ""])("%j resolves to nothing", (id) => {
    expect(resolveApplianceId(id)).toBeUndefined();
  });
});

describe("applianceDisplayName", () => {
  // Rows: the examples of docs/product.md §10.9.
  test.each([
    ["refrigerator", "Refrigerator"],
    ["hvac", "HVAC System"],
    ["water-heater", "Water Heater"],
    ["sump-pump", "Sump Pump"],
    ["windowAC", "Window AC"],
    ["window-ac", "Window AC"],
    ["sumpPump", "Sump Pump"],
    ["centralAC", "Central AC"],
    ["washingMachine", "Washing Machine"],
    ["garbageDisposal", "Garbage Disposal"],
    ["washer", "Washer"],
  ])("%s → %s", (id, name) => {
    expect(applianceDisplayName(id)).toBe(name);
  });

  test("every catalogue id, in kebab-case and camelCase, has its display name", () => {
    for (const { id, displayName } of APPLIANCE_DEFINITIONS) {
      const camel = id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(applianceDisplayName(id)).toBe(displayName);
      expect(applianceDisplayName(camel)).toBe(displayName);
    }
  });

  test.each(["toaster", "constructor", ""])("unknown id %j has no display name", (id) => {
    expect(applianceDisplayName(id)).toBeUndefined();
  });
});

describe("camelToKebab", () => {
  test.each([
    ["windowAC", "window-ac"],
    ["smokeCoDetectors", "smoke-co-detectors"],
    ["HVACSystem", "hvac-system"],
    ["water-heater", "water-heater"],
  ])("%s → %s", (camel, kebab) => {
    expect(camelToKebab(camel)).toBe(kebab);
  });
});

describe("normaliseApplianceIds (docs/product.md §5.3)", () => {
  test("drops empty ids and '0', 'undefined', 'null' without a warning", () => {
    expect(normaliseApplianceIds(["", "  ", "0", "undefined", "null", null, undefined, 0])).toEqual({
      ids: [],
      warnings: [],
    });
  });

  test("rejects purely numeric ids with a warning", () => {
    const result = normaliseApplianceIds(["123", 42, "furnace"]);
    expect(result.ids).toEqual(["furnace"]);
    expect(result.warnings.map((warning) => [warning.kind, warning.id])).toEqual([
      ["numeric", "123"],
      ["numeric", "42"],
    ]);
  });

  test("maps legacy ids and keeps each id once, in input order", () => {
    expect(normaliseApplianceIds(["hvac", "refrigerator", "centralAC", "ac", "washer", "furnace"]).ids).toEqual([
      "furnace",
      "refrigerator",
      "central-ac",
      "washing-machine",
    ]);
  });

  test("ignores unknown ids and reports them as warnings", () => {
    const result = normaliseApplianceIds(["toaster", "dishwasher", { id: "x" }]);
    expect(result.ids).toEqual(["dishwasher"]);
    expect(result.warnings).toEqual([
      { kind: "unknown", id: "toaster", message: 'Ignored unknown appliance id "toaster"' },
      { kind: "not-a-string", id: "[object Object]", message: "Ignored appliance id of type object" },
    ]);
  });

  test("a mixed list from an old version", () => {
    const result = normaliseApplianceIds(["waterHeaterTank", "null", "7", "garbageDisposal", "pool-pump", " dryer "]);
    expect(result.ids).toEqual(["water-heater-tank", "garbage-disposal", "dryer"]);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(["numeric", "unknown"]);
  });
});

describe("the private well", () => {
  test("is a Plumbing Systems identifier named Private Well", () => {
    expect(APPLIANCES["private-well"]).toEqual({ displayName: "Private Well", category: "Plumbing Systems" });
  });

  test.each(["private-well", "privateWell", "well"])("%s reads as private-well", (stored) => {
    expect(resolveApplianceId(stored)).toBe("private-well");
    expect(normaliseApplianceIds([stored]).ids).toEqual(["private-well"]);
  });

  test("its display name is found from its camelCase spelling too", () => {
    expect(applianceDisplayName("privateWell")).toBe("Private Well");
  });
});
