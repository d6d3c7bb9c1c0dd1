import { describe, expect, test } from "vitest";
import { HOME_TYPES, type HomeType } from "../entities/home.ts";
import { APPLIANCE_IDS } from "./identifiers.ts";
import { isUntouchedSuggestion, SUGGESTED_APPLIANCES, suggestedAppliancesFor } from "./suggestions.ts";

describe("the suggested appliances of each home type", () => {
  test.each<[HomeType, string[]]>([
    ["house", ["furnace", "central-ac", "water-heater-tank", "refrigerator", "smoke-co-detectors", "washing-machine", "gutters-downspouts", "roof-structure"]],
    ["townhouse", ["furnace", "central-ac", "water-heater-tank", "refrigerator", "smoke-co-detectors", "washing-machine", "dishwasher"]],
    ["condo", ["central-ac", "refrigerator", "smoke-co-detectors", "dishwasher", "bathroom-exhaust-fans"]],
    ["apartment", ["refrigerator", "smoke-co-detectors", "bathroom-exhaust-fans"]],
    ["mobile-home", ["furnace", "water-heater-tank", "refrigerator", "smoke-co-detectors", "caulking-weatherstrip"]],
    ["other", ["refrigerator", "smoke-co-detectors"]],
  ])("a %s gets %j", (homeType, expected) => {
    expect(suggestedAppliancesFor(homeType)).toEqual(expected);
  });

  test("every home type has a suggestion made of catalogue ids, each once", () => {
    for (const homeType of HOME_TYPES) {
      const suggested = SUGGESTED_APPLIANCES[homeType];
      expect(suggested.length).toBeGreaterThan(0);
      expect(new Set(suggested).size).toBe(suggested.length);
      for (const id of suggested) expect(APPLIANCE_IDS).toContain(id);
    }
  });

  test.each<HomeType>(["condo", "apartment"])("a %s is not offered roof or gutter upkeep", (homeType) => {
    expect(suggestedAppliancesFor(homeType)).not.toContain("roof-structure");
    expect(suggestedAppliancesFor(homeType)).not.toContain("gutters-downspouts");
  });

  test("the caller gets a copy it may change", () => {
    suggestedAppliancesFor("house").pop();
    expect(suggestedAppliancesFor("house")).toHaveLength(8);
  });
});

describe("isUntouchedSuggestion", () => {
  test.each<[string[], HomeType, boolean]>([
    [["furnace", "central-ac", "water-heater-tank", "refrigerator", "smoke-co-detectors", "washing-machine", "gutters-downspouts", "roof-structure"], "house", true],
    [["roof-structure", "gutters-downspouts", "washing-machine", "smoke-co-detectors", "refrigerator", "water-heater-tank", "central-ac", "furnace"], "house", true],
    [["furnace", "central-ac"], "house", false],
    [["refrigerator", "smoke-co-detectors", "bathroom-exhaust-fans"], "apartment", true],
    [["refrigerator", "smoke-co-detectors", "boiler"], "apartment", false],
    [[], "other", false],
  ])("%j is untouched for a %s: %s", (selection, homeType, expected) => {
    expect(isUntouchedSuggestion(selection, homeType)).toBe(expected);
  });
});
