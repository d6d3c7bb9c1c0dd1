import type * as React from "react";
import * as SeparatorPrimitive from "radix-ui/separator";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const separatorVariants = cva(
  "shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px",
  {
    variants: {
      spacing: {
        none: "",
        sm: "data-[orientation=horizontal]:my-2 data-[orientation=vertical]:mx-2",
        md: "data-[orientation=horizontal]:my-4 data-[orientation=vertical]:mx-4",
      },
    },
    defaultVariants: { spacing: "none" },
  },
);

type SeparatorProps = React.ComponentProps<typeof SeparatorPrimitive.Root> & VariantProps<typeof separatorVariants>;

/** A thin rule between groups of content; purely visual unless `decorative={false}` makes it a `separator` for assistive technology. */
function Separator({ className, orientation = "horizontal", decorative = true, spacing, ...props }: SeparatorProps) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      decorative={decorative}
      orientation={orientation}
      className={cn(separatorVariants({ spacing }), className)}
      {...props}
    />
  );
}

export { Separator, separatorVariants, type SeparatorProps };
