import type * as React from "react";
import * as Slot from "radix-ui/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-center text-xs font-medium transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/60 outline-none [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      /**
       * The tone says how much attention the badge asks for, from `danger` (act now) down to `muted`
       * (for information). Pair each tone with words: colour alone never carries the meaning.
       */
      tone: {
        neutral: "border-transparent bg-secondary text-secondary-foreground",
        primary: "border-transparent bg-primary text-primary-foreground",
        accent: "border-transparent bg-accent text-accent-foreground",
        danger: "border-transparent bg-destructive text-destructive-foreground",
        outline: "border-border bg-transparent text-foreground",
        muted: "border-transparent bg-muted text-muted-foreground",
      },
      size: {
        sm: "px-1.5 py-0 text-[0.6875rem]",
        md: "",
      },
    },
    defaultVariants: { tone: "neutral", size: "md" },
  },
);

type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

/** A short label that classifies something (priority, difficulty, status) with a tone for how much attention it asks. */
function Badge({ className, tone, size, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : "span";
  return <Component data-slot="badge" className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}

export { Badge, badgeVariants, type BadgeProps };
