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

/** What typed text reads as: a number the stepper can take, a number outside its bounds, or no number at all. */
type StepperReading = { status: "within-bounds" | "out-of-bounds"; value: number } | { status: "not-a-number" };

/**
 * Reads what the person typed: accepts a decimal comma, spaces and thousands separators, a leading currency
 * sign, and rounds to the precision. It never clamps: a number outside the bounds is reported as such, so
 * the caller can say so instead of quietly storing a different number.
 */
/** The typed text without what the reading ignores: surrounding and grouping spaces, and a leading currency sign. */
const cleanedInput = (text: string) =>
  text
    .trim()
    .replace(/^\p{Sc}+/u, "")
    .replace(/[\s\u00a0_]/g, "");

function parseStepperInput(text: string, bounds: Bounds): StepperReading {
  const cleaned = cleanedInput(text);
  if (cleaned === "") return { status: "not-a-number" };
  // "1,234.5" and "1,234" use commas to group thousands; "12,5" uses the comma as the decimal point.
  const groupsThousands = cleaned.includes(".") || /^[-+]?\d{1,3}(,\d{3})+$/.test(cleaned);
  const normalised = groupsThousands ? cleaned.replace(/,/g, "") : cleaned.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return { status: "not-a-number" };
  // Adding 0 turns the -0 that "-0.4" rounds to into 0.
  const value = roundTo(Number(normalised), bounds.precision) + 0;
  return { status: value < bounds.min || value > bounds.max ? "out-of-bounds" : "within-bounds", value };
}

/**
 * Whether typing more at the end could still make the text one the stepper takes. While it could, the
 * text may be a number on its way ("", "-", or "1" towards 12 when the minimum is 10) and is judged when the
 * field is left. Once it cannot (a letter, a second point, a number already past the bound it grows away
 * from), its message shows as it is typed: the message is then on screen before the person reaches for
 * the next control, and does not push that control away from under the pointer as they press it.
 */
function couldStillBeTaken(text: string, bounds: Bounds): boolean {
  const reading = parseStepperInput(text, bounds);
  if (reading.status === "within-bounds") return true;
  if (reading.status === "out-of-bounds") {
    // More digits take a number further from zero: past the maximum above zero, or the minimum below it, it stays out.
    const pastTheMaximum = reading.value > bounds.max && reading.value >= 0;
    const pastTheMinimum = reading.value < bounds.min && reading.value <= 0;
    return !pastTheMaximum && !pastTheMinimum;
  }
  // Not a number yet, but possibly the start of one: a sign, digits with their separators, one point.
  return /^[-+]?[\d,]*\.?\d*$/.test(cleanedInput(text));
}

const isBoundedBelow = (min: number) => min > Number.MIN_SAFE_INTEGER;
const isBoundedAbove = (max: number) => max < Number.MAX_SAFE_INTEGER;
const formatBound = (bound: number) => bound.toLocaleString("en-US");

function rangeSentence({ min, max }: Bounds): string {
  if (isBoundedBelow(min) && isBoundedAbove(max)) return `Enter a number from ${formatBound(min)} to ${formatBound(max)}.`;
  if (isBoundedBelow(min)) return `Enter a number of at least ${formatBound(min)}.`;
  if (isBoundedAbove(max)) return `Enter a number of at most ${formatBound(max)}.`;
  return "Enter a number.";
}

/** Why the stepper cannot take the typed text, in words for the person who typed it; `null` when it can. */
function stepperInputProblem(text: string, bounds: Bounds): string | null {
  const reading = parseStepperInput(text, bounds);
  if (reading.status === "within-bounds") return null;
  const typed = text.trim();
  if (reading.status === "not-a-number" && typed !== "") return `“${typed}” is not a number. ${rangeSentence(bounds)}`;
  return rangeSentence(bounds);
}

const hasContent = (node: React.ReactNode) => node !== undefined && node !== null && node !== false && node !== "";

type NumberStepperProps = Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "size" | "type" | "min" | "max" | "step" | "prefix"> &
  VariantProps<typeof numberStepperVariants> & {
    /** The visible label; without it pass `aria-label` or `aria-labelledby` (and the control stands alone, with an error but no hint). */
    label?: React.ReactNode;
    /** A hint under the control, linked with aria-describedby (Field's hint); shown only with a label. */
    description?: React.ReactNode;
    /** An error under the control; marks the input invalid, and is shown instead of the stepper's own message. */
    error?: React.ReactNode;
    value?: number;
    defaultValue?: number;
    onValueChange?: (value: number) => void;
    /**
     * Told when the field starts or stops holding typed text it could not take (not a number, or out of
     * bounds), which its message is then pointing at; meanwhile the value stays the last good one.
     */
    onInvalidChange?: (invalid: boolean) => void;
    /**
     * Text typed before that the stepper could not take, shown again as typed with its message: a form
     * that unmounts the field (a step left with Back) gives it back what the person had typed.
     */
    defaultDraft?: string | null;
    /** Told when the typed text the field holds apart from its value changes; `null` once it holds none. */
    onDraftChange?: (draft: string | null) => void;
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
 * steps, Home/End for the bounds). Typed text it cannot take (not a number, or outside the bounds) stays
 * as typed, with a message saying what it takes, while the value stays the last good one; Escape puts the
 * value back. The message shows as soon as no more typing could make the text acceptable, else on blur or Enter. With a label it is a Field, which ties the label, hint and error to the
 * input; standing alone, it shows its error under the control the same way.
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
  onInvalidChange,
  defaultDraft = null,
  onDraftChange,
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
  const [draft, setDraft] = React.useState<string | null>(defaultDraft);
  // Set when blur or Enter could not take the draft; from then on the message follows the text as it is fixed.
  // Text given back from before was refused then, and says so again at once.
  const [draftRefused, setDraftRefused] = React.useState(defaultDraft !== null);
  // A disabled field takes no input: disabling it is the person setting the value aside, so refused text goes with its message.
  if (disabled && draft !== null) {
    setDraft(null);
    setDraftRefused(false);
  }
  const problem = draft !== null && (draftRefused || !couldStillBeTaken(draft, bounds)) ? stepperInputProblem(draft, bounds) : null;
  const shownError = hasContent(error) ? error : problem;
  const invalid = problem !== null;

  const reportDraft = React.useEffectEvent((nowDraft: string | null) => onDraftChange?.(nowDraft));
  const reportedDraft = React.useRef(draft);
  React.useEffect(() => {
    if (reportedDraft.current === draft) return;
    reportedDraft.current = draft;
    reportDraft(draft);
  }, [draft]);

  const reportInvalid = React.useEffectEvent((nowInvalid: boolean) => onInvalidChange?.(nowInvalid));
  // A layout effect, so a form hears of it within the same blur, before a click that follows it is handled.
  React.useLayoutEffect(() => {
    if (!invalid) return;
    reportInvalid(true);
    return () => reportInvalid(false);
  }, [invalid]);

  const discardDraft = () => {
    setDraft(null);
    setDraftRefused(false);
  };

  const commit = (next: number) => {
    const settled = roundTo(clamp(next, bounds), bounds.precision);
    discardDraft();
    if (settled === value) return;
    if (controlledValue === undefined) setUncontrolledValue(settled);
    onValueChange?.(settled);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const reading = parseStepperInput(draft, bounds);
    if (reading.status === "within-bounds") commit(reading.value);
    else setDraftRefused(true);
  };

  /** Where the arrows and buttons step from: the typed number brought within the bounds, else the value. */
  const stepBase = () => {
    const reading = draft === null ? null : parseStepperInput(draft, bounds);
    return reading === null || reading.status === "not-a-number" ? value : clamp(reading.value, bounds);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const current = stepBase();
    const moves: Record<string, number | undefined> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: min,
      End: isBoundedAbove(max) ? max : undefined,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      commit(next);
    } else if (event.key === "Enter") {
      commitDraft();
    } else if (event.key === "Escape" && draft !== null) {
      event.preventDefault();
      discardDraft();
    }
  };

  const buttonLabel = (verb: string) => `${verb}${typeof label === "string" ? ` ${label}` : ""}`;

  const control = (field: Partial<FieldControlProps>) => {
    // Field names the input it labels; a stepper standing alone takes the id it is given.
    const inputId = field.id ?? id ?? `${generatedId}-input`;
    const describedBy = [ariaDescribedBy, field["aria-describedby"]].filter(Boolean).join(" ") || undefined;
    return (
      <div data-slot="number-stepper-control" className={numberStepperVariants({ size })}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={buttonLabel("Decrease")}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => commit(stepBase() - step)}
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
            aria-valuemax={isBoundedAbove(max) ? max : undefined}
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
          onClick={() => commit(stepBase() + step)}
          className="flex shrink-0 items-center justify-center border-l border-input text-foreground hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:text-muted-foreground [&_svg]:size-4"
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
    );
  };

  if (label) {
    return (
      <Field label={label} hint={description} error={shownError} className={className}>
        {control}
      </Field>
    );
  }
  // Standing alone, the error is tied to the input as Field ties it: described by it and marked invalid.
  // The wrapper is there with or without an error, so the input is not remounted (and the focus kept) when one appears.
  const errorId = `${id ?? generatedId}-error`;
  const showsError = hasContent(shownError);
  return (
    <div data-slot="number-stepper" data-invalid={showsError || undefined} className={cn("grid w-fit gap-1.5", className)}>
      {control({ "aria-invalid": showsError ? true : inputProps["aria-invalid"], "aria-describedby": showsError ? errorId : undefined })}
      {showsError ? (
        <div id={errorId} data-slot="number-stepper-error" role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </div>
      ) : null}
    </div>
  );
}

export { NumberStepper, numberStepperVariants, parseStepperInput, stepperInputProblem, couldStillBeTaken, type NumberStepperProps, type StepperReading };
