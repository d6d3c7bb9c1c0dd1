import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import { cn } from "../lib/cn.ts";

const stepperVariants = cva("flex", {
  variants: {
    orientation: {
      horizontal: "w-full flex-row items-start",
      vertical: "flex-col",
    },
  },
  defaultVariants: { orientation: "horizontal" },
});

type StepState = "complete" | "current" | "upcoming";

type StepperStep = {
  /** A stable key; defaults to the title. */
  id?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
};

type StepperProps = Omit<React.ComponentProps<"nav">, "children"> &
  VariantProps<typeof stepperVariants> & {
    steps: readonly StepperStep[];
    /** The index of the current step (0-based); `steps.length` means every step is complete. */
    currentStep: number;
    /** Makes completed steps buttons that go back to them. */
    onStepSelect?: (index: number) => void;
    /** Names the navigation landmark. */
    "aria-label"?: string;
  };

const stateWords: Record<StepState, string> = { complete: "completed", current: "current", upcoming: "not started" };

const stepState = (index: number, currentStep: number): StepState =>
  index < currentStep ? "complete" : index === currentStep ? "current" : "upcoming";

/** Where someone is in a multi-step flow: numbered steps marked complete, current (`aria-current="step"`) or upcoming. */
function Stepper({ className, orientation = "horizontal", steps, currentStep, onStepSelect, "aria-label": ariaLabel = "Progress", ...props }: StepperProps) {
  const vertical = orientation === "vertical";
  return (
    <nav data-slot="stepper" aria-label={ariaLabel} className={className} {...props}>
      <ol className={stepperVariants({ orientation })}>
        {steps.map((step, index) => {
          const state = stepState(index, currentStep);
          const key = step.id ?? (typeof step.title === "string" ? step.title : String(index));
          const isLast = index === steps.length - 1;
          const marker = (
            <span
              aria-hidden="true"
              data-slot="stepper-marker"
              className={cn(
                "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums",
                state === "complete" && "border-primary bg-primary text-primary-foreground",
                state === "current" && "border-primary bg-background text-primary",
                state === "upcoming" && "border-border bg-background text-muted-foreground",
              )}
            >
              {state === "complete" ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
          );
          // A phone has no room for every title in a row (they ran into one another): there only the current
          // step's shows, and the others stay for screen readers.
          const text = (
            <span
              className={cn(
                "flex min-w-0 flex-col gap-0.5",
                vertical ? "pt-1 pb-6 text-left" : "items-center px-1 text-center",
                !vertical && state !== "current" && "max-sm:sr-only",
              )}
            >
              <span className={cn("text-sm font-medium", state === "upcoming" ? "text-muted-foreground" : "text-foreground")}>
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step.title}
                <span className="sr-only">{` (${stateWords[state]})`}</span>
              </span>
              {step.description ? <span className="text-xs text-muted-foreground">{step.description}</span> : null}
            </span>
          );
          const content = (
            <>
              {marker}
              {text}
            </>
          );
          const layout = cn("flex gap-2", vertical ? "flex-row items-start gap-3" : "flex-col items-center");
          return (
            <li
              key={key}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn("relative flex-1", vertical ? "" : "min-w-0")}
            >
              {isLast ? null : (
                // The connector line to the next step, drawn in the primary colour once this step is done.
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute",
                    vertical ? "top-9 bottom-1 left-[15px] w-0.5" : "top-[15px] right-[calc(-50%+1.25rem)] left-[calc(50%+1.25rem)] h-0.5",
                    state === "complete" ? "bg-primary" : "bg-border",
                  )}
                />
              )}
              {state === "complete" && onStepSelect ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(index)}
                  className={cn(layout, "w-full rounded-md outline-none hover:[&_[data-slot=stepper-marker]]:bg-primary/85 focus-visible:ring-[3px] focus-visible:ring-ring/60")}
                >
                  {content}
                </button>
              ) : (
                <div className={layout}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Stepper, stepperVariants, type StepperProps, type StepperStep, type StepState };
