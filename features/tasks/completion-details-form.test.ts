import { describe, expect, test } from "vitest";
import { COMPLETION_DATE_MESSAGES } from "@domain/messages.ts";
import { completionDetailsFormSchema, completionDetailsFormSchemaFor, DONE_ON_MISSING_MESSAGE, toCompletionDetails, toCompletionMetadata } from "./completion-details-form.ts";

const parse = (values: { notes?: string; timeSpentMinutes?: string; costActual?: string }) =>
  completionDetailsFormSchema.safeParse({ notes: "", timeSpentMinutes: "", costActual: "", ...values });

describe("the complete-with-details form", () => {
  test("sends notes, whole minutes and dollars with cents", () => {
    const result = parse({ notes: " MERV 11 ", timeSpentMinutes: "20", costActual: "$12.50" });
    expect(result.success && toCompletionMetadata(result.data)).toEqual({ notes: "MERV 11", timeSpentMinutes: 20, costActual: 12.5 });
  });

  test("docs/product.md §5.9: a whole day, 1,440 minutes, is the most time one task takes", () => {
    const result = parse({ timeSpentMinutes: "1440" });
    expect(result.success && toCompletionMetadata(result.data)).toEqual({ timeSpentMinutes: 1440 });
  });

  test("docs/product.md §5: blank numbers are left out, never sent as 0", () => {
    const result = parse({});
    expect(result.success && toCompletionMetadata(result.data)).toEqual({});
  });

  test.each([
    ["timeSpentMinutes", "twenty", "Enter whole minutes, like 20"],
    ["timeSpentMinutes", "2.5", "Enter whole minutes, like 20"],
    ["costActual", "12.505", "Enter dollars and cents, like 12.50"],
    ["costActual", "-3", "Enter dollars and cents, like 12.50"],
    // Past the contract's bounds: the form's words, not the validation library's ("Too big: expected number to be <=100000").
    ["timeSpentMinutes", "99999999", "Enter at most 1,440 minutes (24 hours)"],
    // docs/product.md §5.9: at most a day for one task.
    ["timeSpentMinutes", "1441", "Enter at most 1,440 minutes (24 hours)"],
    ["timeSpentMinutes", "100000", "Enter at most 1,440 minutes (24 hours)"],
    ["costActual", "99999999", "Enter at most $10,000,000"],
  ])("%s %s is refused with '%s'", (field, value, message) => {
    const result = parse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("docs/product.md §4.5 \"Done earlier\": the day it was done", () => {
  const schema = completionDetailsFormSchemaFor({ today: "2026-03-02", taskAddedOn: "2026-01-10" });
  const dated = (completedOn: string) => schema.safeParse({ notes: "", timeSpentMinutes: "", costActual: "", completedOn });

  test.each([
    ["2026-03-02", null],
    ["2026-01-10", null],
    ["2026-03-03", COMPLETION_DATE_MESSAGES.inFuture],
    ["2026-01-09", COMPLETION_DATE_MESSAGES.beforeTask],
    ["", DONE_ON_MISSING_MESSAGE],
    ["2026-02-30", DONE_ON_MISSING_MESSAGE],
  ])("%s is refused with %s", (completedOn, message) => {
    const result = dated(completedOn);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["completedOn"], message })]);
  });

  test("is sent with the details, and left out when the form does not ask for it", () => {
    const result = dated("2026-02-27");
    expect(result.success && toCompletionDetails(result.data)).toEqual({ completedOn: "2026-02-27" });
    const undated = completionDetailsFormSchemaFor(undefined).safeParse({ notes: "Grey", timeSpentMinutes: "", costActual: "" });
    expect(undated.success && toCompletionDetails(undated.data)).toEqual({ notes: "Grey" });
  });

  test("a task whose added day is not known is bounded by today alone", () => {
    const unbounded = completionDetailsFormSchemaFor({ today: "2026-03-02", taskAddedOn: null });
    expect(unbounded.safeParse({ notes: "", timeSpentMinutes: "", costActual: "", completedOn: "2019-05-01" }).success).toBe(true);
  });
});
