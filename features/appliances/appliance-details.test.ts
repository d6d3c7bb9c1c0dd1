import { describe, expect, test } from "vitest";
import { applianceDateText, installedText, matchesApplianceText, taskCountText } from "./appliance-details.ts";

const today = new Date(2026, 10, 24);

test.each([
  [null, null],
  ["2019-05-01", "Installed May 2019 · 7 years old"],
  ["2025-11-25", "Installed Nov 2025 · less than a year old"],
  ["2025-11-24", "Installed Nov 2025 · 1 year old"],
  ["2026-11-01", "Installed Nov 2026 · less than a year old"],
])("installed %s reads %s", (installDate, text) => {
  expect(installedText(installDate, today)).toBe(text);
});

test.each([
  [0, "0 tasks"],
  [1, "1 task"],
  [5, "5 tasks"],
])("%d reads %s", (count, text) => {
  expect(taskCountText(count)).toBe(text);
});

test.each([
  [{ installDate: null, installDateSource: null }, null],
  [{ installDate: "2019-05-01", installDateSource: "entered" }, "Installed May 2019 · 7 years old"],
  [{ installDate: "2019-05-01", installDateSource: null }, "Installed May 2019 · 7 years old"],
  [{ installDate: "2015-03-01", installDateSource: "serial" }, "Made Mar 2015 (from the serial number) · 11 years old"],
  [{ installDate: "2021-11-24", installDateSource: "age" }, "About 5 years old (the age you picked)"],
] as const)("a date %o reads %s, saying where it came from", (appliance, text) => {
  expect(applianceDateText(appliance, today)).toBe(text);
});

describe("a search of the home's appliances", () => {
  const furnace = { type: "furnace", name: "Upstairs furnace", brand: "Carrier", model: "59SC5", location: "Attic, north side" };
  test.each([
    ["", true],
    ["carr", true],
    ["upstairs carrier", true],
    ["59sc", true],
    ["attic", true],
    ["heating", true],
    ["hvac", true],
    ["lennox", false],
    ["upstairs lennox", false],
  ])("%j finds the furnace: %s", (query, found) => {
    expect(matchesApplianceText(furnace, query)).toBe(found);
  });
});
