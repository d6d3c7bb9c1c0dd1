import * as React from "react";
import * as ToastPrimitive from "radix-ui/toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";

/** How long a toast stays when nothing holds it: 2.5 s. Hovering or focusing it pauses the timer. */
export const TOAST_DURATION_MS = 2500;

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-l-4 bg-card p-4 pr-10 text-card-foreground shadow-lg",
  {
    variants: {
      variant: {
        default: "border-l-border",
        success: "border-l-success",
        info: "border-l-info",
        warning: "border-l-warning",
        error: "border-l-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast, e.g. "Undo"; `altText` tells screen-reader users how to do the same otherwise. */
  action?: { label: string; onAction: () => void; altText?: string };
  duration?: number;
};

type ToastItem = ToastOptions & { id: number };

type ToastContextValue = {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = React.createContext<ToastContextValue | null>(null);

/** Shows toasts from anywhere below it: bottom-left, each with a dismiss button and an optional action. */
function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = "Notifications",
  holdFor,
}: {
  children: React.ReactNode;
  duration?: number;
  label?: string;
  /** Keeps every toast up this long, whatever it asks for: stories, so a screenshot never races a timer. */
  holdFor?: number;
}) {
  const [items, setItems] = React.useState<ToastItem[]>([]);
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

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={duration} swipeDirection="left" label={label}>
        {children}
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
                className="inline-flex h-8 shrink-0 items-center rounded-md border border-input px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            ) : null}
            <ToastPrimitive.Close
              aria-label="Dismiss"
              className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
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
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts; only inside a ToastProvider. */
function useToast(): ToastContextValue {
  const context = React.useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within ToastProvider");
  return context;
}

export { ToastProvider, useToast, toastVariants };
