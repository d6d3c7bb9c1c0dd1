import type { CatalogTask } from "@domain/contract/index.ts";
import { StepPreview } from "@features/guide-preview/index.ts";
import { cn } from "@ui/lib/cn.ts";

/**
 * The whole guide for paper: every step with its drawing and its marks in words, one step per block
 * that never splits across pages. The screen shows it only when printing (`print:block`).
 */
export function PrintableGuide({ guide, className }: { guide: CatalogTask; className?: string }) {
  return (
    <section aria-label={`${guide.name}: printable guide`} data-slot="printable-guide" className={cn("flex flex-col gap-2", className)}>
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
