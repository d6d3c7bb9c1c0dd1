import * as React from "react";
import { ArrowLeft, ArrowRight, Pause, Play, TriangleAlert, X } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { Checkbox } from "@ui/checkbox/index.ts";
import { ImageWithOverlays } from "@ui/image-with-overlays/index.ts";
import { Stepper } from "@ui/stepper/index.ts";
import type { CatalogStep } from "@domain/contract/index.ts";
import { toImageOverlay } from "./step-preview.tsx";
import { formatElapsed, useGuideTimer } from "./use-guide-timer.ts";

export type GuideModeProps = {
  taskName: string;
  steps: readonly CatalogStep[];
  /** Called from the last step with the minutes the timer ran (at least 1). */
  onFinish: (minutesSpent: number) => void;
  onExit: () => void;
  /** Where the drawings live ("/" in the app: their filenames start with guides/). */
  imageBaseUrl?: string;
  /** The step (from 0) to open at: the one the page's address names. Past the last step, the last. */
  initialStep?: number;
  /** Called with the step (from 0) the person moved to, for the page to keep it in its address. */
  onStepChange?: (step: number) => void;
  /** Opened by the person (not straight into it): the first step's title takes the focus, or it would be lost with the Start button. */
  focusOnOpen?: boolean;
};

const stepKind: Record<CatalogStep["type"], string> = { preparation: "Before you start", main: "Step", completion: "Finish" };

/** Arrow keys page through the steps, unless the user is typing or working a control that uses them. */
function isArrowKeyFree(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.closest("input, textarea, select, [contenteditable='true'], [role='dialog'], [role='menu'], [role='slider']")) return false;
  return true;
}

/** A guide one step at a time: drawing with its marks, substeps to tick, warning, timer, Previous / Next. */
export function GuideMode({ taskName, steps, onFinish, onExit, imageBaseUrl = "/", initialStep = 0, onStepChange, focusOnOpen = false }: GuideModeProps) {
  const [index, setIndex] = React.useState(Math.min(Math.max(initialStep, 0), steps.length - 1));
  // Ids of its own: the printable guide on the same page draws the same steps.
  const idPrefix = React.useId();
  const titleId = `${idPrefix}-title`;
  const [ticked, setTicked] = React.useState<Record<string, boolean>>({});
  const timer = useGuideTimer();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const image = step.media.images[step.media.primaryImage];

  const finish = React.useCallback(() => onFinish(Math.max(1, Math.round(timer.seconds / 60))), [onFinish, timer.seconds]);
  const go = React.useCallback(
    (next: number) => {
      const step = Math.min(Math.max(next, 0), steps.length - 1);
      if (step === index) return;
      setIndex(step);
      onStepChange?.(step);
    },
    [index, onStepChange, steps.length],
  );

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isArrowKeyFree(event)) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        go(index + 1);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        go(index - 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, index]);

  // A new step is announced by moving focus to its title (on the first render only when the person opened the
  // guide: a page that just opened keeps its focus where the browser put it).
  const focusFirstTitle = React.useRef(focusOnOpen);
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!focusFirstTitle.current) return;
    }
    headingRef.current?.focus();
  }, [index]);

  return (
    <section aria-label={`${taskName}: step-by-step guide`} className="flex flex-col gap-4" data-slot="guide-mode">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <p className="text-sm font-medium" aria-live="off">
          Step {index + 1} of {steps.length}
        </p>
        <div className="flex items-center gap-2">
          <span className="font-mono text-sm tabular-nums" role="timer" aria-label={`Time spent ${formatElapsed(timer.seconds)}`}>
            {formatElapsed(timer.seconds)}
          </span>
          <Button variant="outline" size="sm" className="min-h-11" onClick={timer.toggle} aria-pressed={!timer.running}>
            {timer.running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {timer.running ? "Pause timer" : "Resume timer"}
          </Button>
          <Button variant="ghost" size="sm" className="min-h-11" onClick={onExit}>
            <X aria-hidden="true" />
            Leave guide
          </Button>
        </div>
      </div>
      <Stepper
        aria-label="Guide progress"
        className="overflow-x-auto print:hidden"
        steps={steps.map((each) => ({ id: each.id, title: each.title }))}
        currentStep={index}
        onStepSelect={go}
      />
      <article aria-labelledby={titleId} className="grid gap-4 md:grid-cols-2 md:items-start">
        {image ? (
          <ImageWithOverlays
            src={`${imageBaseUrl}${image.filename}`}
            alt={image.alt}
            caption={image.caption}
            overlays={(step.media.overlays ?? []).map(toImageOverlay)}
            legend="visible"
          />
        ) : null}
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-muted-foreground">
            {stepKind[step.type]} · about {step.estimatedTime} min
          </p>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {step.title}
          </h2>
          {step.warning ? (
            <p role="note" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              <span>
                <strong>Careful: </strong>
                {step.warning}
              </span>
            </p>
          ) : null}
          <p>{step.description}</p>
          {step.substeps.length > 0 ? (
            <ul aria-label="To do in this step" className="flex flex-col gap-2">
              {step.substeps.map((substep, position) => {
                const key = `${step.id}-substep-${position}`;
                const id = `${idPrefix}-substep-${position}`;
                return (
                  <li key={key} className="flex min-h-11 items-start gap-3">
                    <Checkbox id={id} className="mt-1" checked={ticked[key] ?? false} onCheckedChange={(value) => setTicked((current) => ({ ...current, [key]: value === true }))} />
                    <label htmlFor={id} className="text-sm leading-6">
                      {substep}
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </article>
      {/* Above the app's bottom bar on a phone (its height is --app-bottom-nav, set by the signed-in frame), so Next can be pressed. */}
      <div className="sticky bottom-[var(--app-bottom-nav,0px)] flex items-center justify-between gap-2 border-t bg-background py-3 print:hidden">
        <Button variant="outline" className="min-h-12 px-5" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {last ? (
          <Button className="min-h-12 px-5" onClick={finish}>
            Finish and complete
          </Button>
        ) : (
          <Button className="min-h-12 px-5" onClick={() => go(index + 1)}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <p className="sr-only print:hidden">Use the left and right arrow keys to move between steps.</p>
    </section>
  );
}
