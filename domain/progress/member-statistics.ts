import type { CalendarDate } from "../dates/calendar-date.ts";
import { streaksFromCompletionDays } from "../tasks/task-rules.ts";

/** One of a home's people, as the statistics name them: their account, their name (else e-mail), and whether it is the reader. */
export interface StatisticsPerson {
  readonly userId: string;
  readonly name: string;
  readonly isYou: boolean;
}

/** One completion of the home, with who recorded it (null for someone since gone) and what it took and saved. */
export interface CompletionOfMember {
  readonly completedBy: string | null;
  readonly completedOn: CalendarDate;
  readonly minutesSpent: number;
  readonly moneySaved: number;
}

/** A member's share of the home's figures, beside the home's own (docs/product.md §2.15). */
export interface MemberFigures extends StatisticsPerson {
  readonly completed: number;
  readonly minutesSpent: number;
  readonly moneySaved: number;
  readonly currentStreak: number;
  readonly longestStreak: number;
}

/**
 * Who did how much in a shared home (docs/product.md §2.15, §6.5): each member's completions, time spent,
 * money saved and their own streaks (the §4.7 rule over the days they did something), in the order the
 * people are given. A home of one person has nothing to split, so it answers none; completions of someone
 * since gone count in the home's figures only.
 */
export function statisticsByMember(
  people: readonly StatisticsPerson[],
  completions: readonly CompletionOfMember[],
  today: CalendarDate,
): MemberFigures[] {
  if (people.length < 2) return [];
  return people.map((person) => {
    const theirs = completions.filter((completion) => completion.completedBy === person.userId);
    const streaks = streaksFromCompletionDays(
      theirs.map((completion) => completion.completedOn),
      today,
    );
    const moneySaved = theirs.reduce((sum, completion) => sum + completion.moneySaved, 0);
    return {
      ...person,
      completed: theirs.length,
      minutesSpent: theirs.reduce((sum, completion) => sum + completion.minutesSpent, 0),
      // Cents added up as floats drift (10.1 + 0.2): the figure is money, kept to the cent.
      moneySaved: Math.round(moneySaved * 100) / 100,
      currentStreak: streaks.current,
      longestStreak: streaks.longest,
    };
  });
}
