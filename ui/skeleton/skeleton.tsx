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

type SkeletonRowsProps = {
  /** What is loading, said once to assistive technology. */
  label: string;
  rows: number;
  /** The height of a row, as the loaded rows will stand. */
  rowClassName: string;
};

/** A list still loading: a few full-width rows, announced once as busy. */
function SkeletonRows({ label, rows, rowClassName }: SkeletonRowsProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn("w-full", rowClassName)} />
      ))}
    </div>
  );
}

export { Skeleton, SkeletonRows, skeletonVariants, type SkeletonProps, type SkeletonRowsProps };
