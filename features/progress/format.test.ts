import { describe, expect, test } from "vitest";
import { formatCalendarDay, formatDays, formatMinutes, formatMoney, formatMonth, formatShortMonth } from "./format.ts";

describe("progress formats", () => {
  test.each([
    [0, "$0"],
    [12.5, "$12.50"],
    [1240, "$1,240"],
  ])("money %d → %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  test.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 h"],
    [135, "2 h 15 min"],
  ])("minutes %d → %s", (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });

  test.each([
    [0, "0 days"],
    [1, "1 day"],
    [5, "5 days"],
  ])("days %d → %s", (days, expected) => {
    expect(formatDays(days)).toBe(expected);
  });

  test("calendar days and months read as written", () => {
    expect(formatCalendarDay("2026-11-24")).toBe("Nov 24, 2026");
    expect(formatMonth("2026-01")).toBe("January 2026");
    expect(formatShortMonth("2026-01")).toBe("Jan");
  });
});
