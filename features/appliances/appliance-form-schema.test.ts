import { describe, expect, test } from "vitest";
import { installDateBounds } from "@domain/appliances/install-date.ts";
import { homeApplianceOf } from "../../mock-api/fixtures/appliances.ts";
import { applianceRecordFormSchema, editApplianceFormSchema, recordFormValuesOf, recordUpdateFrom } from "./appliance-form-schema.ts";

const today = "2026-11-24";
const values = (installDate: string) => ({ name: "Refrigerator", brand: "", model: "", installDate });
/** The field's message for `installDate`, or undefined when the form takes it. */
const installDateError = (installDate: string) =>
  editApplianceFormSchema(today)
    .safeParse(values(installDate))
    .error?.issues.find((issue) => issue.path.join(".") === "installDate")?.message;

describe("the edit form's install date (docs/product.md §5.9: not in the future, no further back than an age may go)", () => {
  test.each([
    ["today", today],
    ["yesterday", "2026-11-23"],
    ["200 years ago to the day", "1826-11-24"],
    ["no date", ""],
  ])("takes %s", (_label, installDate) => {
    expect(installDateError(installDate)).toBeUndefined();
  });

  test.each([
    ["tomorrow", "2026-11-25", "The install date is in the future"],
    ["2030", "2030-01-01", "The install date is in the future"],
    ["200 years and a day ago", "1826-11-23", "The install date is more than 200 years ago"],
  ])("refuses %s by its field", (_label, installDate, message) => {
    expect(installDateError(installDate)).toBe(message);
  });

  test("the date picker's bounds are the schema's: from 200 years ago to today", () => {
    expect(installDateBounds(today)).toEqual({ min: "1826-11-24", max: today });
  });
});

describe("the record form's request (docs/product.md §2.12)", () => {
  const heater = {
    ...homeApplianceOf("water-heater-tank", { brand: "Bradford White", serialNumber: "MC1234567", installDate: "2015-03-01", installDateSource: "serial" }),
  };
  const schema = applianceRecordFormSchema(today);

  test("sends the date only when it changed, so an accepted estimate keeps its source", () => {
    const unchanged = recordUpdateFrom(schema.parse({ ...recordFormValuesOf(heater), location: " Garage " }), heater);
    expect(unchanged).toEqual({ name: "Water Heater (Tank)", brand: "Bradford White", model: null, serialNumber: "MC1234567", location: "Garage", notes: null });
    expect(recordUpdateFrom(schema.parse({ ...recordFormValuesOf(heater), installDate: "2015-04-01" }), heater)).toMatchObject({ installDate: "2015-04-01" });
    expect(recordUpdateFrom(schema.parse({ ...recordFormValuesOf(heater), installDate: "" }), heater)).toMatchObject({ installDate: null });
  });

  test("refuses a serial number or location over 100 characters and notes over 2,000, each by its field", () => {
    const result = schema.safeParse({ ...recordFormValuesOf(heater), serialNumber: "S".repeat(101), location: "L".repeat(101), notes: "N".repeat(2001) });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["serialNumber", "At most 100 characters"],
      ["location", "At most 100 characters"],
      ["notes", "At most 2,000 characters"],
    ]);
  });
});
