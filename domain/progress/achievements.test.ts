import { describe, expect, test } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import {
  ACHIEVEMENTS,
  achievementNotificationContent,
  achievementStatuses,
  earnedAchievements,
  hasClearWeek,
  newlyEarnedAchievements,
  weekStartOf,
  type AchievementHistory,
} from "./achievements.ts";

const today = "2026-11-24"; // a Tuesday

function history(overrides: Partial<AchievementHistory> = {}): AchievementHistory {
  return { completions: [], applianceIds: [], tasks: [], guideFinished: false, today, ...overrides };
}

/** `count` completions on consecutive days ending today, each saving `saved`, on appliance "a1". */
function daily(count: number, saved = 0) {
  return Array.from({ length: count }, (_, index) => ({ completedOn: addDays(today, index - count + 1), applianceId: "a1", moneySaved: saved }));
}

/** `count` completions all on one day. */
function sameDay(count: number, saved = 0) {
  return Array.from({ length: count }, () => ({ completedOn: today, applianceId: "a1", moneySaved: saved }));
}

describe("earnedAchievements", () => {
  test.each([
    ["nothing done", history(), []],
    ["one task", history({ completions: sameDay(1) }), ["first-task"]],
    ["4 days in a row", history({ completions: daily(4) }), ["first-task"]],
    ["5 days in a row", history({ completions: daily(5) }), ["first-task", "streak-5"]],
    ["30 days in a row", history({ completions: daily(30) }), ["first-task", "streak-5", "streak-30", "tasks-10"]],
    ["100 days in a row", history({ completions: daily(100) }), ["first-task", "streak-5", "streak-30", "streak-100", "tasks-10", "tasks-50", "tasks-100"]],
    ["9 tasks in one day", history({ completions: sameDay(9) }), ["first-task"]],
    ["10 tasks in one day", history({ completions: sameDay(10) }), ["first-task", "tasks-10"]],
    ["50 tasks", history({ completions: sameDay(50) }), ["first-task", "tasks-10", "tasks-50"]],
    ["$99.99 saved", history({ completions: [{ completedOn: today, applianceId: null, moneySaved: 99.99 }] }), ["first-task"]],
    ["$100 saved", history({ completions: sameDay(2, 50) }), ["first-task", "saved-100"]],
    ["$1,000 saved", history({ completions: sameDay(4, 250) }), ["first-task", "saved-100", "saved-1000"]],
    ["the only appliance serviced", history({ completions: sameDay(1), applianceIds: ["a1"] }), ["first-task", "every-appliance"]],
    ["one of two appliances serviced", history({ completions: sameDay(1), applianceIds: ["a1", "a2"] }), ["first-task"]],
    ["no appliances at all", history({ applianceIds: [] }), []],
    ["a guide followed to the end", history({ guideFinished: true }), ["guide-finished"]],
  ] as const)("%s", (_label, input, expected) => {
    expect(earnedAchievements(input)).toEqual(expected);
  });

  test("a streak that ended long ago still counts as reached", () => {
    const old = Array.from({ length: 5 }, (_, index) => ({ completedOn: addDays("2026-01-01", index), applianceId: "a1", moneySaved: 0 }));
    expect(earnedAchievements(history({ completions: old }))).toContain("streak-5");
  });
});

describe("hasClearWeek", () => {
  test.each([
    ["no tasks", [], false],
    ["a task done on its due day last week", [{ dueDate: "2026-11-18", completedOn: "2026-11-18" }], true],
    ["a task done early last week", [{ dueDate: "2026-11-20", completedOn: "2026-11-16" }], true],
    ["a task done a day late last week", [{ dueDate: "2026-11-18", completedOn: "2026-11-19" }], false],
    ["a task still open from last week", [{ dueDate: "2026-11-18", completedOn: null }], false],
    ["one on time and one late in the same week", [{ dueDate: "2026-11-17", completedOn: "2026-11-17" }, { dueDate: "2026-11-19", completedOn: null }], false],
    ["a late week then a clean one", [{ dueDate: "2026-11-10", completedOn: null }, { dueDate: "2026-11-17", completedOn: "2026-11-17" }], true],
    ["a task due last Sunday, done that day", [{ dueDate: "2026-11-22", completedOn: "2026-11-22" }], true],
    ["this week is not finished yet", [{ dueDate: "2026-11-23", completedOn: "2026-11-23" }], false],
  ] as const)("%s → %s", (_label, tasks, expected) => {
    expect(hasClearWeek(tasks, today)).toBe(expected);
  });
});

describe("weekStartOf", () => {
  test.each([
    ["2026-11-24", "2026-11-23"],
    ["2026-11-23", "2026-11-23"],
    ["2026-11-29", "2026-11-23"],
    ["2026-01-01", "2025-12-29"],
    ["1970-01-04", "1969-12-29"],
    ["1969-12-31", "1969-12-29"],
    ["1600-03-01", "1600-02-28"],
  ])("%s is in the week of Monday %s", (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });
});

describe("newlyEarnedAchievements", () => {
  test("leaves out what was already unlocked", () => {
    expect(newlyEarnedAchievements(history({ completions: daily(5) }), ["first-task"])).toEqual(["streak-5"]);
  });
});

describe("achievementNotificationContent", () => {
  test("names the achievement in a success notification", () => {
    expect(achievementNotificationContent("first-task")).toEqual({
      type: "success",
      title: "Achievement unlocked",
      message: "First task done: Completed your first maintenance task.",
    });
  });

  test("every achievement has a distinct id and title", () => {
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.id)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.title)).size).toBe(ACHIEVEMENTS.length);
  });
});

describe("achievementStatuses (docs/product.md §4.9)", () => {
  test("every achievement in the listed order, unlocked where an instant is known", () => {
    const at = "2026-11-22T14:00:00.000Z";
    const statuses = achievementStatuses((id) => (id === "first-task" ? at : null));
    expect(statuses.map((status) => status.id)).toEqual(ACHIEVEMENTS.map((achievement) => achievement.id));
    expect(statuses[0]).toEqual({ id: "first-task", title: "First task done", description: "Completed your first maintenance task.", isUnlocked: true, unlockedAt: at });
    expect(statuses.slice(1).every((status) => !status.isUnlocked && status.unlockedAt === null)).toBe(true);
  });
});
