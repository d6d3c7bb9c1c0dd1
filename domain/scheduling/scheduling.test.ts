import { describe, expect, test } from "vitest";
import { calendarDateInTimeZone } from "../dates/calendar-date.ts";
import { clientNextDueDate } from "./next-due.ts";
import {
  effectiveInterval,
  minimumIntervalMonths,
  minimumLeadDays,
  scheduleDueDate,
  seasonalMonths,
  snapToSeason,
} from "./server-schedule.ts";

describe("clientNextDueDate (docs/product.md §4.11: weekly +7 days, monthly +1, quarterly +3, yearly +1 year, else +1 month)", () => {
  test.each([
    ["2026-11-22", "weekly", "2026-11-29"],
    ["2026-11-22", "monthly", "2026-12-22"],
    ["2026-11-22", "quarterly", "2027-02-22"],
    ["2026-11-22", "yearly", "2027-11-22"],
    ["2026-11-22", "annually", "2027-11-22"],
    ["2026-11-22", "Annual", "2027-11-22"],
    ["2026-11-22", "bi-monthly", "2026-12-22"],
    ["2026-11-22", "something else", "2026-12-22"],
    // month ends and leap years
    ["2026-01-31", "monthly", "2026-02-28"],
    ["2028-01-31", "monthly", "2028-02-29"],
    ["2026-11-30", "quarterly", "2027-02-28"],
    ["2024-02-29", "yearly", "2025-02-28"],
    ["2026-03-31", "unknown", "2026-04-30"],
    // year end
    ["2026-12-28", "weekly", "2027-01-04"],
    ["2026-12-31", "monthly", "2027-01-31"],
    ["2026-10-31", "Quarterly", "2027-01-31"],
  ])("from %s, %s → %s", (base, frequency, expected) => {
    expect(clientNextDueDate(base, frequency)).toBe(expected);
  });

  test("the base is the user's calendar day: completing at 23:30 in New York on Mar 7 (DST night) counts from Mar 7", () => {
    const today = calendarDateInTimeZone(new Date("2026-03-08T04:30:00Z"), "America/New_York");
    expect(today).toBe("2026-03-07");
    expect(clientNextDueDate(today, "weekly")).toBe("2026-03-14");
  });
});

describe("minimum intervals (docs/product.md §5.6: duct cleaning 36, anode check 24, washer hose replacement 48 months)", () => {
  test.each([
    ["hvac-clean-ductwork", 36],
    ["water-heater-check-anode", 24],
    ["check-anode", 24],
    ["washer-replace-hoses", 48],
    ["washer-check-hoses", undefined],
    ["ductless-mini-split-clean-filter", undefined],
    ["hvac-replace-filter", undefined],
  ])("%s → %s", (taskId, months) => {
    expect(minimumIntervalMonths(taskId)).toBe(months);
  });

  test.each([
    ["hvac-clean-ductwork", "annually", 36],
    ["hvac-clean-ductwork", "every 4 years", 48],
    ["water-heater-check-anode", "annually", 24],
    ["washer-replace-hoses", "every 3 years", 48],
    ["washer-replace-hoses", "every 9 years", 108],
    ["hvac-replace-filter", "monthly", 1],
  ])("%s at %s runs every %d months", (taskId, frequency, months) => {
    const interval = effectiveInterval(taskId, frequency);
    expect(interval).toEqual({ unit: "months", months });
  });
});

describe("minimum lead time (docs/product.md §5.8: 7 days ≤ 1 month, 14 up to 3, 30 up to 6, 45 otherwise)", () => {
  test.each([
    [7 / 30.4375, 7],
    [1, 7],
    [2, 14],
    [3, 14],
    [4, 30],
    [6, 30],
    [7, 45],
    [12, 45],
    [108, 45],
  ])("an interval of %d months needs %d days", (months, days) => {
    expect(minimumLeadDays(months)).toBe(days);
  });
});

describe("seasonal snap (docs/product.md §5.7)", () => {
  test.each([
    ["ac-schedule-service", [4]],
    ["furnace-schedule-service", [9]],
    ["ceiling-fan-reverse", [4, 10]],
    ["ac-winterize", [10]],
    ["clean-gutters-spring", [4]],
    ["apply-mulch", [4]],
    ["winterize-outdoor-faucets", [10]],
    ["drain-sprinkler-system", [10]],
    ["store-outdoor-furniture", [10]],
    ["clean-gutters-fall", [11]],
    ["rake-remove-leaves", [11]],
    ["ac-clean-condensate-drain", undefined],
    ["check-deck-patio", undefined],
    ["hvac-replace-filter", undefined],
  ])("%s snaps to months %o", (taskId, months) => {
    expect(seasonalMonths(taskId)).toEqual(months);
  });

  test.each([
    ["2026-05-10", [4], "2026-01-01", "2026-04-01"],
    ["2026-11-22", [4], "2027-01-06", "2027-04-01"],
    ["2026-07-01", [4, 10], "2026-01-01", "2026-04-01"],
    ["2026-07-02", [4, 10], "2026-01-01", "2026-10-01"],
    ["2026-12-20", [4, 10], "2026-12-01", "2027-04-01"],
    ["2026-12-20", [9], "2026-12-01", "2027-09-01"],
  ])("%s snapped to months %o, not before %s → %s", (target, months, notBefore, expected) => {
    expect(snapToSeason(target, months, notBefore)).toBe(expected);
  });
});

describe("scheduleDueDate", () => {
  // A newly generated task is due "now", pushed out by the lead time; long seasonal ones snap.
  test.each([
    // [taskId, frequency, today, expected due date]
    ["hvac-replace-filter", "monthly", "2026-11-22", "2026-11-29"],
    ["run-water-unused-drains", "weekly", "2026-12-28", "2027-01-04"],
    ["clean-drains-proactive", "quarterly", "2026-11-22", "2026-12-06"],
    ["dryer-clean-vent-outside", "semi-annually", "2026-11-22", "2026-12-22"],
    ["inspect-electrical-panel", "annually", "2026-11-22", "2027-01-06"],
    ["hvac-clean-ductwork", "annually", "2026-12-20", "2027-02-03"],
    // Seasonal tasks in each season month: AC service → Apr 1, furnace service → Sep 1, fan → Apr/Oct, winterize → Oct 1
    ["ac-schedule-service", "annually", "2026-11-22", "2027-04-01"],
    ["ac-schedule-service", "annually", "2026-01-10", "2026-04-01"],
    ["ac-schedule-service", "annually", "2026-03-01", "2027-04-01"],
    ["furnace-schedule-service", "annually", "2026-11-22", "2027-09-01"],
    ["furnace-schedule-service", "annually", "2026-06-01", "2026-09-01"],
    ["ceiling-fan-reverse", "semi-annually", "2026-11-22", "2027-04-01"],
    ["ceiling-fan-reverse", "semi-annually", "2026-06-01", "2026-10-01"],
    ["ceiling-fan-reverse", "semi-annually", "2026-09-01", "2026-10-01"],
    ["ceiling-fan-reverse", "semi-annually", "2026-09-02", "2027-04-01"],
    ["ac-winterize", "annually", "2026-07-15", "2026-10-01"],
    ["ac-winterize", "annually", "2026-11-22", "2027-10-01"],
    // A spring and a fall gutter cleaning generated the same day fall due in their own seasons, not together.
    ["clean-gutters-spring", "annually", "2026-11-22", "2027-04-01"],
    ["clean-gutters-fall", "annually", "2026-11-22", "2027-11-01"],
    ["clean-gutters-spring", "annually", "2026-06-01", "2027-04-01"],
    ["clean-gutters-fall", "annually", "2026-06-01", "2026-11-01"],
    ["winterize-outdoor-faucets", "annually", "2026-06-01", "2026-10-01"],
    ["apply-mulch", "annually", "2026-01-10", "2026-04-01"],
    // Under 6 months no snap applies, even for a seasonal task.
    ["ac-schedule-service", "quarterly", "2026-11-22", "2026-12-06"],
  ])("new %s (%s) generated on %s is due %s", (taskId, frequency, today, dueDate) => {
    expect(scheduleDueDate({ taskId, frequency, today }).dueDate).toBe(dueDate);
  });

  test.each([
    // [taskId, frequency, last done, today, expected]
    ["hvac-replace-filter", "monthly", "2026-01-31", "2026-01-31", "2026-02-28"],
    ["hvac-replace-filter", "monthly", "2028-01-31", "2028-01-31", "2028-02-29"],
    ["hvac-replace-filter", "monthly", "2026-09-01", "2026-11-22", "2026-11-29"],
    ["hvac-clean-ductwork", "annually", "2026-11-22", "2026-11-22", "2029-11-22"],
    ["water-heater-check-anode", "annually", "2024-02-29", "2024-02-29", "2026-02-28"],
    ["washer-replace-hoses", "every 3 years", "2026-12-31", "2026-12-31", "2030-12-31"],
    ["ac-schedule-service", "annually", "2026-05-10", "2026-05-10", "2027-04-01"],
    ["furnace-schedule-service", "annually", "2026-09-03", "2026-09-03", "2027-09-01"],
    ["ceiling-fan-reverse", "semi-annually", "2026-10-01", "2026-10-01", "2027-04-01"],
    ["ac-winterize", "annually", "2026-10-02", "2026-10-02", "2027-10-01"],
  ])("%s (%s) last done %s, scheduled on %s → %s", (taskId, frequency, lastCompletedOn, today, dueDate) => {
    expect(scheduleDueDate({ taskId, frequency, today, lastCompletedOn }).dueDate).toBe(dueDate);
  });

  test("reports the interval and lead time it used", () => {
    expect(scheduleDueDate({ taskId: "hvac-clean-ductwork", frequency: "annually", today: "2026-11-22" })).toEqual({
      dueDate: "2027-01-06",
      intervalMonths: 36,
      leadDays: 45,
      snapped: false,
    });
  });
});
