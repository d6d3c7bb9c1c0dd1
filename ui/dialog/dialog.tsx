import type * as React from "react";
import * as DialogPrimitive from "radix-ui/dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { CloseLayerContext, useEscapeClosesLayer, useLayerOpenState } from "../lib/escape-closes-layer.ts";
import { useFocusBackToOpener } from "../lib/focus-back-to-opener.ts";
import { useInertOutside } from "../lib/inert-outside.ts";

const dialogContentVariants = cva(
  "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg outline-none",
  {
    variants: {
      size: {
        sm: "max-w-sm",
        md: "max-w-lg",
        lg: "max-w-2xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/** A modal window: focus stays inside while it is open, Escape closes it and focus returns to the button that opened it. */
function Dialog({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof DialogPrimitive.Root>) {
  const state = useLayerOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseLayerContext value={state.close}>
      <DialogPrimitive.Root data-slot="dialog" {...props} open={state.open} onOpenChange={state.onOpenChange} />
    </CloseLayerContext>
  );
}

/** The button that opens the dialog; use `asChild` with a Button. */
function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** A button that closes the dialog; use `asChild` with a Button. */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** Dims the page behind a dialog or sheet. */
function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn("fixed inset-0 z-50 bg-black/50", className)} {...props} />;
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** The accessible name of the corner close button; leave it out with `hideCloseButton` when the footer has its own. */
    closeLabel?: string;
    hideCloseButton?: boolean;
  };

/** The window itself, in a portal over a dimmed page; it scrolls when its content is taller than the screen. */
function DialogContent({ className, ref, size, closeLabel = "Close", hideCloseButton = false, children, onOpenAutoFocus, onCloseAutoFocus, onKeyDown, ...props }: DialogContentProps) {
  const autoFocus = useFocusBackToOpener({ onOpenAutoFocus, onCloseAutoFocus });
  const inertOutside = useInertOutside({ ref, onCloseAutoFocus: autoFocus.onCloseAutoFocus });
  const escape = useEscapeClosesLayer({ onKeyDown, onEscapeKeyDown: props.onEscapeKeyDown });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        {...autoFocus}
        {...inertOutside}
        {...escape}
      >
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

/** The buttons at the bottom: stacked on phones, in a row at the right from the small breakpoint up. */
function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/** Names the dialog for screen readers; every dialog needs one. */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogContentVariants,
  type DialogContentProps,
};
