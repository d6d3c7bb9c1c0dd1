import * as React from "react";
import { Check } from "lucide-react";
import { cn } from "../lib/cn.ts";

export type BarChartDatum = {
  /** The bar's label under the axis ("Nov"). */
  label: string;
  /** The label read in the table and by screen readers ("November 2026"); the short label when absent. */
  fullLabel?: string;
  value: number;
};

type BarChartProps = Omit<React.ComponentProps<"figure">, "children"> & {
  /** The chart's name: its caption, and the table's caption. */
  title: string;
  data: readonly BarChartDatum[];
  /** How a value is written on the bars and in the table ("$40", "3"). */
  formatValue?: (value: number) => string;
  /** The table's value column heading. */
  valueLabel: string;
  /** Shows the table instead of the bars (the table is always there for screen readers). */
  defaultView?: "chart" | "table";
  /** Written across the empty plot when every value is zero, so a blank chart does not look broken. */
  emptyMessage?: string;
};

const CHART_HEIGHT = 160;

/** Rounds the largest value up to a "nice" axis top (1, 2, 5 × 10ⁿ), so the scale reads easily. */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * A small bar chart with an accessible table. The bars are drawn for sighted users and hidden from
 * screen readers, which read the table instead; a button switches the view to the table for everyone
 * (to read exact figures, or where colours fail). No product words: the caller names everything.
 */
function BarChart({ title, data, formatValue = String, valueLabel, defaultView = "chart", emptyMessage, className, ...props }: BarChartProps) {
  const [view, setView] = React.useState(defaultView);
  const titleId = React.useId();
  const maximum = niceMaximum(Math.max(0, ...data.map((datum) => datum.value)));
  const empty = emptyMessage !== undefined && data.every((datum) => datum.value <= 0);
  return (
    <figure data-slot="bar-chart" aria-labelledby={titleId} className={cn("grid gap-3", className)} {...props}>
      <div className="flex items-center justify-between gap-3">
        <figcaption id={titleId} className="text-sm font-medium">
          {title}
        </figcaption>
        <button
          type="button"
          // Pressed, it looks pressed: its words stay the same, as a toggle's do, and its state is seen as well as announced.
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-pressed:bg-accent aria-pressed:font-medium aria-pressed:text-accent-foreground"
          aria-pressed={view === "table"}
          // The chart's title is said, not shown: a page with two charts has two of these buttons, and a list of buttons must tell them apart.
          aria-label={`Show as table: ${title}`}
          onClick={() => setView(view === "chart" ? "table" : "chart")}
        >
          {view === "table" ? <Check aria-hidden="true" className="size-3.5" /> : null}
          Show as table
        </button>
      </div>
      {view === "chart" ? (
        <div aria-hidden="true" className="grid gap-1">
          <div className="relative flex items-end gap-1 border-b border-border" style={{ height: CHART_HEIGHT }}>
            {empty ? (
              <p data-slot="bar-chart-empty" className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-muted-foreground">
                {emptyMessage}
              </p>
            ) : null}
            {data.map((datum, index) => {
              const height = datum.value > 0 ? Math.max(2, Math.round((datum.value / maximum) * (CHART_HEIGHT - 18))) : 0;
              return (
                <div key={`${datum.label}-${index}`} className="flex min-w-0 flex-1 flex-col items-center justify-end gap-1">
                  {datum.value > 0 ? <span className="text-[0.625rem] leading-none text-muted-foreground tabular-nums">{formatValue(datum.value)}</span> : null}
                  <div data-slot="bar" className="w-full max-w-8 rounded-t-sm bg-primary" style={{ height }} title={`${datum.fullLabel ?? datum.label}: ${formatValue(datum.value)}`} />
                </div>
              );
            })}
          </div>
          <div className="flex gap-1">
            {data.map((datum, index) => (
              <span key={`${datum.label}-${index}`} className="min-w-0 flex-1 truncate text-center text-[0.625rem] text-muted-foreground">
                {datum.label}
              </span>
            ))}
          </div>
        </div>
      ) : null}
      {/* Hidden, it must not be full width too: an absolutely placed table as wide as the chart pushed the page sideways (a 32 px sideways scroll on a phone). */}
      <table className={cn("text-sm", view === "chart" ? "sr-only" : "w-full")}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Period
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum, index) => (
            <tr key={`${datum.label}-${index}`} className="border-b last:border-0">
              <th scope="row" className="py-1 text-left font-normal">
                {datum.fullLabel ?? datum.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export { BarChart };
