import { describe, expect, test } from "vitest";
import { applianceAgeWords, applianceRecordOf, completionPlaceName, maintenanceRecordRows, RECORD_CSV_HEADER, recordTitle, type MaintenanceRecord } from "./maintenance-record.ts";

const record: MaintenanceRecord = {
  today: "2026-11-22",
  homeName: "Maple Street",
  appliances: [
    { id: "a-heater", type: "water-heater", name: "Upstairs heater", brand: "Bradford White", model: "RG250T6N", installDate: "2015-03-10" },
    { id: "a-dryer", type: "dryer", name: "Dryer", brand: null, model: null, installDate: null },
  ],
  completions: [
    { completedOn: "2026-11-19", taskName: "Flush the tank", masterTaskSlug: "water-heater-flush", applianceId: "a-heater", applianceName: "Upstairs heater", completedBy: "Zoé", notes: "Two buckets", timeSpentMinutes: 55, costActual: 12.5 },
    { completedOn: "2026-06-01", taskName: "Test the valve", masterTaskSlug: null, applianceId: null, applianceName: "Old heater", completedBy: null, notes: null, timeSpentMinutes: null, costActual: null },
    // Every home's own task, held by the dryer only so the home has one.
    { completedOn: "2026-10-02", taskName: "Practice the fire escape plan", masterTaskSlug: "practice-fire-escape-drill", applianceId: "a-dryer", applianceName: "Dryer", completedBy: null, notes: null, timeSpentMinutes: 20, costActual: null },
  ],
  warranties: [{ applianceId: "a-heater", coveredUntil: "2027-03-09", provider: "Bradford White" }],
  documents: [
    { name: "Heater manual.pdf", kind: "manual", applianceId: "a-heater", uploadedOn: "2026-11-20" },
    { name: "Deed.pdf", kind: "other", applianceId: null, uploadedOn: "2026-01-05" },
  ],
};

describe("docs/product.md §4.21: the maintenance record's rows", () => {
  test("one row per completion, oldest first, with its appliance's details and warranty; then the appliances with no work yet; then the documents", () => {
    expect(maintenanceRecordRows(record)).toEqual([
      [...RECORD_CSV_HEADER],
      ["Maple Street", "2026-06-01", "Test the valve", "Old heater", "", "", "", "", "", "", "", "", "", "", "", "", ""],
      // The whole home's task, with none of its holder's details: the dryer still has no work of its own.
      ["Maple Street", "2026-10-02", "Practice the fire escape plan", "Whole home", "", "", "", "", "", "", "", "20", "", "", "", "", ""],
      ["Maple Street", "2026-11-19", "Flush the tank", "Upstairs heater", "Water Heater", "Bradford White", "RG250T6N", "11 years", "2027-03-09", "Bradford White", "Zoé", "55", "12.50", "Two buckets", "", "", ""],
      ["Maple Street", "", "", "Dryer", "Dryer", "", "", "Not known", "", "", "", "", "", "", "", "", ""],
      ["Maple Street", "", "", "", "", "", "", "", "", "", "", "", "", "", "Deed.pdf", "Other", "2026-01-05"],
      ["Maple Street", "", "", "Upstairs heater", "Water Heater", "Bradford White", "RG250T6N", "11 years", "2027-03-09", "Bradford White", "", "", "", "", "Heater manual.pdf", "Manual", "2026-11-20"],
    ]);
  });

  test("a task every home gets is named as the whole home's, as the screens name it; an appliance's own by its name today", () => {
    const [flush, gone, drill] = record.completions;
    expect(completionPlaceName(drill!, record.appliances[1])).toBe("Whole home");
    expect(completionPlaceName(flush!, { ...record.appliances[0]!, name: "Attic heater" })).toBe("Attic heater");
    expect(completionPlaceName(gone!, undefined)).toBe("Old heater");
  });

  test("one appliance's record holds its own work, warranty and documents, not the whole home's tasks it holds", () => {
    const dryer = applianceRecordOf(record, "a-dryer");
    expect(dryer).toMatchObject({ applianceId: "a-dryer", appliances: [record.appliances[1]], completions: [], warranties: [], documents: [] });
    expect(maintenanceRecordRows(dryer).slice(1)).toEqual([["Maple Street", "", "", "Dryer", "Dryer", "", "", "Not known", "", "", "", "", "", "", "", "", ""]]);
    const heater = applianceRecordOf(record, "a-heater");
    expect(heater.completions.map((completion) => completion.taskName)).toEqual(["Flush the tank"]);
    expect(heater.warranties).toEqual(record.warranties);
    expect(heater.documents.map((document) => document.name)).toEqual(["Heater manual.pdf"]);
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
