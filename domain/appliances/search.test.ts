import { describe, expect, test } from "vitest";
import { APPLIANCE_IDS, type ApplianceId } from "./identifiers.ts";
import { matchesApplianceSearch, searchAppliances } from "./search.ts";

describe("searching the appliance catalogue", () => {
  test.each<[string, ApplianceId[]]>([
    ["AC", ["central-ac", "heat-pump", "ductless-mini-split", "window-ac"]],
    ["ac", ["central-ac", "heat-pump", "ductless-mini-split", "window-ac"]],
    ["air cond", ["central-ac", "heat-pump", "ductless-mini-split", "window-ac"]],
    ["window ac", ["window-ac"]],
    ["window unit", ["window-ac"]],
    ["room air conditioner", ["window-ac"]],
    ["wall air conditioner", ["window-ac"]],
    ["bbq", ["outdoor-grill"]],
    ["barbecue", ["outdoor-grill"]],
    ["gas grill", ["outdoor-grill"]],
    // A cooker's grill (the broiler) is part of the oven, so both are offered.
    ["grill", ["oven-range", "outdoor-grill"]],
    ["fridge", ["refrigerator"]],
    ["stove", ["oven-range", "chimney"]],
    ["washer", ["dishwasher", "washing-machine"]],
    ["smoke alarm", ["smoke-co-detectors"]],
    ["garage", ["garage-door-opener"]],
    ["septic", ["septic-tank-system"]],
    ["solar", ["solar-panels"]],
    ["fuse box", ["electrical-panel"]],
    ["sprinkler", ["irrigation-sprinkler"]],
    ["  Gutters  ", ["gutters-downspouts"]],
    ["zzz", []],
  ])("%j finds %j", (query, expected) => {
    expect(searchAppliances(APPLIANCE_IDS, query)).toEqual(expected);
  });

  test("'boiler' finds the boiler (and the tank water heater people also call one)", () => {
    const found = searchAppliances(APPLIANCE_IDS, "boiler");
    expect(found).toContain("boiler");
    expect(found).toEqual(["water-heater-tank", "boiler"]);
  });

  test("a word must start a word: 'ac' does not find Backup Generator or Surface words containing it", () => {
    expect(matchesApplianceSearch("backup-generator", "ac")).toBe(false);
    expect(matchesApplianceSearch("fire-extinguishers", "ac")).toBe(false);
  });

  test("every typed word must match (the search narrows as the person types)", () => {
    expect(searchAppliances(APPLIANCE_IDS, "water heater")).toEqual(["water-heater-tank", "water-heater-tankless"]);
    expect(searchAppliances(APPLIANCE_IDS, "water heater tankless")).toEqual(["water-heater-tankless"]);
  });

  test.each(["", "   ", "/ -"])("the blank search %j matches everything", (query) => {
    expect(searchAppliances(APPLIANCE_IDS, query)).toEqual([...APPLIANCE_IDS]);
  });

  test("accents and case do not matter", () => {
    expect(matchesApplianceSearch("refrigerator", "REFRIG")).toBe(true);
    expect(matchesApplianceSearch("deck-patio", "Pátio")).toBe(true);
  });
});

describe("finding the private well", () => {
  test.each(["well", "well water", "wellhead", "private well"])("%s finds it", (query) => {
    expect(searchAppliances(APPLIANCE_IDS, query)).toContain("private-well");
  });
});
