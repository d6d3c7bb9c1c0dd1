import * as ToastPrimitive from "radix-ui/toast";
import { X } from "lucide-react";
import { toastActionClass, toastCloseClass, toastVariants, type ToastItem } from "./toast-items.ts";

export type ToastRegionProps = {
  items: readonly ToastItem[];
  dismiss: (id: number) => void;
  duration: number;
  label: string;
  holdFor?: number | undefined;
};

/**
 * The toasts on screen and the region that holds them (Radix's toast: timers paused on hover and focus,
 * swipe to dismiss, F8 to reach them, announced to screen readers). Loaded by ToastProvider when the first
 * toast is shown, not with the page (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 */
export function ToastRegion({ items, dismiss, duration, label, holdFor }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="left" label={label}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          data-slot="toast"
          defaultOpen
          duration={holdFor ?? item.duration}
          type={item.variant === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? <ToastPrimitive.Description className="text-sm text-muted-foreground">{item.description}</ToastPrimitive.Description> : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.altText ?? item.action.label}
              onClick={item.action.onAction}
              className={toastActionClass}
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className={toastCloseClass}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className="fixed bottom-0 left-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
