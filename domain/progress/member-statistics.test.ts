import { describe, expect, test } from "vitest";
import { statisticsByMember, type CompletionOfMember } from "./member-statistics.ts";

const alex = { userId: "alex", name: "Alex Kim", isYou: true };
const sam = { userId: "sam", name: "Sam Lee", isYou: false };
const today = "2026-11-24";

const done = (completedBy: string | null, completedOn: string, minutesSpent = 0, moneySaved = 0): CompletionOfMember => ({ completedBy, completedOn, minutesSpent, moneySaved });

describe("statisticsByMember", () => {
  test("a home of one person has nothing to split", () => {
    expect(statisticsByMember([alex], [done("alex", today)], today)).toEqual([]);
  });

  test("each member counts only their own completions, time and savings, in the order given", () => {
    const figures = statisticsByMember(
      [sam, alex],
      [done("alex", "2026-11-20", 30, 62), done("sam", "2026-11-24", 15, 10.1), done("sam", "2026-11-23", 5, 0.2), done(null, "2026-11-24", 60, 100)],
      today,
    );
    expect(figures).toEqual([
      { ...sam, completed: 2, minutesSpent: 20, moneySaved: 10.3, currentStreak: 2, longestStreak: 2 },
      { ...alex, completed: 1, minutesSpent: 30, moneySaved: 62, currentStreak: 0, longestStreak: 1 },
    ]);
  });

  test.each([
    ["done today and yesterday: 2 days, alive", ["2026-11-23", "2026-11-24"], 2, 2],
    ["last done yesterday: still alive", ["2026-11-22", "2026-11-23"], 2, 2],
    ["last done two days ago: ended", ["2026-11-21", "2026-11-22"], 0, 2],
    ["two on one day count one day", ["2026-11-24", "2026-11-24"], 1, 1],
    ["a gap starts again at 1", ["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-24"], 1, 3],
  ])("a member's own streak (§4.7): %s", (_label, days, currentStreak, longestStreak) => {
    const [figures] = statisticsByMember([sam, alex], days.map((day) => done("sam", day)), today);
    expect(figures).toMatchObject({ currentStreak, longestStreak });
  });

  test("someone else's streak does not carry a member's", () => {
    const [samFigures] = statisticsByMember([sam, alex], [done("sam", "2026-11-22"), done("alex", "2026-11-23"), done("sam", "2026-11-24")], today);
    expect(samFigures).toMatchObject({ completed: 2, currentStreak: 1, longestStreak: 1 });
  });

  test("a member who has done nothing yet shows zeros", () => {
    const [, alexFigures] = statisticsByMember([sam, alex], [done("sam", today)], today);
    expect(alexFigures).toEqual({ ...alex, completed: 0, minutesSpent: 0, moneySaved: 0, currentStreak: 0, longestStreak: 0 });
  });
});
