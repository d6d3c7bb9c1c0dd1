import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const cardVariants = cva("flex flex-col gap-6 rounded-xl border bg-card py-6 break-words text-card-foreground", {
  variants: {
    variant: {
      elevated: "shadow-sm",
      flat: "shadow-none",
      /** For cards that are themselves a link or button: the focus ring shows on the whole card. */
      interactive:
        "relative shadow-sm transition-shadow hover:shadow-md focus-within:ring-[3px] focus-within:ring-ring/60 has-[a:hover,button:hover]:border-ring/60",
    },
  },
  defaultVariants: { variant: "elevated" },
});

type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants>;

/** A surface that groups related content: a header with title and description, content and a footer of actions. */
function Card({ className, variant, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

/** The top of a card: its title, description and an optional action aligned to the end. */
function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]",
        className,
      )}
      {...props}
    />
  );
}

/** The card's heading; renders an `h3` unless `asLevel` picks another heading level for the page outline. */
function CardTitle({
  className,
  asLevel = 3,
  ...props
}: React.ComponentProps<"h3"> & { asLevel?: 2 | 3 | 4 }) {
  const Heading = `h${asLevel}` as const;
  return <Heading data-slot="card-title" className={cn("text-lg leading-snug font-semibold", className)} {...props} />;
}

/** Secondary text under the card's title. */
function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** An action (button, menu) placed at the end of the card header. */
function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

/** The card's main content. */
function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

/** The bottom of a card, usually its actions. */
function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex flex-wrap items-center gap-2 px-6", className)} {...props} />;
}

export { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter, cardVariants, type CardProps };
