import type * as React from "react";
import { cn } from "../lib/cn.ts";

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
      viewBox="0 0 64 64"
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
      <path className="fill-primary" d="M32 3 55 11.5V29c0 14.6-9.6 26.4-23 32C18.6 55.4 9 43.6 9 29V11.5Z" />
      <g className="fill-none stroke-primary-foreground" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 32.5 32 21l13 11.5" />
        <path d="M23 29.5V45h18V29.5" />
        <path d="M29 45v-7h6v7" />
      </g>
    </svg>
  );
}

export { Logo, type LogoProps };
