import type * as React from "react";
import * as SheetPrimitive from "radix-ui/dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { CloseLayerContext, useEscapeClosesLayer, useLayerOpenState } from "../lib/escape-closes-layer.ts";
import { useInertOutside } from "../lib/inert-outside.ts";

const sheetContentVariants = cva(
  "fixed inset-y-0 z-50 flex h-full w-3/4 max-w-sm flex-col gap-4 overflow-y-auto bg-card p-6 text-card-foreground shadow-lg outline-none",
  {
    variants: {
      side: {
        right: "right-0 border-l",
        left: "left-0 border-r",
      },
    },
    defaultVariants: { side: "right" },
  },
);

/** A panel that slides in from the side of the screen (the phone menu): modal, like a Dialog. */
function Sheet({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof SheetPrimitive.Root>) {
  const state = useLayerOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseLayerContext value={state.close}>
      <SheetPrimitive.Root data-slot="sheet" {...props} open={state.open} onOpenChange={state.onOpenChange} />
    </CloseLayerContext>
  );
}

/** The button that opens the sheet (a menu button); use `asChild` with a Button. */
function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet; wrap each link of a menu in it so following a link also closes the menu. */
function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetContentVariants> & {
    /** The accessible name of the corner close button. */
    closeLabel?: string;
  };

function SheetContent({ className, ref, side, closeLabel = "Close", children, onKeyDown, onCloseAutoFocus, ...props }: SheetContentProps) {
  const inertOutside = useInertOutside({ ref, onCloseAutoFocus });
  const escape = useEscapeClosesLayer({ onKeyDown, onEscapeKeyDown: props.onEscapeKeyDown });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content data-slot="sheet-content" data-side={side ?? "right"} className={cn(sheetContentVariants({ side }), className)} {...props} {...inertOutside} {...escape}>
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <X aria-hidden="true" className="size-4" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2", className)} {...props} />;
}

/** Names the sheet for screen readers; hide it visually with `className="sr-only"` if the design has no heading. */
function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export { Sheet, SheetTrigger, SheetClose, SheetContent, SheetHeader, SheetFooter, SheetTitle, SheetDescription, sheetContentVariants, type SheetContentProps };
