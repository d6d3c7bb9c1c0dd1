import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Logo } from "../logo/index.ts";
import { cn } from "../lib/cn.ts";

/** The only sizes the loader comes in, in pixels. */
const SHIELD_LOADER_SIZES = [28, 36, 56, 72] as const;
type ShieldLoaderSize = (typeof SHIELD_LOADER_SIZES)[number];

const shieldLoaderVariants = cva(
  "inline-flex items-center gap-3 text-sm text-muted-foreground [&>svg]:motion-safe:animate-pulse [&>svg]:motion-reduce:animate-none",
  {
    variants: {
      size: {
        28: "[&>svg]:size-7",
        36: "[&>svg]:size-9",
        56: "[&>svg]:size-14",
        72: "[&>svg]:size-18",
      } satisfies Record<ShieldLoaderSize, string>,
      layout: {
        stacked: "flex-col",
        inline: "flex-row",
      },
    },
    defaultVariants: { size: 36, layout: "stacked" },
  },
);

type ShieldLoaderProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof shieldLoaderVariants> & {
    /** What the loader shows and announces. */
    text?: string;
  };

/** The logo's shield, pulsing (still when the user asks for reduced motion), above or beside a short status text. */
function ShieldLoader({ className, size, layout, text = "Loading...", ...props }: ShieldLoaderProps) {
  return (
    <div role="status" data-slot="shield-loader" className={cn(shieldLoaderVariants({ size, layout }), className)} {...props}>
      <Logo />
      <span>{text}</span>
    </div>
  );
}

export { ShieldLoader, shieldLoaderVariants, SHIELD_LOADER_SIZES, type ShieldLoaderProps, type ShieldLoaderSize };
