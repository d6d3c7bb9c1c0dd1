import { describe, expect, test } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  calendarDateInTimeZone,
  calendarDateOfInstant,
  calendarDateSchema,
  canonicalTimeZone,
  compareCalendarDates,
  dayNumber,
  daysBetween,
  daysInMonth,
  instantSchema,
  isSameTimeZone,
  isValidTimeZone,
  parseCalendarDate,
  timeZoneMemorySizes,
  timeZoneSchema,
} from "./calendar-date.ts";

describe("calendarDateSchema", () => {
  test.each([
    ["2026-11-22", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-1-5", false],
    ["2026-11-22T00:00:00Z", false],
    ["", false],
    // PostgreSQL has no year 0; year 1 and 9999 it keeps.
    ["0000-01-01", false],
    ["0001-01-01", true],
    ["9999-12-31", true],
  ])("%j valid: %s", (text, valid) => {
    expect(calendarDateSchema.safeParse(text).success).toBe(valid);
  });

  test("parseCalendarDate refuses a non-date with the text in the message", () => {
    expect(() => parseCalendarDate("2026-02-30")).toThrow('Not a calendar date (YYYY-MM-DD): "2026-02-30"');
  });
});

describe("time zones named by a caller", () => {
  // Every spelling of a zone in another letter case: bit k of n says whether the k-th letter is upper case.
  const spellings = (zone: string, count: number) =>
    Array.from({ length: count }, (_, n) => [...zone].map((letter, k) => (k < 30 && (n >> k) & 1 ? letter.toUpperCase() : letter.toLowerCase())).join(""));

  test("a zone sent in thousands of letter cases gives one date and keeps one formatter", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    calendarDateInTimeZone(instant, "America/Argentina/Buenos_Aires");
    const before = timeZoneMemorySizes();
    for (const spelling of spellings("America/Argentina/Buenos_Aires", 3_000)) {
      expect(isValidTimeZone(spelling)).toBe(true);
      if (calendarDateInTimeZone(instant, spelling) !== "2026-11-22") expect(calendarDateInTimeZone(instant, spelling), spelling).toBe("2026-11-22");
    }
    const after = timeZoneMemorySizes();
    expect(after.formatters).toBe(before.formatters);
    expect(after.lastDates).toBe(before.lastDates);
    expect(after.zoneTexts).toBeLessThanOrEqual(before.zoneTexts + 1);
  });

  test("texts that name no zone are refused, and no more than 2,000 texts are remembered", () => {
    for (let n = 0; n < 5_000; n++) expect(isValidTimeZone(`Europe/Nowhere-${n}`)).toBe(false);
    expect(timeZoneMemorySizes().zoneTexts).toBeLessThanOrEqual(2_000);
    expect(() => calendarDateInTimeZone(new Date("2026-11-22T12:00:00Z"), "Europe/Nowhere-1")).toThrow(RangeError);
  });

  test("only ASCII letters match in any case: a Kelvin sign is not a K", () => {
    expect(isValidTimeZone("Asia/Krasnoyarsk")).toBe(true);
    expect(isValidTimeZone("Asia/\u212Arasnoyarsk")).toBe(false);
  });
});

describe("canonicalTimeZone and isSameTimeZone", () => {
  test("only the letter case is corrected; a zone is kept under the name the person chose", () => {
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
  });

  test("two names of one zone are the same zone", () => {
    expect(isSameTimeZone("Etc/UTC", "UTC")).toBe(true);
    expect(isSameTimeZone("Asia/Kolkata", "Asia/Calcutta")).toBe(true);
    expect(isSameTimeZone("Europe/Paris", "Europe/Berlin")).toBe(false);
  });
});

describe("instantSchema: moments the product can keep", () => {
  test.each([
    ["2026-11-22T09:30:00Z", true],
    ["2026-11-22T09:30:00.000+05:30", true],
    ["2026-11-22T09:30:00+14:00", true],
    ["1900-01-01T00:00:00Z", true],
    ["8999-12-31T23:59:59Z", true],
    ["2026-11-22T09:30:00-14:01", false],
    ["2026-11-22T09:30:00-23:59", false],
    ["1899-12-31T23:59:59Z", false],
    ["0000-01-01T00:00:00Z", false],
    // Already 10000-01-01 in a time zone of UTC+14: no calendar date could be written for it.
    ["9999-12-31T23:59:59Z", false],
    ["2026-11-22", false],
  ])("%j valid: %s", (text, valid) => {
    expect(instantSchema.safeParse(text).success).toBe(valid);
  });
});

describe("addMonths: month ends the way a person counts them", () => {
  test.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-01-30", 1, "2026-02-28"],
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-02-28", 1, "2026-03-28"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-12-31", 1, "2027-01-31"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-01-10", -1, "2025-12-10"],
    ["2026-05-20", 36, "2029-05-20"],
  ])("%s + %d months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  test.each([
    ["2024-02-29", 1, "2025-02-28"],
    ["2024-02-29", 4, "2028-02-29"],
    ["2026-06-15", 2, "2028-06-15"],
  ])("%s + %d years = %s", (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
});

describe("dayNumber", () => {
  test.each([
    ["1970-01-01", 0],
    ["1970-01-05", 4],
    ["1969-12-31", -1],
    ["2000-03-01", 11_017],
    ["2026-11-27", 20_784],
  ])("%s is day %d", (date, expected) => {
    expect(dayNumber(date)).toBe(expected);
  });

  test("refuses what is not a calendar date", () => {
    expect(() => dayNumber("2026-02-30")).toThrow(RangeError);
  });

  test("counts every day of years 1 to 2400 as the UTC calendar of Date does", () => {
    const utc = new Date(0);
    utc.setUTCFullYear(1, 0, 1);
    for (let expected = Math.round(utc.getTime() / 86_400_000); utc.getUTCFullYear() <= 2400; expected += 1) {
      const date = utc.toISOString().slice(0, 10);
      if (dayNumber(date) !== expected) expect(dayNumber(date), date).toBe(expected);
      utc.setUTCDate(utc.getUTCDate() + 1);
    }
  });
});

describe("addDays and daysBetween", () => {
  test.each([
    ["2026-12-25", 7, "2027-01-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-10-31", 45, "2026-12-15"],
  ])("%s + %d days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  test.each([
    // A DST change (US: 2026-03-08, a 23-hour day; EU: 2026-10-25, a 25-hour day) is still one day.
    ["2026-03-07", "2026-03-09", 2],
    ["2026-10-24", "2026-10-26", 2],
    ["2026-12-31", "2027-01-01", 1],
    ["2024-01-01", "2025-01-01", 366],
    ["2026-01-01", "2027-01-01", 365],
    ["2026-11-22", "2026-11-20", -2],
  ])("from %s to %s is %d days", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  test("refuses fractions of days and months", () => {
    expect(() => addDays("2026-11-22", 1.5)).toThrow("Days must be a whole number, got 1.5");
    expect(() => addMonths("2026-11-22", 0.5)).toThrow(RangeError);
  });

  test("years before 100 are not read as 19xx", () => {
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(daysBetween("0050-01-01", "0051-01-01")).toBe(365);
  });

  test("compareCalendarDates orders across a year end", () => {
    expect(["2027-01-01", "2026-12-31", "2026-02-01"].sort(compareCalendarDates)).toEqual([
      "2026-02-01",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  test.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])("%d-%d has %d days", (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe("calendarDateInTimeZone: 'today' is the user's day, not the machine's", () => {
  test.each([
    // Year end: at 23:30 UTC on Dec 31 it is already Jan 1 in Auckland, still Dec 31 in New York.
    ["2026-12-31T23:30:00Z", "UTC", "2026-12-31"],
    ["2026-12-31T23:30:00Z", "Pacific/Auckland", "2027-01-01"],
    ["2026-12-31T23:30:00Z", "America/New_York", "2026-12-31"],
    ["2027-01-01T04:59:59Z", "America/New_York", "2026-12-31"],
    ["2027-01-01T05:00:00Z", "America/New_York", "2027-01-01"],
    // US DST starts 2026-03-08 at 02:00 EST (07:00Z): the local day boundaries sit 5 h then 4 h from UTC.
    ["2026-03-08T04:59:00Z", "America/New_York", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "America/New_York", "2026-03-08"],
    ["2026-03-09T03:59:00Z", "America/New_York", "2026-03-08"],
    ["2026-03-09T04:00:00Z", "America/New_York", "2026-03-09"],
    // EU DST ends 2026-10-25: Paris midnight is 22:00Z before, 23:00Z after.
    ["2026-10-25T21:59:00Z", "Europe/Paris", "2026-10-25"],
    ["2026-10-25T22:59:00Z", "Europe/Paris", "2026-10-25"],
    ["2026-10-25T23:00:00Z", "Europe/Paris", "2026-10-26"],
  ])("%s in %s is %s", (instant, timeZone, date) => {
    expect(calendarDateInTimeZone(new Date(instant), timeZone)).toBe(date);
    expect(calendarDateOfInstant(instant, timeZone)).toBe(date);
  });

  test("a due date 1 week out stays 7 days away across the US DST change", () => {
    const beforeChange = calendarDateInTimeZone(new Date("2026-03-07T12:00:00Z"), "America/New_York");
    const due = addDays(beforeChange, 7);
    const afterChange = calendarDateInTimeZone(new Date("2026-03-09T12:00:00Z"), "America/New_York");
    expect(due).toBe("2026-03-14");
    expect(daysBetween(afterChange, due)).toBe(5);
  });

  // Each zone's last answer is kept for the second it was asked about: a day that begins on the next
  // second is still seen at once, and going back to the day before too.
  test.each([
    ["2026-12-31T18:29:59.999Z", "2026-12-31T18:30:00.000Z", "Asia/Kolkata", "2026-12-31", "2027-01-01"],
    ["2027-01-01T04:59:59.999Z", "2027-01-01T05:00:00.000Z", "America/New_York", "2026-12-31", "2027-01-01"],
  ])("%s and %s, the last and first milliseconds of a day, asked in turn in %s", (before, after, timeZone, dayBefore, dayAfter) => {
    for (let round = 0; round < 2; round++) {
      expect(calendarDateInTimeZone(new Date(before), timeZone)).toBe(dayBefore);
      expect(calendarDateInTimeZone(new Date(new Date(before).getTime() - 500), timeZone)).toBe(dayBefore);
      expect(calendarDateInTimeZone(new Date(after), timeZone)).toBe(dayAfter);
      expect(calendarDateInTimeZone(new Date(new Date(after).getTime() + 999), timeZone)).toBe(dayAfter);
    }
    expect(calendarDateInTimeZone(new Date(after), "UTC")).toBe(after.slice(0, 10));
  });

  test("an unknown time zone is refused", () => {
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(timeZoneSchema.safeParse("Mars/Olympus").success).toBe(false);
    expect(() => calendarDateInTimeZone(new Date("2026-01-01T00:00:00Z"), "Mars/Olympus")).toThrow(RangeError);
    expect(() => calendarDateInTimeZone(new Date("nope"), "UTC")).toThrow("Invalid instant");
  });
});
