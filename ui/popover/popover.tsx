import type * as React from "react";
import * as PopoverPrimitive from "radix-ui/popover";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";
import { CloseLayerContext, useEscapeClosesLayer, useLayerOpenState } from "../lib/escape-closes-layer.ts";

const popoverVariants = cva(
  "z-50 rounded-lg border bg-card p-4 text-card-foreground shadow-md outline-none origin-(--radix-popover-content-transform-origin) max-w-[calc(100vw-1rem)]",
  {
    variants: {
      width: {
        sm: "w-56",
        md: "w-72",
        lg: "w-96",
        auto: "w-auto",
      },
    },
    defaultVariants: { width: "md" },
  },
);

/** A panel of rich content (text, a small form) anchored to its trigger; opens on click, Escape or a click outside closes it and focus returns to the trigger. */
function Popover({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  const state = useLayerOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseLayerContext value={state.close}>
      <PopoverPrimitive.Root data-slot="popover" {...props} open={state.open} onOpenChange={state.onOpenChange} />
    </CloseLayerContext>
  );
}

/** The button that opens the popover; use `asChild` with a Button. */
function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against something other than its trigger. */
function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

/** A button inside the popover that closes it; use `asChild` with a Button. */
function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & VariantProps<typeof popoverVariants>;

/** The panel, in a portal; name it with `aria-label` or `aria-labelledby` when it holds a form. */
function PopoverContent({ className, width, align = "center", sideOffset = 6, onKeyDown, ...props }: PopoverContentProps) {
  const escape = useEscapeClosesLayer({ onKeyDown, onEscapeKeyDown: props.onEscapeKeyDown });
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(popoverVariants({ width }), className)}
        {...props}
        {...escape}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent, popoverVariants, type PopoverContentProps };
