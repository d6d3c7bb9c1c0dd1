import { describe, expect, test } from "vitest";
import { asSentence, dueLabel, formatDay, formatDayOfInstant, formatDayWithWeekday, formatMonthOfDay, formatDays, formatMinutes, formatMoney, formatMonth, formatShortMonth, plural, savedOnProVisit } from "./for-people.ts";

describe("how the product writes for people", () => {
  test.each([
    ["This reset link is invalid or has expired", "This reset link is invalid or has expired."],
    ["Already a sentence.", "Already a sentence."],
    ["Really?", "Really?"],
    ["  Spaces around  ", "Spaces around."],
  ])("%j as a sentence → %j", (text, expected) => {
    expect(asSentence(text)).toBe(expected);
  });

  test.each([
    [0, "$0"],
    [12, "$12"],
    [12.5, "$12.50"],
    [335, "$335"],
    [1240, "$1,240"],
  ])("money %d → %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  test("a saving is told beside the pro visit it avoided, which is always a typical estimate", () => {
    expect(savedOnProVisit(62, 80)).toBe("$62 on a typical $80 pro visit (estimate)");
    expect(savedOnProVisit(0, 150)).toBe("$0 on a typical $150 pro visit (estimate)");
  });

  test.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
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

  test("plural takes an irregular form", () => {
    expect([plural(1, "task"), plural(2, "task"), plural(2, "entry", "entries")]).toEqual(["1 task", "2 tasks", "2 entries"]);
  });

  test.each([
    [-3, "Overdue by 3 days"],
    [-1, "Overdue by 1 day"],
    [0, "Due today"],
    [1, "Due tomorrow"],
    [5, "Due in 5 days"],
  ])("dueLabel(%i) is %s", (days, label) => expect(dueLabel(days)).toBe(label));

  test("a day leaves out this year's year, and writes any other", () => {
    expect(formatDay("2026-03-12", "2026-03-02")).toBe("Mar 12");
    expect(formatDay("2027-01-03", "2026-03-02")).toBe("Jan 3, 2027");
    expect(formatDay("2025-12-31", "2026-01-01")).toBe("Dec 31, 2025");
    expect(formatDay("2026-11-24")).toBe("Nov 24, 2026");
  });

  test("a day with its weekday reads the same in every time zone", () => {
    expect(formatDayWithWeekday("2026-12-01")).toBe("Tue, Dec 1");
    expect(formatDayWithWeekday("2024-02-29")).toBe("Thu, Feb 29");
  });

  test("months", () => {
    expect(formatMonth("2026-01")).toBe("January 2026");
    expect(formatShortMonth("2026-01")).toBe("Jan");
    expect(formatShortMonth("2026-12")).toBe("Dec");
  });
});

describe("dates of instants and months of days (docs/decisions/033-dates-written-month-first.md)", () => {
  test.each([
    ["2026-03-12T15:00:00Z", "UTC", "Mar 12, 2026"],
    // The reader's day, not the server's: late evening in New York is the next day in UTC.
    ["2026-03-13T02:30:00Z", "America/New_York", "Mar 12, 2026"],
    ["2026-12-31T23:30:00Z", "Asia/Tokyo", "Jan 1, 2027"],
  ])("%s in %s is written %s, with its year", (instant, timeZone, text) => {
    expect(formatDayOfInstant(instant, timeZone)).toBe(text);
  });

  test("a day's month and year, read from its digits", () => {
    expect(formatMonthOfDay("2019-05-01")).toBe("May 2019");
    expect(formatMonthOfDay("2025-12-31")).toBe("Dec 2025");
  });
});
