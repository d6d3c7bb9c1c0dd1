import { describe, expect, test } from "vitest";
import { matchesHistoryQuery } from "./history-search.ts";

const filterChange = { name: "Replace the HVAC air filter", applianceId: "appliance-1", applianceName: "Furnace", notes: "Bought a 3-pack of MERV 11" };

describe("matchesHistoryQuery (docs/product.md §2.15)", () => {
  test("no search and no appliance lists everything", () => {
    expect(matchesHistoryQuery(filterChange, {})).toBe(true);
    expect(matchesHistoryQuery(filterChange, { search: "   ", applianceId: null })).toBe(true);
  });

  test.each([
    ["the task's name", "hvac air"],
    ["the appliance's name", "FURNACE"],
    ["the notes", "merv 11"],
  ])("finds the words in %s, in any case", (_where, search) => {
    expect(matchesHistoryQuery(filterChange, { search })).toBe(true);
  });

  test("words found nowhere, or another appliance, leave it out", () => {
    expect(matchesHistoryQuery(filterChange, { search: "gutter" })).toBe(false);
    expect(matchesHistoryQuery(filterChange, { applianceId: "appliance-2" })).toBe(false);
    expect(matchesHistoryQuery(filterChange, { search: "filter", applianceId: "appliance-2" })).toBe(false);
    expect(matchesHistoryQuery(filterChange, { search: "filter", applianceId: "appliance-1" })).toBe(true);
  });

  test("a completion without notes is searched by its names", () => {
    expect(matchesHistoryQuery({ ...filterChange, notes: null }, { search: "merv" })).toBe(false);
    expect(matchesHistoryQuery({ ...filterChange, notes: null }, { search: "furnace" })).toBe(true);
  });
});
