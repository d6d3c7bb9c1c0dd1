import * as React from "react";
import * as Slot from "radix-ui/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[color,background-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80",
        outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-xs",
        md: "h-10 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and ignores clicks until the work ends. */
    loading?: boolean;
  };

/**
 * A button that is disabled while it loads loses the focus, which the browser moves to the page itself,
 * and a keyboard user who pressed "Load more" or "Save changes" would start again from the top. The
 * button that had the focus when its work began takes it back when the work ends, unless the person
 * has moved it elsewhere meanwhile. When the browser moves the focus also depends on how quickly the work
 * ends (within the same frame it never does), so this also makes the screen the same whatever the timing.
 */
function useFocusKeptThroughLoading(loading: boolean, { onFocus, onBlur }: Pick<ButtonProps, "onFocus" | "onBlur">) {
  const focusedButton = React.useRef<HTMLButtonElement | null>(null);
  React.useLayoutEffect(() => {
    if (loading) return;
    const button = focusedButton.current;
    const active = document.activeElement;
    if (button?.isConnected && !button.disabled && (active === null || active === document.body)) button.focus({ preventScroll: true });
  }, [loading]);
  return {
    onFocus: (event: React.FocusEvent<HTMLButtonElement>) => {
      focusedButton.current = event.currentTarget;
      onFocus?.(event);
    },
    onBlur: (event: React.FocusEvent<HTMLButtonElement>) => {
      // Blurred by being disabled for the work: remembered, to take the focus back after it.
      if (!event.currentTarget.disabled) focusedButton.current = null;
      onBlur?.(event);
    },
  };
}

function Button({ className, variant, size, asChild = false, loading = false, disabled, children, onFocus, onBlur, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  const focusHandlers = useFocusKeptThroughLoading(loading, { onFocus, onBlur });
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...focusHandlers}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : null}
          {children}
        </>
      )}
    </Component>
  );
}

export { Button, buttonVariants, type ButtonProps };
