import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { cn } from "../lib/cn.ts";

const statVariants = cva("flex flex-col gap-1", {
  variants: {
    size: {
      sm: "[&_[data-slot=stat-value]]:text-xl",
      md: "[&_[data-slot=stat-value]]:text-3xl",
    },
  },
  defaultVariants: { size: "md" },
});

type TrendDirection = "up" | "down" | "flat";

/** Whether a change is good news: an increase in completed tasks is, an increase in overdue ones is not. */
type TrendIntent = "positive" | "negative" | "neutral";

type StatTrend = {
  direction: TrendDirection;
  /** The change in words, shown next to the arrow (e.g. "+3 this month"). */
  text: string;
  intent?: TrendIntent;
};

const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const trendWords: Record<TrendDirection, string> = { up: "Up", down: "Down", flat: "No change" };
const trendColours: Record<TrendIntent, string> = {
  positive: "text-primary",
  negative: "text-destructive",
  neutral: "text-muted-foreground",
};

type StatProps = React.ComponentProps<"dl"> &
  VariantProps<typeof statVariants> & {
    label: React.ReactNode;
    value: React.ReactNode;
    trend?: StatTrend;
  };

/** A key figure with its label and an optional trend; the trend's direction is said in words for screen readers, not by arrow and colour alone. */
function Stat({ className, size, label, value, trend, ...props }: StatProps) {
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <dl data-slot="stat" className={cn(statVariants({ size }), className)} {...props}>
      <dt data-slot="stat-label" className="order-1 text-sm font-medium text-muted-foreground">
        {label}
      </dt>
      <dd data-slot="stat-value" className="order-2 leading-none font-semibold tabular-nums">
        {value}
      </dd>
      {trend && TrendIcon ? (
        <dd
          data-slot="stat-trend"
          data-direction={trend.direction}
          className={cn("order-3 inline-flex items-center gap-1 text-sm font-medium", trendColours[trend.intent ?? "neutral"])}
        >
          <TrendIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{trendWords[trend.direction]}: </span>
          {trend.text}
        </dd>
      ) : null}
    </dl>
  );
}

export { Stat, statVariants, type StatProps, type StatTrend, type TrendDirection, type TrendIntent };
