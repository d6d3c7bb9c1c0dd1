import { Stat } from "@ui/stat/index.ts";
import type { MemberStatistics, TaskStatisticsResponse } from "@domain/contract/index.ts";
import { formatDays, formatMinutes, formatMoney } from "@domain/format/for-people.ts";

/** The home's figures from `GET /api/tasks/stats`; the completion rate is already a rounded percentage (docs/product.md §9). */
export function StatsPanel({ stats }: { stats: TaskStatisticsResponse["data"] }) {
  const figures = [
    { label: "Completed", value: String(stats.completed) },
    { label: "Pending", value: String(stats.pending) },
    { label: "Overdue", value: String(stats.overdue) },
    { label: "Total tasks", value: String(stats.total) },
    { label: "Completion rate", value: `${stats.completionRate}%` },
    { label: "Current streak", value: formatDays(stats.currentStreak) },
    { label: "Longest streak", value: formatDays(stats.longestStreak) },
    { label: "Money saved (estimate)", value: formatMoney(stats.moneySaved) },
    { label: "Time spent", value: formatMinutes(stats.minutesSpent) },
  ];
  const members = stats.members ?? [];
  return (
    <section aria-labelledby="statistics-heading" className="grid gap-3">
      <h2 id="statistics-heading" className="text-lg font-semibold">
        Statistics
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <Stat key={figure.label} label={figure.label} value={figure.value} size="sm" className="rounded-lg border bg-card p-4" />
        ))}
      </div>
      {members.length > 1 ? <WhoDidWhat members={members} /> : null}
    </section>
  );
}

/** In a shared home, each member's share of the figures and their own streak (docs/product.md §2.15); a home of one shows none. */
function WhoDidWhat({ members }: { members: readonly MemberStatistics[] }) {
  return (
    <section aria-labelledby="who-did-what-heading" className="mt-3 grid gap-3">
      <h3 id="who-did-what-heading" className="text-base font-semibold">
        Who did what
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <MemberCard key={member.userId} member={member} />
        ))}
      </ul>
    </section>
  );
}

function MemberCard({ member }: { member: MemberStatistics }) {
  const who = member.isYou ? "You" : member.name;
  const figures = [
    { label: "Completed", value: String(member.completed) },
    { label: "Current streak", value: formatDays(member.currentStreak) },
    { label: "Longest streak", value: formatDays(member.longestStreak) },
    { label: "Money saved (estimate)", value: formatMoney(member.moneySaved) },
    { label: "Time spent", value: formatMinutes(member.minutesSpent) },
  ];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <h4 className="truncate font-semibold" title={who}>
        {who}
      </h4>
      <div className="grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <Stat key={figure.label} label={figure.label} value={figure.value} size="sm" />
        ))}
      </div>
    </li>
  );
}
