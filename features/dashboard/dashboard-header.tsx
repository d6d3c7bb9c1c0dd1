import { Flame } from "lucide-react";
import { cn } from "@ui/lib/cn.ts";
import { Stat } from "@ui/stat/index.ts";
import type { WeekFigures } from "@features/tasks/index.ts";
import { formatMinutes, formatMoney } from "@domain/format/for-people.ts";

export type DashboardHeaderProps = {
  greeting: string;
  figures: WeekFigures;
  /** Days in a row with a task done; null while unknown. */
  streak: number | null;
};

/** No task done today or yesterday: an invitation, where "0-day streak" would read as a reproach. */
function streakText(streak: number): string {
  if (streak === 0) return "Start a streak today";
  return streak === 1 ? "1-day streak" : `${streak}-day streak`;
}

const streakClass = "inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground";

/** The greeting, this week's figures and the current streak. */
export function DashboardHeader({ greeting, figures, streak }: DashboardHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{greeting}</h1>
        {streak !== null ? (
          <p key="streak" className={streakClass}>
            <Flame aria-hidden="true" className="size-4" />
            {streakText(streak)}
          </p>
        ) : (
          // The streak comes after the list (docs/decisions/030-page-content-before-its-surroundings.md): its
          // place is kept, so a greeting that wraps on a phone does not push the page down when it arrives.
          <p key="streak-to-come" aria-hidden="true" className={cn(streakClass, "invisible")}>
            <Flame className="size-4" />
            0-day streak
          </p>
        )}
      </div>
      <section aria-label="This week" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat className="rounded-xl border bg-card p-3" label="Due this week" value={figures.dueThisWeek} />
        <Stat className="rounded-xl border bg-card p-3" label="Overdue" value={figures.overdue} />
        <Stat className="rounded-xl border bg-card p-3" label="Estimated time" value={formatMinutes(figures.minutes)} />
        <Stat className="rounded-xl border bg-card p-3" label="Estimated DIY savings" value={formatMoney(figures.savings)} />
      </section>
    </header>
  );
}
