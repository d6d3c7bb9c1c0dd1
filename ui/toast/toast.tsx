import * as React from "react";
import { X } from "lucide-react";
import { deferredParts, type DeferredParts } from "../lib/deferred-trigger.ts";
import { useOptionalAnnounce } from "../live-region/live-region.tsx";
import type * as ToastRegionCode from "./toast-region.tsx";
import { toastActionClass, toastCloseClass, toastVariants, type ToastItem, type ToastOptions } from "./toast-items.ts";

export type { ToastOptions, ToastVariant } from "./toast-items.ts";

/** How long a toast stays when nothing holds it: 2.5 s. Hovering or focusing it pauses the timer. */
export const TOAST_DURATION_MS = 2500;

type ToastContextValue = {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = React.createContext<ToastContextValue | null>(null);

/*
 * The toasts' region and Radix's toast code load with the first toast, not with the page: most visits show
 * none before they have loaded everything else (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 */
type RegionCode = DeferredParts<typeof ToastRegionCode>;
const regionCode: RegionCode = deferredParts(() => import("./toast-region.tsx"));

/** Loads the toasts' code ahead, so the first toast shows at once (Storybook, before each story). */
export const loadToastRegion = (): Promise<unknown> => regionCode.load();

/** Shows toasts from anywhere below it: bottom-left, each with a dismiss button and an optional action. */
function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = "Notifications",
  holdFor,
  code = regionCode,
}: {
  children: React.ReactNode;
  duration?: number;
  label?: string;
  /** Keeps every toast up this long, whatever it asks for: stories, so a screenshot never races a timer. */
  holdFor?: number;
  /** Where the region's code comes from; tests pass code that cannot be loaded. */
  code?: RegionCode;
}) {
  const [items, setItems] = React.useState<ToastItem[]>([]);
  const [region, setRegion] = React.useState(() => code.current());
  const nextId = React.useRef(1);

  const dismiss = React.useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const toast = React.useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setItems((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const value = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const [regionFailed, setRegionFailed] = React.useState(false);
  const toastCount = items.length;
  React.useEffect(() => {
    if (region !== null || toastCount === 0) return;
    let current = true;
    // Each new toast tries again: the connection may be back.
    code.load().then(
      (loaded) => {
        if (current) setRegion(loaded);
      },
      (error: unknown) => {
        console.warn("The toasts' code could not be loaded: they show without their timers.", error);
        if (current) setRegionFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [code, region, toastCount]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {region ? (
        <region.ToastRegion items={items} dismiss={dismiss} duration={duration} label={label} holdFor={holdFor} />
      ) : regionFailed ? (
        <PlainToasts items={items} dismiss={dismiss} label={label} />
      ) : null}
    </ToastContext.Provider>
  );
}

/**
 * The toasts when their code could not be loaded (the first toast of a visit made without a network, before
 * the app's offline copy is installed): still read out and shown, and they stay until dismissed. They are read
 * out through the app's live regions, which were on the page from the start: a screen reader may not read a
 * live region that arrives with its text already in it, as these toasts do.
 */
export function PlainToasts({ items, dismiss, label }: { items: readonly ToastItem[]; dismiss: (id: number) => void; label: string }) {
  const announce = useOptionalAnnounce();
  const announced = React.useRef(new Set<number>());
  React.useEffect(() => {
    if (!announce) return;
    for (const item of items) {
      if (announced.current.has(item.id)) continue;
      announced.current.add(item.id);
      announce([item.title, item.description].filter(Boolean).join(". "), item.variant === "error" ? "assertive" : "polite");
    }
  }, [announce, items]);
  // Shown on its own (a story), with no live regions to speak through, each toast is one itself.
  const roleOf = (item: ToastItem) => (announce ? undefined : item.variant === "error" ? "alert" : "status");
  return (
    <section aria-label={label} className="fixed bottom-[var(--app-bottom-nav,0px)] left-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4">
      {items.map((item) => (
        <div key={item.id} data-slot="toast" role={roleOf(item)} className={toastVariants({ variant: item.variant })}>
          <div className="grid flex-1 gap-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
          </div>
          {item.action ? (
            <button
              type="button"
              onClick={() => {
                item.action?.onAction();
                dismiss(item.id);
              }}
              className={toastActionClass}
            >
              {item.action.label}
            </button>
          ) : null}
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismiss(item.id)}
            className={toastCloseClass}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}

/** Shows and dismisses toasts; only inside a ToastProvider. */
function useToast(): ToastContextValue {
  const context = React.useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within ToastProvider");
  return context;
}

export { ToastProvider, useToast, toastVariants };
