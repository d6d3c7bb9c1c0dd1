import { describe, expect, test } from "vitest";
import { applianceAgeWords, maintenanceRecordRows, RECORD_CSV_HEADER, recordTitle, type MaintenanceRecord } from "./maintenance-record.ts";

const record: MaintenanceRecord = {
  today: "2026-11-22",
  homeName: "Maple Street",
  appliances: [
    { id: "a-heater", type: "water-heater", name: "Upstairs heater", brand: "Bradford White", model: "RG250T6N", installDate: "2015-03-10" },
    { id: "a-dryer", type: "dryer", name: "Dryer", brand: null, model: null, installDate: null },
  ],
  completions: [
    { completedOn: "2026-11-19", taskName: "Flush the tank", applianceId: "a-heater", applianceName: "Upstairs heater", completedBy: "Zoé", notes: "Two buckets", timeSpentMinutes: 55, costActual: 12.5 },
    { completedOn: "2026-06-01", taskName: "Test the valve", applianceId: null, applianceName: "Old heater", completedBy: null, notes: null, timeSpentMinutes: null, costActual: null },
  ],
  warranties: [{ applianceId: "a-heater", coveredUntil: "2027-03-09", provider: "Bradford White" }],
  documents: [
    { name: "Heater manual.pdf", kind: "manual", applianceId: "a-heater", uploadedOn: "2026-11-20" },
    { name: "Deed.pdf", kind: "other", applianceId: null, uploadedOn: "2026-01-05" },
  ],
};

describe("docs/product.md §4.19: the maintenance record's rows", () => {
  test("one row per completion, oldest first, with its appliance's details and warranty; then the appliances with no work yet; then the documents", () => {
    expect(maintenanceRecordRows(record)).toEqual([
      [...RECORD_CSV_HEADER],
      ["Maple Street", "2026-06-01", "Test the valve", "Old heater", "", "", "", "", "", "", "", "", "", "", "", "", ""],
      ["Maple Street", "2026-11-19", "Flush the tank", "Upstairs heater", "Water Heater", "Bradford White", "RG250T6N", "11 years", "2027-03-09", "Bradford White", "Zoé", "55", "12.50", "Two buckets", "", "", ""],
      ["Maple Street", "", "", "Dryer", "Dryer", "", "", "Not known", "", "", "", "", "", "", "", "", ""],
      ["Maple Street", "", "", "", "", "", "", "", "", "", "", "", "", "", "Deed.pdf", "Other", "2026-01-05"],
      ["Maple Street", "", "", "Upstairs heater", "Water Heater", "Bradford White", "RG250T6N", "11 years", "2027-03-09", "Bradford White", "", "", "", "", "Heater manual.pdf", "Manual", "2026-11-20"],
    ]);
  });

  test("the title names the home, and the appliance when the record is one appliance's", () => {
    expect(recordTitle(record)).toBe("Maintenance record of Maple Street");
    expect(recordTitle({ ...record, applianceId: "a-heater" })).toBe("Maintenance record of Upstairs heater, Maple Street");
  });
});

describe("an appliance's age in words", () => {
  test.each([
    [null, "Not known"],
    ["2026-12-01", "Not known"],
    ["2026-05-01", "Under a year"],
    ["2025-11-22", "1 year"],
    ["2025-11-23", "Under a year"],
    ["2015-03-10", "11 years"],
    ["2024-02-29", "2 years"],
  ])("installed %s is %s on 2026-11-22", (installDate, words) => {
    expect(applianceAgeWords(installDate, "2026-11-22")).toBe(words);
  });
});
