import { describe, expect, test } from "vitest";
import {
  frequencyIntervalMonths,
  isRecognisedFrequency,
  parseFrequency,
  type FrequencyInterval,
} from "./frequency.ts";

describe("parseFrequency", () => {
  // Rows: every frequency text of docs/product.md §4.11, §9.8 and §10.12.
  test.each<[string, FrequencyInterval]>([
    ["weekly", { unit: "days", days: 7 }],
    ["monthly", { unit: "months", months: 1 }],
    ["bi-monthly", { unit: "months", months: 2 }],
    ["quarterly", { unit: "months", months: 3 }],
    ["semi-annually", { unit: "months", months: 6 }],
    ["semiannual", { unit: "months", months: 6 }],
    ["biannual", { unit: "months", months: 6 }],
    ["bi-annually", { unit: "months", months: 6 }],
    ["annually", { unit: "months", months: 12 }],
    ["annual", { unit: "months", months: 12 }],
    ["yearly", { unit: "months", months: 12 }],
    ["every 2 years", { unit: "months", months: 24 }],
    ["every 3 years", { unit: "months", months: 36 }],
    ["every 4 years", { unit: "months", months: 48 }],
    ["every 9 years", { unit: "months", months: 108 }],
    ["every 3 months", { unit: "months", months: 3 }],
    ["every 18 months", { unit: "months", months: 18 }],
    ["every month", { unit: "months", months: 1 }],
    ["every 1 year", { unit: "months", months: 12 }],
    ["every 2 weeks", { unit: "days", days: 14 }],
  ])("%s → %o", (text, interval) => {
    expect(parseFrequency(text)).toEqual(interval);
    expect(isRecognisedFrequency(text)).toBe(true);
  });

  test.each(["Quarterly", "  Every 2 Years ", "SEMI-ANNUALLY", "every  4   years"])(
    "reads %j regardless of case and spacing",
    (text) => {
      expect(isRecognisedFrequency(text)).toBe(true);
    },
  );

  // "unknown counts as 12 months" (docs/product.md §4.11).
  test.each(["", "sometimes", "daily-ish", "every 0 months", "every -2 years", "every two years", "fortnightly"])(
    "unknown text %j counts as 12 months and is not recognised",
    (text) => {
      expect(parseFrequency(text)).toEqual({ unit: "months", months: 12 });
      expect(frequencyIntervalMonths(text)).toBe(12);
      expect(isRecognisedFrequency(text)).toBe(false);
    },
  );
});

describe("frequencyIntervalMonths", () => {
  // Rows: the server-side frequency table of docs/product.md §4.
  test.each([
    ["monthly", 1],
    ["quarterly", 3],
    ["biannual", 6],
    ["bi-annually", 6],
    ["semiannual", 6],
    ["annual", 12],
    ["every 5 months", 5],
    ["every 2 years", 24],
    ["unknown text", 12],
  ])("%s → %d months", (text, months) => {
    expect(frequencyIntervalMonths(text)).toBe(months);
  });

  test("weekly is a fraction of a month, under one", () => {
    expect(frequencyIntervalMonths("weekly")).toBeCloseTo(7 / 30.4375, 6);
    expect(frequencyIntervalMonths("weekly")).toBeLessThan(1);
  });
});
