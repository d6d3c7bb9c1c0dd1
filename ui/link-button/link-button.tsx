import type * as React from "react";
import * as Slot from "radix-ui/slot";
import type { VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "../button/button.tsx";

type LinkButtonProps = React.ComponentProps<"a"> &
  VariantProps<typeof buttonVariants> & {
    /** Styles the single child instead of rendering an `<a>`: pass a router's link component here. */
    asChild?: boolean;
  };

/**
 * A link that looks like a button, for navigation that reads as an action ("Get started"). It stays a
 * link for assistive technology. A link cannot be disabled: when the destination is unavailable,
 * render a disabled Button or plain text instead.
 */
function LinkButton({ className, variant, size, asChild = false, ...props }: LinkButtonProps) {
  const Component = asChild ? Slot.Root : "a";
  return <Component data-slot="link-button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export { LinkButton, type LinkButtonProps };
