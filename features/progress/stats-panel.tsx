import { Stat } from "@ui/stat/index.ts";
import type { TaskStatisticsResponse } from "@domain/contract/index.ts";
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
    </section>
  );
}
