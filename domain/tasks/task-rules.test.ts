import { describe, expect, test } from "vitest";
import {
  DEFAULT_TIME_ESTIMATE_MINUTES,
  applianceAgeYears,
  moneySavedByCompletion,
  streaksFromCompletionDays,
  completionRate,
  difficultyFromMinutes,
  isQuickWinTime,
  isWithinUndoWindow,
  nextStreak,
  snoozeHoldsTaskBack,
  snoozeUntilFrom,
} from "./task-rules.ts";

describe("difficulty from time (docs/product.md §9.2: Easy ≤ 15 min, Medium ≤ 45, otherwise Hard)", () => {
  test.each([
    [0, "easy"],
    [5, "easy"],
    [15, "easy"],
    [16, "medium"],
    [30, "medium"],
    [45, "medium"],
    [46, "hard"],
    [180, "hard"],
    [2880, "hard"],
  ])("%d minutes → %s", (minutes, difficulty) => {
    expect(difficultyFromMinutes(minutes)).toBe(difficulty);
  });
});

describe("quick win (docs/product.md §9.2: 5 minutes or less)", () => {
  test.each([
    [1, true],
    [5, true],
    [6, false],
    [30, false],
  ])("%d minutes → %s", (minutes, quickWin) => {
    expect(isQuickWinTime(minutes)).toBe(quickWin);
  });

  test("the default estimate is 30 minutes", () => {
    expect(DEFAULT_TIME_ESTIMATE_MINUTES).toBe(30);
  });
});

describe("completion rate (docs/product.md §9.3: rounded percentage of completed to total)", () => {
  test.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
    [97, 100, 97],
  ])("%d of %d → %d%%", (completed, total, rate) => {
    expect(completionRate(completed, total)).toBe(rate);
  });
});

describe("streak (docs/product.md §4.7: same day unchanged, yesterday +1, otherwise reset to 1)", () => {
  test.each([
    [4, "2026-11-22", "2026-11-22", 4],
    [4, "2026-11-21", "2026-11-22", 5],
    [4, "2026-11-20", "2026-11-22", 1],
    [4, "2026-12-31", "2027-01-01", 5],
    [2, "2028-02-28", "2028-02-29", 3],
    [2, "2028-02-28", "2028-03-01", 1],
    [2, "2026-02-28", "2026-03-01", 3],
    [7, "2026-03-07", "2026-03-08", 8],
    [0, null, "2026-11-22", 1],
    [9, "2026-11-23", "2026-11-22", 1],
  ])("streak %d, last task %s, task on %s → %d", (streak, lastTaskDate, today, expected) => {
    expect(nextStreak({ streak, lastTaskDate }, today)).toEqual({ streak: expected, lastTaskDate: today });
  });
});

describe("last-completed undo window (docs/product.md §9.6: 24 hours)", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  test.each([
    ["2026-11-22T11:59:00Z", true],
    ["2026-11-21T12:00:00Z", true],
    ["2026-11-21T11:59:59.999Z", false],
    ["2026-11-01T12:00:00Z", false],
    ["not a date", false],
  ])("completed at %s → within: %s", (completedAt, within) => {
    expect(isWithinUndoWindow(completedAt, now)).toBe(within);
  });
});

describe("appliance age (docs/product.md §9.6: years of 365.25 days)", () => {
  test.each([
    ["2026-11-22", "2026-11-22", 0],
    ["2025-11-22", "2026-11-22", 365 / 365.25],
    ["2024-11-22", "2026-11-22", 730 / 365.25],
    ["2016-11-22", "2026-11-22", 3652 / 365.25],
    ["2022-11-22", "2026-11-22", 4],
    ["2024-02-29", "2028-02-29", 4],
    ["2027-01-01", "2026-11-22", 0],
  ])("from %s to %s → %d years", (since, today, years) => {
    expect(applianceAgeYears(since, today)).toBeCloseTo(years, 10);
  });

  test("four calendar years (one leap day) are exactly 4 years of 365.25 days", () => {
    expect(applianceAgeYears("2022-11-22", "2026-11-22")).toBe(4);
  });
});

describe("snooze (docs/product.md §4.5: snoozeUntil = now + N days)", () => {
  test.each([
    [1, "2026-11-23T08:15:00.000Z"],
    [7, "2026-11-29T08:15:00.000Z"],
    [40, "2027-01-01T08:15:00.000Z"],
  ])("%d days", (days, until) => {
    expect(snoozeUntilFrom(new Date("2026-11-22T08:15:00Z"), days)).toBe(until);
  });

  test.each([0, -1, 1.5, Number.NaN])("refuses %d days", (days) => {
    expect(() => snoozeUntilFrom(new Date("2026-11-22T08:15:00Z"), days)).toThrow(RangeError);
  });

  test.each([
    ["2026-12-05", "2026-12-28", false],
    ["2026-12-28", "2026-12-28", false],
    ["2026-12-29", "2026-12-28", true],
  ] as const)("a snooze ending %s holds a task due %s back: %s", (endsOn, dueDate, holds) => {
    expect(snoozeHoldsTaskBack(endsOn, dueDate)).toBe(holds);
  });
});

describe("streaksFromCompletionDays (the §4 streak rule folded over the days tasks were done)", () => {
  test.each([
    [[], "2026-11-22", 0, 0],
    [["2026-11-22"], "2026-11-22", 1, 1],
    [["2026-11-21", "2026-11-22"], "2026-11-22", 2, 2],
    [["2026-11-21", "2026-11-21", "2026-11-22"], "2026-11-22", 2, 2],
    [["2026-11-20", "2026-11-21"], "2026-11-22", 2, 2],
    [["2026-11-19", "2026-11-20"], "2026-11-22", 0, 2],
    [["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-21", "2026-11-22"], "2026-11-22", 2, 3],
    [["2026-12-31", "2027-01-01"], "2027-01-01", 2, 2],
    [["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01", 3, 3],
  ] as const)("days %j seen on %s → current %i, longest %i", (days, today, current, longest) => {
    expect(streaksFromCompletionDays(days, today)).toEqual({ current, longest });
  });
});

describe("moneySavedByCompletion (pro cost avoided minus what doing it yourself cost)", () => {
  test.each([
    [{ difficulty: "Easy", proCost: 200, diyCost: 0 }, 200],
    [{ difficulty: "Easy", proCost: 200, diyCost: 0, costActual: 35 }, 165],
    [{ difficulty: "Moderate", proCost: 150, diyCost: 20, costActual: null }, 130],
    [{ difficulty: "Moderate", proCost: 50, diyCost: 20, costActual: 80 }, 0],
    [{ difficulty: "Professional", proCost: 500, diyCost: 300 }, 0],
  ])("%j saves %d", (task, saved) => {
    expect(moneySavedByCompletion(task)).toBe(saved);
  });
});
