import type * as React from "react";
import * as AccordionPrimitive from "radix-ui/accordion";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import { cn } from "../lib/cn.ts";

const accordionVariants = cva("w-full", {
  variants: {
    variant: {
      /** Items separated by rules, for FAQs and settings. */
      plain: "",
      /** Each item a bordered box, for accordions on a busy page. */
      boxed:
        "flex flex-col gap-2 [&>[data-slot=accordion-item]]:rounded-lg [&>[data-slot=accordion-item]]:border [&>[data-slot=accordion-item]]:px-4 [&>[data-slot=accordion-item]:last-child]:border-b",
    },
  },
  defaultVariants: { variant: "plain" },
});

type AccordionProps = React.ComponentProps<typeof AccordionPrimitive.Root> & VariantProps<typeof accordionVariants>;

/** A stack of headed sections that expand one (`type="single"`) or several (`type="multiple"`) at a time; arrow keys move between headers. */
function Accordion({ className, variant, ...props }: AccordionProps) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn(accordionVariants({ variant }), className)} {...props} />;
}

/** One section of an accordion: a trigger and its content. */
function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b last:border-b-0 data-[disabled]:opacity-60", className)}
      {...props}
    />
  );
}

/** The button that opens and closes its section; wrapped in a heading (level 3 unless `headingLevel` says otherwise). */
function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-[color,box-shadow] outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** The body of a section, hidden until its trigger opens it. */
function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn("pb-4 text-muted-foreground", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent, accordionVariants, type AccordionProps };
