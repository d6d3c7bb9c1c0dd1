import { describe, expect, test } from "vitest";
import { dayOfWeek, localHourAt, reminderPeriodAt, summaryWeeks, sundayEndingWeekOf, weeklySummaryPeriodAt } from "./message-schedule.ts";

describe("reminderPeriodAt", () => {
  test.each([
    ["2026-12-01T08:00:00Z", "UTC", "2026-12-01"],
    ["2026-12-01T08:59:00Z", "UTC", "2026-12-01"],
    ["2026-12-01T09:00:00Z", "UTC", undefined],
    ["2026-12-01T07:00:00Z", "Europe/Paris", "2026-12-01"],
    ["2026-12-01T08:00:00Z", "Europe/Paris", undefined],
    // 8 a.m. in Auckland is still the previous evening in UTC.
    ["2026-11-30T19:00:00Z", "Pacific/Auckland", "2026-12-01"],
    // A half-hour zone: 8:00 in Kolkata is 02:30 UTC.
    ["2026-12-01T02:30:00Z", "Asia/Kolkata", "2026-12-01"],
    ["2026-12-01T13:00:00Z", "America/New_York", "2026-12-01"],
  ])("at %s in %s the reminder of %s is due", (instant, zone, expected) => {
    expect(reminderPeriodAt(new Date(instant), zone)).toBe(expected);
  });

  test("with allZones, every zone's local date is due whatever the hour", () => {
    expect(reminderPeriodAt(new Date("2026-12-01T23:30:00Z"), "Asia/Tokyo", { allZones: true })).toBe("2026-12-02");
    expect(reminderPeriodAt(new Date("2026-12-01T23:30:00Z"), "America/Los_Angeles", { allZones: true })).toBe("2026-12-01");
  });

  test("a daylight saving change keeps the reminder at local 8 a.m.", () => {
    // Paris moves to summer time on 2026-03-29: 8 a.m. is then 06:00 UTC.
    expect(reminderPeriodAt(new Date("2026-03-29T06:00:00Z"), "Europe/Paris")).toBe("2026-03-29");
    expect(reminderPeriodAt(new Date("2026-03-29T07:00:00Z"), "Europe/Paris")).toBeUndefined();
  });
});

describe("weeklySummaryPeriodAt", () => {
  test("is due on Sunday at 6 p.m. local only", () => {
    expect(weeklySummaryPeriodAt(new Date("2026-11-29T18:00:00Z"), "UTC")).toBe("2026-11-29");
    expect(weeklySummaryPeriodAt(new Date("2026-11-29T17:00:00Z"), "Europe/Berlin")).toBe("2026-11-29");
    expect(weeklySummaryPeriodAt(new Date("2026-11-29T19:00:00Z"), "UTC")).toBeUndefined();
    expect(weeklySummaryPeriodAt(new Date("2026-11-30T18:00:00Z"), "UTC")).toBeUndefined();
  });

  test("with allZones, the last finished week's Sunday", () => {
    expect(weeklySummaryPeriodAt(new Date("2026-12-01T08:00:00Z"), "UTC", { allZones: true })).toBe("2026-11-29");
    expect(weeklySummaryPeriodAt(new Date("2026-11-29T10:00:00Z"), "UTC", { allZones: true })).toBe("2026-11-22");
    expect(weeklySummaryPeriodAt(new Date("2026-11-29T18:30:00Z"), "UTC", { allZones: true })).toBe("2026-11-29");
  });
});

describe("calendar helpers", () => {
  test("dayOfWeek and the Sunday ending a week", () => {
    expect(dayOfWeek("2026-11-29")).toBe(0);
    expect(dayOfWeek("2026-12-01")).toBe(2);
    expect(sundayEndingWeekOf("2026-11-23")).toBe("2026-11-29");
    expect(sundayEndingWeekOf("2026-11-29")).toBe("2026-11-29");
  });

  test("summaryWeeks spans Monday to Sunday and the week after", () => {
    expect(summaryWeeks("2026-11-29")).toEqual({ weekStart: "2026-11-23", weekEnd: "2026-11-29", nextWeekStart: "2026-11-30", nextWeekEnd: "2026-12-06" });
  });

  test("localHourAt reads the wall clock of the zone", () => {
    expect(localHourAt(new Date("2026-12-01T00:30:00Z"), "UTC")).toBe(0);
    expect(localHourAt(new Date("2026-12-01T23:30:00Z"), "Asia/Tokyo")).toBe(8);
  });

  test("localHourAt reads a zone in any letter case, and refuses a text that names none", () => {
    expect(localHourAt(new Date("2026-12-01T23:30:00Z"), "asia/TOKYO")).toBe(8);
    expect(localHourAt(new Date("2026-12-01T13:30:00Z"), "asia/kolkata")).toBe(19);
    expect(() => localHourAt(new Date("2026-12-01T13:30:00Z"), "Asia/Nowhere")).toThrow(RangeError);
  });
});
