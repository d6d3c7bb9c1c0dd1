import { describe, expect, test } from "vitest";
import { installDateBounds } from "@domain/appliances/install-date.ts";
import { editApplianceFormSchema } from "./appliance-form-schema.ts";

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
