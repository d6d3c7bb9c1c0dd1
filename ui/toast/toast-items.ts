import { cva, type VariantProps } from "class-variance-authority";

export const toastVariants = cva(
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

export type ToastItem = ToastOptions & { id: number };

/** The classes of a toast's action button and dismiss button, with or without Radix's parts. */
export const toastActionClass =
  "inline-flex h-8 shrink-0 items-center rounded-md border border-input px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60";
export const toastCloseClass =
  "absolute top-3 right-3 rounded-md p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";
