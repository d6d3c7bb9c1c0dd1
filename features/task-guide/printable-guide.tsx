import type { CatalogTask } from "@domain/contract/index.ts";
import { StepPreview } from "./step-preview.tsx";
import { cn } from "@ui/lib/cn.ts";
import { applicable, SafetyWarnings, WhatYouNeed } from "./guide-needs.tsx";
import { PartsHelp } from "./parts-help.tsx";

export type PrintableGuideProps = {
  guide: CatalogTask;
  /** The home's appliance the task is for, when known: the parts list names its brand and model. */
  appliance?: { name: string | null; brand: string | null; model: string | null };
  className?: string;
};

/**
 * The whole guide for paper: its title and the appliance it is for (the page's own heading does not print), the
 * safety warnings and what the task needs, as the screen shows them before the first step, then every step with
 * its drawing and its marks in words, one step per block that never splits across pages. The screen shows it
 * only when printing (`print:flex`).
 */
export function PrintableGuide({ guide, appliance, className }: PrintableGuideProps) {
  const unit = [appliance?.brand, appliance?.model].filter(Boolean).join(" ");
  const applianceName = appliance?.name ?? guide.appliance;
  return (
    <section aria-label={`${guide.name}: printable guide`} data-slot="printable-guide" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-col gap-1 px-4 pt-2">
        <h1 className="text-2xl font-semibold tracking-tight">{guide.name}</h1>
        {applianceName ? <p className="text-sm text-muted-foreground">For your {unit ? `${applianceName} (${unit})` : applianceName}</p> : null}
      </div>
      <div className="flex flex-col gap-4 px-4 pb-4">
        <SafetyWarnings warnings={applicable(guide.safetyWarnings)} />
        <WhatYouNeed tools={applicable(guide.requiredTools)} />
        {guide.parts && guide.parts.length > 0 ? (
          <PartsHelp parts={guide.parts} brand={appliance?.brand ?? null} model={appliance?.model ?? null} applianceName={appliance?.name ?? guide.appliance} />
        ) : null}
      </div>
      <h2 className="text-xl font-semibold">{guide.name}: the steps</h2>
      {guide.steps.map((step, index) => (
        // Each drawing at most 9 cm tall on paper, by the width of its frame: the marks are placed on the frame, so
        // a frame wider than its shrunken drawing would put them beside it (ui/image-with-overlays).
        <div key={step.id} className="break-inside-avoid print:[&_[data-slot=image-with-overlays-frame]]:max-w-[calc(9cm*var(--image-aspect))]">
          <p className="px-4 text-sm font-medium">
            {index + 1} of {guide.steps.length}
          </p>
          <StepPreview step={step} />
        </div>
      ))}
    </section>
  );
}
