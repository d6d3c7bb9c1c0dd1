import * as React from "react";
import * as ProgressPrimitive from "radix-ui/progress";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const progressVariants = cva("relative w-full overflow-hidden rounded-full bg-muted", {
  variants: {
    size: {
      sm: "h-1.5",
      md: "h-2.5",
      lg: "h-4",
    },
  },
  defaultVariants: { size: "md" },
});

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "children"> &
  VariantProps<typeof progressVariants> & {
    /** The visible name of the bar. Without it, pass `aria-label` so screen readers can name it. */
    label?: React.ReactNode;
    /** Shows the value as text next to the label (e.g. "2 of 3 done"); defaults to the percentage. */
    showValue?: boolean;
    /** Formats the value for the visible text and for screen readers (`aria-valuetext`). */
    formatValue?: (value: number, max: number) => string;
  };

const percentage = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/** A bar showing how far along something is, with an accessible name and value; indeterminate while `value` is null. */
function Progress({
  className,
  size,
  value = null,
  max = 100,
  label,
  showValue = false,
  formatValue = percentage,
  id,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: ProgressProps) {
  const generatedId = React.useId();
  const labelId = `${id ?? generatedId}-label`;
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = clamped === null ? undefined : formatValue(clamped, max);
  const bar = (
    <ProgressPrimitive.Root
      data-slot="progress"
      id={id}
      value={clamped}
      max={max}
      getValueLabel={(current, maximum) => formatValue(current, maximum)}
      aria-labelledby={label ? labelId : ariaLabelledBy}
      className={cn(progressVariants({ size }), label || showValue ? undefined : className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full bg-primary transition-[width] duration-300 ease-out",
          "data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse",
        )}
        style={clamped === null ? undefined : { width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
  if (!label && !showValue) return bar;
  return (
    <div data-slot="progress-field" className={cn("flex w-full flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        {label ? (
          <span id={labelId} className="font-medium">
            {label}
          </span>
        ) : (
          <span />
        )}
        {showValue && valueText !== undefined ? (
          // The bar already announces its value; the visible copy is for sighted users only.
          <span aria-hidden="true" className="text-muted-foreground tabular-nums">
            {valueText}
          </span>
        ) : null}
      </div>
      {bar}
    </div>
  );
}

export { Progress, progressVariants, type ProgressProps };
