import type * as React from "react";
import * as Slot from "radix-ui/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "../button/button.tsx";

/** Only the square sizes: colours, focus ring and disabled look come from `buttonVariants`. */
const iconButtonVariants = cva("p-0", {
  variants: {
    size: {
      sm: "size-8 [&_svg]:size-4",
      md: "size-10 [&_svg]:size-5",
      lg: "size-12 [&_svg]:size-6",
    },
  },
  defaultVariants: { size: "md" },
});

type IconButtonProps = Omit<React.ComponentProps<"button">, "aria-label"> &
  Pick<VariantProps<typeof buttonVariants>, "variant"> &
  VariantProps<typeof iconButtonVariants> & {
    asChild?: boolean;
    /** The button shows only an icon, so its name must be given in words. */
    "aria-label": string;
  };

/** A square button that shows only an icon; mark the icon `aria-hidden` and name the action in `aria-label`. */
function IconButton({ className, variant = "ghost", size, asChild = false, ...props }: IconButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="icon-button"
      className={cn(buttonVariants({ variant, size: "icon" }), iconButtonVariants({ size }), className)}
      {...props}
    />
  );
}

export { IconButton, iconButtonVariants, type IconButtonProps };
