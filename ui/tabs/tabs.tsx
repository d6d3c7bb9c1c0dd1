import * as React from "react";
import * as TabsPrimitive from "radix-ui/tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const tabsListVariants = cva("inline-flex w-fit max-w-full items-center overflow-x-auto text-muted-foreground data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch", {
  variants: {
    variant: {
      /** Segmented control on a tinted track. */
      pills: "gap-1 rounded-lg bg-muted p-1",
      /** Underlined tabs along a rule, for page sections. */
      underline: "gap-4 border-b px-1 pt-1",
    },
  },
  defaultVariants: { variant: "pills" },
});

const TabsVariantContext = React.createContext<VariantProps<typeof tabsListVariants>["variant"]>("pills");

const triggerStyles = {
  pills:
    "rounded-md px-3 py-1.5 hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  underline:
    "rounded-sm border-b-2 border-transparent px-1 pt-1 pb-2 hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground",
} as const;

/** Switches between panels of related content shown one at a time; arrow keys move between tabs, Home and End jump. */
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex gap-3 data-[orientation=horizontal]:flex-col", className)}
      {...props}
    />
  );
}

type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>;

/** The row of tabs; name it with `aria-label` when the page has more than one tab list. */
function TabsList({ className, variant = "pills", ...props }: TabsListProps) {
  return (
    <TabsVariantContext value={variant}>
      <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props} />
    </TabsVariantContext>
  );
}

/** One tab; it shows the panel with the same `value`. */
function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.use(TabsVariantContext) ?? "pills";
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow,border-color] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
        triggerStyles[variant],
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown while its tab is selected; it takes focus in the tab order so its content is reachable. */
function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent, tabsListVariants, type TabsListProps };
