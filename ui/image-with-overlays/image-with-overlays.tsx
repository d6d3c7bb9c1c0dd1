import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ImageOff } from "lucide-react";
import { cn } from "../lib/cn.ts";

const imageWithOverlaysVariants = cva("flex w-full flex-col gap-2", {
  variants: {
    /** How the list of overlays shows: read by screen readers only, or also as a visible legend under the image. */
    legend: {
      hidden: "",
      visible: "",
    },
  },
  defaultVariants: { legend: "hidden" },
});

type ArrowDirection = "up" | "down" | "left" | "right";
type RotationDirection = "clockwise" | "counterclockwise";

type ImageOverlay =
  | { type: "arrow"; x: number; y: number; label: string; color: string; direction?: ArrowDirection }
  | { type: "rotation"; x: number; y: number; label: string; color: string; direction?: RotationDirection }
  | { type: "circle"; x: number; y: number; label: string; color: string; direction?: undefined };

/** A colour the browser cannot read would draw nothing; such marks fall back to the text colour. */
const safeColour = (colour: string) =>
  typeof CSS !== "undefined" && CSS.supports("color", colour) ? colour : "var(--color-foreground)";

const clampPercent = (value: number) => Math.min(Math.max(Number.isFinite(value) ? value : 50, 0), 100);

/** Where on the image a point lies, in words ("top left", "centre"), so the list can say where each mark is. */
function describePosition(x: number, y: number): string {
  const column = x < 100 / 3 ? "left" : x > 200 / 3 ? "right" : "centre";
  const row = y < 100 / 3 ? "top" : y > 200 / 3 ? "bottom" : "middle";
  if (row === "middle") return column === "centre" ? "centre" : `middle ${column}`;
  return column === "centre" ? `${row} centre` : `${row} ${column}`;
}

/** How one overlay is read out: its label, what kind of mark it is, and where. */
function describeOverlay(overlay: ImageOverlay): string {
  const where = describePosition(clampPercent(overlay.x), clampPercent(overlay.y));
  const mark =
    overlay.type === "arrow"
      ? `arrow pointing ${overlay.direction ?? "down"}`
      : overlay.type === "rotation"
        ? `${overlay.direction === "counterclockwise" ? "counterclockwise" : "clockwise"} rotation`
        : "circled area";
  return `${overlay.label}: ${mark}, ${where} of the image`;
}

const arrowRotation: Record<ArrowDirection, number> = { right: 0, down: 90, left: 180, up: 270 };

/** The mark itself, drawn in a 48×48 box whose centre is the overlay's point. */
function OverlayGlyph({ overlay }: { overlay: ImageOverlay }) {
  const stroke = { stroke: safeColour(overlay.color) };
  // A halo in the card colour keeps the mark visible on dark and light parts of any photo.
  const halo = "stroke-card opacity-90";
  if (overlay.type === "circle") {
    return (
      <svg viewBox="0 0 48 48" className="size-full overflow-visible" fill="none" strokeLinecap="round">
        <circle cx="24" cy="24" r="20" strokeWidth="7" className={halo} />
        <circle cx="24" cy="24" r="20" strokeWidth="4" style={stroke} />
      </svg>
    );
  }
  if (overlay.type === "rotation") {
    const mirror = overlay.direction === "counterclockwise" ? "scale(-1 1) translate(-48 0)" : undefined;
    // Three quarters of a circle ending in an arrowhead: drawn clockwise, mirrored for counterclockwise.
    const arc = "M24 6 A18 18 0 1 1 6 24";
    // At the arc's end (left side, travelling upwards when clockwise) the head points up.
    const head = "M-1 31 L6 24 L13 31";
    return (
      <svg viewBox="0 0 48 48" className="size-full overflow-visible" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <g transform={mirror}>
          <path d={arc} strokeWidth="7" className={halo} />
          <path d={head} strokeWidth="7" className={halo} />
          <path d={arc} strokeWidth="4" style={stroke} />
          <path d={head} strokeWidth="4" style={stroke} />
        </g>
      </svg>
    );
  }
  // The tip sits on the point; the shaft comes from the side opposite to the direction.
  const rotate = `rotate(${arrowRotation[overlay.direction ?? "down"]} 24 24)`;
  const shaft = "M-14 24 L22 24";
  const head = "M12 14 L23 24 L12 34";
  return (
    <svg viewBox="0 0 48 48" className="size-full overflow-visible" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <g transform={rotate}>
        <path d={shaft} strokeWidth="8" className={halo} />
        <path d={head} strokeWidth="8" className={halo} />
        <path d={shaft} strokeWidth="5" style={stroke} />
        <path d={head} strokeWidth="5" style={stroke} />
      </g>
    </svg>
  );
}

type ImageWithOverlaysProps = Omit<React.ComponentProps<"figure">, "children"> &
  VariantProps<typeof imageWithOverlaysVariants> & {
    src: string;
    /** What the image shows; the overlays are described separately. */
    alt: string;
    overlays?: readonly ImageOverlay[];
    caption?: React.ReactNode;
    /** Reserves the image's space while it loads or when it fails (CSS aspect-ratio, e.g. "4 / 3"). */
    aspectRatio?: string;
    /** Size of each mark as a percentage of the image's width. */
    markSize?: number;
  };

/**
 * An image with arrows, rotation marks and circles placed at percentages of its width and height, so
 * they stay on their spot as the image scales. Each mark has a visible label chip, and the marks are
 * listed in words (label, kind, position) for screen readers as the figure's description.
 *
 * The marks are placed on the frame around the image, which is the image's size only while the image fills
 * its width: to show the image smaller (at most so tall, for paper), size the frame, never the image. The
 * frame carries the loaded image's width ÷ height as `--image-aspect` for that, e.g.
 * `[&_[data-slot=image-with-overlays-frame]]:max-w-[calc(9cm*var(--image-aspect))]` for at most 9 cm tall.
 */
function ImageWithOverlays({
  className,
  legend,
  src,
  alt,
  overlays = [],
  caption,
  aspectRatio = "4 / 3",
  markSize = 12,
  ...props
}: ImageWithOverlaysProps) {
  const baseId = React.useId();
  const listId = `${baseId}-overlays`;
  const captionId = `${baseId}-caption`;
  // Load state belongs to one src: a new src starts loading again without an effect.
  const [loadState, setLoadState] = React.useState<{ src: string; status: "loaded" | "error"; aspect?: number } | null>(null);
  const status = loadState?.src === src ? loadState.status : "loading";
  const setStatus = (next: "loaded" | "error", aspect?: number) => setLoadState({ src, status: next, ...(aspect ? { aspect } : {}) });
  // The image's own proportions once known, else the ones reserved for it (see the component's comment).
  const imageAspect = status === "loaded" && loadState?.aspect ? String(loadState.aspect) : `(${aspectRatio})`;

  const hasOverlays = overlays.length > 0;

  return (
    <figure
      data-slot="image-with-overlays"
      // Named by its caption explicitly: not every screen reader takes a figure's name from figcaption.
      aria-labelledby={caption ? captionId : undefined}
      aria-describedby={hasOverlays ? listId : undefined}
      className={cn(imageWithOverlaysVariants({ legend }), className)}
      {...props}
    >
      <div
        data-slot="image-with-overlays-frame"
        data-state={status}
        className="@container relative w-full rounded-lg bg-muted data-[state=loading]:animate-pulse motion-reduce:animate-none"
        // A custom property is not among React's typed style keys; its value is a number, or the reserved ratio in brackets.
        style={{ "--image-aspect": imageAspect, ...(status === "loaded" ? {} : { aspectRatio }) } as React.CSSProperties}
      >
        {status === "error" ? (
          <div role="img" aria-label={alt} className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
            <span aria-hidden="true">Image unavailable</span>
          </div>
        ) : (
          <img
            src={src}
            alt={alt}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              setStatus("loaded", naturalWidth > 0 && naturalHeight > 0 ? naturalWidth / naturalHeight : undefined);
            }}
            onError={() => setStatus("error")}
            className={cn("block h-auto w-full rounded-lg", status === "loading" && "absolute inset-0 h-full object-contain opacity-0")}
          />
        )}
        {status === "loaded"
          ? overlays.map((overlay, index) => {
              const x = clampPercent(overlay.x);
              const y = clampPercent(overlay.y);
              return (
                <div
                  key={`${index}-${overlay.label}`}
                  aria-hidden="true"
                  data-slot="image-overlay"
                  data-type={overlay.type}
                  className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
                  style={{ left: `${x}%`, top: `${y}%`, width: `${markSize}%`, aspectRatio: "1" }}
                >
                  <OverlayGlyph overlay={overlay} />
                  <span
                    data-slot="image-overlay-label"
                    className={cn(
                      "absolute w-max max-w-[40cqw] rounded-md border-l-4 bg-card px-1.5 py-0.5 text-[0.6875rem] leading-tight font-medium @sm:text-xs text-card-foreground shadow-md",
                      y > 70 ? "bottom-full mb-1" : "top-full mt-1",
                      x < 20 ? "left-0" : x > 80 ? "right-0" : "left-1/2 -translate-x-1/2",
                    )}
                    style={{ borderLeftColor: safeColour(overlay.color) }}
                  >
                    {overlay.label}
                  </span>
                </div>
              );
            })
          : null}
      </div>
      {hasOverlays ? (
        <ol
          id={listId}
          data-slot="image-with-overlays-legend"
          className={legend === "visible" ? "flex flex-col gap-1 text-sm" : "sr-only"}
        >
          {overlays.map((overlay, index) => (
            <li key={`${index}-${overlay.label}`} className="flex items-baseline gap-2">
              <span aria-hidden="true" className="inline-block size-2.5 shrink-0 translate-y-px rounded-full" style={{ backgroundColor: safeColour(overlay.color) }} />
              <span>{describeOverlay(overlay)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {caption ? <figcaption id={captionId} className="text-sm text-muted-foreground">{caption}</figcaption> : null}
    </figure>
  );
}

export {
  ImageWithOverlays,
  imageWithOverlaysVariants,
  describeOverlay,
  describePosition,
  type ImageWithOverlaysProps,
  type ImageOverlay,
  type ArrowDirection,
  type RotationDirection,
};
