import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Minus, Plus } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { Field, type FieldControlProps } from "../field/field.tsx";

const numberStepperVariants = cva(
  "flex w-fit items-stretch overflow-hidden rounded-md border border-input bg-background shadow-sm transition-[box-shadow,border-color] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/30 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:bg-muted has-[input:disabled]:shadow-none",
  {
    variants: {
      size: {
        sm: "h-8 text-sm [&_button]:w-8 [&_input]:w-14",
        md: "h-10 text-base [&_button]:w-10 [&_input]:w-20",
      },
    },
    defaultVariants: { size: "md" },
  },
);

type Bounds = { min: number; max: number; precision: number };

const decimalsOf = (step: number) => (Number.isInteger(step) ? 0 : (String(step).split(".")[1]?.length ?? 0));
const roundTo = (value: number, precision: number) => Number(value.toFixed(precision));
const clamp = (value: number, { min, max }: Bounds) => Math.min(Math.max(value, min), max);

/**
 * Reads what the person typed: accepts a decimal comma, spaces and thousands separators, a leading currency
 * sign; clamps to the bounds and rounds to the precision. Text that is not a number gives `null`, so the
 * caller keeps the previous value instead of losing it.
 */
function parseStepperInput(text: string, bounds: Bounds): number | null {
  const cleaned = text
    .trim()
    .replace(/^[^\d\-+.,]+/, "")
    .replace(/[\s\u00a0_]/g, "");
  if (cleaned === "") return null;
  // "1,234.5" and "1,234" use commas to group thousands; "12,5" uses the comma as the decimal point.
  const groupsThousands = cleaned.includes(".") || /^[-+]?\d{1,3}(,\d{3})+$/.test(cleaned);
  const normalised = groupsThousands ? cleaned.replace(/,/g, "") : cleaned.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return roundTo(clamp(Number(normalised), bounds), bounds.precision);
}

type NumberStepperProps = Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "size" | "type" | "min" | "max" | "step" | "prefix"> &
  VariantProps<typeof numberStepperVariants> & {
    /** The visible label; without it pass `aria-label` or `aria-labelledby` (and the control stands alone, with no hint or error). */
    label?: React.ReactNode;
    /** A hint under the control, linked with aria-describedby (Field's hint). */
    description?: React.ReactNode;
    /** An error under the control; marks the input invalid (Field's error). */
    error?: React.ReactNode;
    value?: number;
    defaultValue?: number;
    onValueChange?: (value: number) => void;
    min?: number;
    max?: number;
    step?: number;
    /** Digits after the decimal point kept when typing; defaults to the step's. */
    precision?: number;
    /** Shown before the number (e.g. "$"). */
    prefix?: string;
    /** Shown after the number (e.g. "min"). */
    suffix?: string;
    /** How the value is read out (aria-valuetext), e.g. `(n) => \`${n} minutes\``. */
    formatValueText?: (value: number) => string;
    className?: string;
  };

/**
 * A number field with − and + buttons: type a value, or use ArrowUp/ArrowDown (PageUp/PageDown for ten
 * steps, Home/End for the bounds). Typed text that is not a number is put back to the last good value.
 * With a label it is a Field, which ties the label, hint and error to the input.
 */
function NumberStepper({
  className,
  size,
  label,
  description,
  error,
  value: controlledValue,
  defaultValue,
  onValueChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  precision,
  prefix,
  suffix,
  formatValueText,
  disabled,
  id,
  onBlur,
  onKeyDown,
  "aria-describedby": ariaDescribedBy,
  ...inputProps
}: NumberStepperProps) {
  const generatedId = React.useId();
  const bounds: Bounds = { min, max, precision: precision ?? decimalsOf(step) };

  const [uncontrolledValue, setUncontrolledValue] = React.useState(() => clamp(defaultValue ?? min, bounds));
  const value = controlledValue ?? uncontrolledValue;
  const [draft, setDraft] = React.useState<string | null>(null);

  const commit = (next: number) => {
    const settled = roundTo(clamp(next, bounds), bounds.precision);
    setDraft(null);
    if (settled === value) return;
    if (controlledValue === undefined) setUncontrolledValue(settled);
    onValueChange?.(settled);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const parsed = parseStepperInput(draft, bounds);
    if (parsed === null) setDraft(null);
    else commit(parsed);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const current = draft === null ? value : (parseStepperInput(draft, bounds) ?? value);
    const moves: Record<string, number | undefined> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: min,
      End: max === Number.MAX_SAFE_INTEGER ? undefined : max,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      commit(next);
    } else if (event.key === "Enter") {
      commitDraft();
    } else if (event.key === "Escape" && draft !== null) {
      event.preventDefault();
      setDraft(null);
    }
  };

  const buttonLabel = (verb: string) => `${verb}${typeof label === "string" ? ` ${label}` : ""}`;

  const control = (field: Partial<FieldControlProps>) => {
    // Field names the input it labels; a stepper standing alone takes the id it is given.
    const inputId = field.id ?? id ?? `${generatedId}-input`;
    const describedBy = [ariaDescribedBy, field["aria-describedby"]].filter(Boolean).join(" ") || undefined;
    return (
      <div data-slot="number-stepper-control" className={cn(numberStepperVariants({ size }), label ? undefined : className)}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={buttonLabel("Decrease")}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => commit(value - step)}
          className="flex shrink-0 items-center justify-center border-r border-input text-foreground hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:text-muted-foreground [&_svg]:size-4"
        >
          <Minus aria-hidden="true" />
        </button>
        <div className="flex min-w-0 flex-1 items-center gap-1 px-2">
          {prefix ? (
            <span aria-hidden="true" className="text-muted-foreground">
              {prefix}
            </span>
          ) : null}
          <input
            {...inputProps}
            id={inputId}
            type="text"
            inputMode={bounds.precision > 0 ? "decimal" : "numeric"}
            role="spinbutton"
            autoComplete="off"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
            aria-valuetext={formatValueText?.(value)}
            aria-labelledby={field["aria-labelledby"] ?? inputProps["aria-labelledby"]}
            aria-invalid={field["aria-invalid"]}
            aria-describedby={describedBy}
            disabled={disabled}
            value={draft ?? String(value)}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              commitDraft();
              onBlur?.(event);
            }}
            className="h-full min-w-0 flex-1 bg-transparent text-center tabular-nums outline-none disabled:cursor-not-allowed disabled:text-muted-foreground"
          />
          {suffix ? (
            <span aria-hidden="true" className="text-sm text-muted-foreground">
              {suffix}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          tabIndex={-1}
          aria-label={buttonLabel("Increase")}
          aria-controls={inputId}
          disabled={disabled || value >= max}
          onClick={() => commit(value + step)}
          className="flex shrink-0 items-center justify-center border-l border-input text-foreground hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:text-muted-foreground [&_svg]:size-4"
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
    );
  };

  if (!label) return control({});
  return (
    <Field label={label} hint={description} error={error} className={className}>
      {control}
    </Field>
  );
}

export { NumberStepper, numberStepperVariants, parseStepperInput, type NumberStepperProps };
