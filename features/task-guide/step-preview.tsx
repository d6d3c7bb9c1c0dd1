import * as React from "react";
import type { CatalogStep, Overlay } from "@domain/contract/index.ts";
import { ImageWithOverlays, type ArrowDirection, type ImageOverlay, type RotationDirection } from "@ui/image-with-overlays/index.ts";

const arrowDirections: readonly ArrowDirection[] = ["up", "down", "left", "right"];
const rotationDirections: readonly RotationDirection[] = ["clockwise", "counterclockwise"];

/** A catalogue overlay as the image component draws it; a direction it cannot draw is left out. */
export function toImageOverlay({ type, position, label, color, direction }: Overlay): ImageOverlay {
  const point = { x: position.x, y: position.y, label, color };
  if (type === "arrow") return { type, ...point, direction: arrowDirections.find((known) => known === direction) };
  if (type === "rotation") return { type, ...point, direction: rotationDirections.find((known) => known === direction) };
  return { type, ...point };
}

/** One step of a guide: its title, what to do, its warning and its picture with the parts marked. */
export function StepPreview({ step, imageBaseUrl = "/" }: { step: CatalogStep; imageBaseUrl?: string }) {
  const image = step.media.images[step.media.primaryImage];
  // An id of its own: the same step may be on the page twice (the task page's guide and its printable copy).
  const titleId = React.useId();
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4 p-4" aria-labelledby={titleId}>
      <header>
        <p className="text-sm font-medium text-muted-foreground">
          {step.type === "preparation" ? "Before you start" : step.type === "completion" ? "Finish" : "Step"} · about {step.estimatedTime} min
        </p>
        <h2 id={titleId} className="text-xl font-semibold">
          {step.title}
        </h2>
      </header>
      {image ? (
        <ImageWithOverlays
          src={`${imageBaseUrl}${image.filename}`}
          alt={image.alt}
          caption={image.caption}
          overlays={(step.media.overlays ?? []).map(toImageOverlay)}
          legend="visible"
        />
      ) : null}
      <p>{step.description}</p>
      <ol className="list-decimal space-y-1 pl-6">
        {step.substeps.map((substep) => (
          <li key={substep}>{substep}</li>
        ))}
      </ol>
      {step.warning ? (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <strong>Careful: </strong>
          {step.warning}
        </p>
      ) : null}
    </article>
  );
}
