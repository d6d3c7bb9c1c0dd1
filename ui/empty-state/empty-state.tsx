import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const emptyStateVariants = cva("flex flex-col items-center justify-center text-center text-balance", {
  variants: {
    size: {
      sm: "gap-2 px-4 py-6",
      md: "gap-3 px-6 py-12",
    },
    framed: {
      true: "rounded-xl border border-dashed",
      false: "",
    },
  },
  defaultVariants: { size: "md", framed: false },
});

type EmptyStateProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative icon or illustration; it is hidden from screen readers. */
    icon?: React.ReactNode;
    title: React.ReactNode;
    description?: React.ReactNode;
    /** The next step: usually one Button or link. */
    action?: React.ReactNode;
    /** The heading level of the title in the page's outline. */
    headingLevel?: 2 | 3 | 4;
  };

/** What a list or page shows when it has nothing yet: an icon, a title saying so, a hint and the action that fills it. */
function EmptyState({
  className,
  size,
  framed,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot="empty-state" className={cn(emptyStateVariants({ size, framed }), className)} {...props}>
      {icon ? (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className={cn(
            "flex items-center justify-center rounded-full bg-accent text-accent-foreground",
            size === "sm" ? "size-10 [&_svg]:size-5" : "size-14 [&_svg]:size-7",
          )}
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className={cn("font-semibold", size === "sm" ? "text-base" : "text-lg")}>
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </section>
  );
}

export { EmptyState, emptyStateVariants, type EmptyStateProps };
