import * as React from "react";
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
  const viewportRef = React.useRef<HTMLOListElement>(null);
  const focusBefore = React.useRef<Element | null>(null);
  // What had the focus before it went into the region (by F8, Tab or a press): toasts hold no relatedTarget of
  // their own, and Radix's focus proxies around the list are part of the region, not of the page.
  React.useEffect(() => {
    const viewport = viewportRef.current;
    const region = viewport?.parentElement ?? viewport;
    if (!region) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof Element && !region.contains(from)) focusBefore.current = from;
    };
    region.addEventListener("focusin", onFocusIn);
    return () => region.removeEventListener("focusin", onFocusIn);
  }, []);
  // Radix puts the focus of a toast that closes on the list itself, so that the next toast is one Tab away; with
  // no toast left, that leaves a keyboard user nowhere. They go back to where they were, or to the page's main part.
  const giveFocusBack = () => {
    const viewport = viewportRef.current;
    const active = document.activeElement;
    if (!viewport || !active || !(viewport.parentElement ?? viewport).contains(active)) return;
    const before = focusBefore.current;
    focusBefore.current = null;
    if (before instanceof HTMLElement && before.isConnected) {
      before.focus();
      return;
    }
    const main = document.querySelector("main");
    if (main && main.hasAttribute("tabindex")) main.focus();
  };
  /*
   * Escape is the toasts' only while the focus is in their region (reached with F8, docs/product.md §2.9).
   * Radix hands Escape to the layer opened last and closes a toast on it wherever the focus is, so a toast
   * that appeared over an open dialog took the Escape meant for the dialog. Pressed elsewhere, the toast
   * stays, and the Escape goes on, unhandled, to the element that has the focus (a dialog closes on it).
   */
  const keptOnEscape = React.useRef(new Set<number>());
  const keepOnEscapeFromOutside = (id: number) => (event: KeyboardEvent) => {
    const region = viewportRef.current?.parentElement ?? viewportRef.current;
    if (region && event.target instanceof Node && region.contains(event.target)) return;
    // Radix closes the toast right after asking, within this call; the mark never outlives it.
    keptOnEscape.current.add(id);
    queueMicrotask(() => keptOnEscape.current.delete(id));
  };
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="left" label={label}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          data-slot="toast"
          // Open for as long as it is in the list: each close goes through onOpenChange, which may refuse it.
          open
          duration={holdFor ?? item.duration}
          type={item.variant === "error" ? "foreground" : "background"}
          onEscapeKeyDown={keepOnEscapeFromOutside(item.id)}
          onOpenChange={(open) => {
            if (open || keptOnEscape.current.delete(item.id)) return;
            if (items.length === 1) giveFocusBack();
            dismiss(item.id);
          }}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? <ToastPrimitive.Description className="text-sm text-muted-foreground">{item.description}</ToastPrimitive.Description> : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              data-slot="toast-action"
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
      {/*
       * Above the app's bottom bar on a phone: the signed-in frame gives its height as --app-bottom-nav. The
       * region's name says which key reaches it from anywhere on the page: "Notifications (F8)".
       */}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        // docs/product.md §2.9: F8 makes an action such as Undo one key away. Radix puts the focus on the list,
        // from which Tab goes toast by toast (the newest first, a toast and then its buttons); so the focus goes
        // on to the newest toast's action when there is one. Radix also focuses the list when a toast with the
        // focus closes: that comes from inside the region and is left alone.
        onFocus={(event) => {
          const list = event.currentTarget;
          if (event.target !== list) return;
          const from = event.relatedTarget;
          if (from instanceof Node && (list.parentElement ?? list).contains(from)) return;
          const actions = list.querySelectorAll<HTMLElement>('[data-slot="toast"] [data-slot="toast-action"]');
          actions[actions.length - 1]?.focus();
        }}
        label={`${label} ({hotkey})`}
        data-slot="toast-viewport"
        className="fixed bottom-[var(--app-bottom-nav,0px)] left-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
