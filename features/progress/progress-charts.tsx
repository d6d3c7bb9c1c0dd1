import type { MonthlyHistoryResponse } from "@domain/contract/index.ts";
import { BarChart } from "@ui/bar-chart/index.ts";
import { formatMoney, formatMonth, formatShortMonth } from "@domain/format/for-people.ts";

/** What an empty chart says: a homeowner who has done nothing yet sees why the chart is blank. */
const PROGRESS_CHART_MESSAGES = {
  noCompletions: "No tasks completed in the last 12 months yet",
  nothingSaved: "Nothing saved by doing it yourself in the last 12 months yet",
} as const;

/** Completions and money saved per month over the last 12 months, each with its table. */
export function ProgressCharts({ months }: { months: MonthlyHistoryResponse["data"] }) {
  const labelled = (value: (month: MonthlyHistoryResponse["data"][number]) => number) =>
    months.map((month) => ({ label: formatShortMonth(month.month), fullLabel: formatMonth(month.month), value: value(month) }));
  return (
    <section aria-labelledby="charts-heading" className="grid gap-3">
      <h2 id="charts-heading" className="text-lg font-semibold">
        The last 12 months
      </h2>
      <div className="grid gap-6 rounded-lg border bg-card p-4 md:grid-cols-2">
        <BarChart
          title="Tasks completed per month"
          valueLabel="Tasks completed"
          data={labelled((month) => month.completed)}
          emptyMessage={PROGRESS_CHART_MESSAGES.noCompletions}
        />
        <BarChart
          title="Money saved per month (estimate)"
          valueLabel="Money saved"
          data={labelled((month) => month.moneySaved)}
          formatValue={formatMoney}
          emptyMessage={PROGRESS_CHART_MESSAGES.nothingSaved}
        />
      </div>
    </section>
  );
}
