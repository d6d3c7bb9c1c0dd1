import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { LOGO_HOUSE_PATHS, LOGO_HOUSE_STROKE_WIDTH, LOGO_SHIELD_PATH, LOGO_VIEW_BOX_SIZE } from "./logo-drawing.ts";

type LogoProps = Omit<React.ComponentProps<"svg">, "children"> & {
  /** The accessible name (the product's name) when the logo stands alone; leave it out when text beside it already says it. */
  label?: string;
  /** Width and height in pixels, unless a class sets the size. */
  size?: number;
};

/** The mark: a shield around a simple house, drawn in the theme's primary colours so it follows light and dark. */
function Logo({ label, size = 32, className, ...props }: LogoProps) {
  const named = Boolean(label);
  return (
    <svg
      data-slot="logo"
      viewBox={`0 0 ${LOGO_VIEW_BOX_SIZE} ${LOGO_VIEW_BOX_SIZE}`}
      width={size}
      height={size}
      role={named ? "img" : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      className={cn("shrink-0", className)}
      {...props}
    >
      {named ? <title>{label}</title> : null}
      <path className="fill-primary" d={LOGO_SHIELD_PATH} />
      <g className="fill-none stroke-primary-foreground" strokeWidth={LOGO_HOUSE_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round">
        {LOGO_HOUSE_PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}

export { Logo, type LogoProps };
