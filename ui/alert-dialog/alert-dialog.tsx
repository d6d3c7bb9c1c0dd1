import type * as React from "react";
import * as AlertDialogPrimitive from "radix-ui/alert-dialog";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "../button/index.ts";
import { cn } from "../lib/cn.ts";
import { CloseLayerContext, useEscapeClosesLayer, useLayerOpenState } from "../lib/escape-closes-layer.ts";
import { useFocusBackToOpener } from "../lib/focus-back-to-opener.ts";
import { useInertOutside } from "../lib/inert-outside.ts";

/**
 * A question that must be answered before anything else: it does not close on a click outside,
 * Escape or Cancel dismiss it, and focus starts on Cancel so a stray Enter never confirms.
 */
function AlertDialog({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  const state = useLayerOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseLayerContext value={state.close}>
      <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} open={state.open} onOpenChange={state.onOpenChange} />
    </CloseLayerContext>
  );
}

/** The button that asks the question; use `asChild` with a Button. */
function AlertDialogTrigger(props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

function AlertDialogContent({ className, ref, onOpenAutoFocus, onCloseAutoFocus, onKeyDown, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const autoFocus = useFocusBackToOpener({ onOpenAutoFocus, onCloseAutoFocus });
  const inertOutside = useInertOutside({ ref, onCloseAutoFocus: autoFocus.onCloseAutoFocus });
  const escape = useEscapeClosesLayer({ onKeyDown, onEscapeKeyDown: props.onEscapeKeyDown });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg outline-none",
          className,
        )}
        {...props}
        {...autoFocus}
        {...inertOutside}
        {...escape}
      />
    </AlertDialogPrimitive.Portal>
  );
}

function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-header" className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title data-slot="alert-dialog-title" className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

/** Says what will happen; screen readers read it with the title when the dialog opens. */
function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description data-slot="alert-dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

type AlertDialogActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> & Pick<VariantProps<typeof buttonVariants>, "variant">;

/** The confirming button; `variant="destructive"` when the action cannot be undone. */
function AlertDialogAction({ className, variant, ...props }: AlertDialogActionProps) {
  return <AlertDialogPrimitive.Action data-slot="alert-dialog-action" className={cn(buttonVariants({ variant }), className)} {...props} />;
}

function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel data-slot="alert-dialog-cancel" className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}

export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
  type AlertDialogActionProps,
};
