import { describe, expect, test } from "vitest";
import type { AchievementStatus } from "@domain/contract/index.ts";
import { achievementsToAnnounce } from "./announced-achievements.ts";

const now = new Date("2026-11-24T12:00:00Z");
const achievement = (id: AchievementStatus["id"], unlockedAt: string | null): AchievementStatus => ({
  id,
  title: id,
  description: "",
  isUnlocked: unlockedAt !== null,
  unlockedAt,
});

describe("achievementsToAnnounce", () => {
  test.each([
    ["a fresh unlock", achievement("first-task", "2026-11-24T11:59:00Z"), new Set<string>(), true],
    ["one already toasted here", achievement("first-task", "2026-11-24T11:59:00Z"), new Set(["first-task"]), false],
    ["a locked one", achievement("tasks-10", null), new Set<string>(), false],
    ["an unlock of exactly a day ago", achievement("streak-5", "2026-11-23T12:00:00Z"), new Set<string>(), true],
    ["an unlock of more than a day ago", achievement("streak-5", "2026-11-23T11:59:59Z"), new Set<string>(), false],
  ])("%s: %s", (_label, input, announced, expected) => {
    expect(achievementsToAnnounce([input], announced, now).length === 1).toBe(expected);
  });
});
