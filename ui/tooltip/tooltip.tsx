import type * as React from "react";
import * as TooltipPrimitive from "radix-ui/tooltip";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const tooltipVariants = cva(
  "z-50 w-fit max-w-xs rounded-md px-3 py-1.5 text-xs text-balance shadow-md origin-(--radix-tooltip-content-transform-origin)",
  {
    variants: {
      tone: {
        /** Dark on light (and light on dark): stands out from any surface. */
        inverted: "bg-foreground text-background",
        card: "border bg-card text-card-foreground",
      },
    },
    defaultVariants: { tone: "inverted" },
  },
);

/** Shares the open delay between tooltips, so moving along a toolbar shows the next one at once. */
function TooltipProvider({ delayDuration = 300, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />;
}

/**
 * A short hint shown when its trigger is hovered or focused, and hidden with Escape. The trigger must
 * be focusable and keep its own accessible name: the tooltip adds a description, never the only label.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

/** The element the tooltip describes; use `asChild` with a button or link. */
function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & VariantProps<typeof tooltipVariants>;

/** The hint itself, in a portal, with a small arrow pointing at the trigger. */
function TooltipContent({ className, tone, sideOffset = 6, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(tooltipVariants({ tone }), className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow
          className={cn("z-50", tone === "card" ? "fill-card" : "fill-foreground")}
          width={10}
          height={5}
        />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider, tooltipVariants, type TooltipContentProps };
