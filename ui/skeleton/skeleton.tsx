import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const skeletonVariants = cva("block animate-pulse bg-foreground/10 motion-reduce:animate-none", {
  variants: {
    shape: {
      rect: "rounded-md",
      text: "h-4 w-full rounded-sm",
      circle: "aspect-square rounded-full",
    },
  },
  defaultVariants: { shape: "rect" },
});

type SkeletonProps = React.ComponentProps<"span"> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder shaped like content that is still loading. It is hidden from assistive technology:
 * announce the loading state once, on the region that holds the skeletons (`aria-busy` and a text).
 */
function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return <span data-slot="skeleton" aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />;
}

export { Skeleton, skeletonVariants, type SkeletonProps };
