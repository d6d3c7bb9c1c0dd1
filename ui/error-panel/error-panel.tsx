import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { AlertTriangle } from "lucide-react";
import { Button } from "../button/index.ts";
import { cn } from "../lib/cn.ts";

const errorPanelVariants = cva("grid gap-4 text-foreground", {
  variants: {
    variant: {
      app: "w-full max-w-md justify-items-center text-center",
      route: "mx-auto w-full max-w-md justify-items-center px-6 py-16 text-center",
      component: "justify-items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4",
    },
  },
  defaultVariants: { variant: "component" },
});

type ErrorPanelVariant = NonNullable<VariantProps<typeof errorPanelVariants>["variant"]>;

const iconSize: Record<ErrorPanelVariant, string | null> = { app: "size-12", route: "size-10", component: null };
const titleSize: Record<ErrorPanelVariant, string> = { app: "text-2xl font-semibold", route: "text-xl font-semibold", component: "font-medium" };

type ErrorPanelAction = {
  label: string;
  onAction: () => void;
};

type ErrorPanelProps = Omit<React.ComponentProps<"div">, "title" | "children"> &
  VariantProps<typeof errorPanelVariants> & {
    title: string;
    text?: string;
    /** The way out, most likely first: the first is the primary button (every button is quiet in a component panel). */
    actions: readonly ErrorPanelAction[];
  };

/**
 * What shows where something failed to render. `app` fills the whole page (it is the page's main content),
 * `route` takes one page's place inside the layout, `component` takes one part's place inside a page.
 * It is an alert, so screen readers announce it when it appears.
 */
function ErrorPanel({ variant, title, text, actions, className, ...props }: ErrorPanelProps) {
  const level: ErrorPanelVariant = variant ?? "component";
  const Title = level === "component" ? "p" : "h1";
  const icon = iconSize[level];
  const panel = (
    <div role="alert" data-slot="error-panel" data-variant={level} className={cn(errorPanelVariants({ variant: level }), className)} {...props}>
      {icon ? <AlertTriangle aria-hidden="true" className={cn(icon, "text-destructive")} /> : null}
      <Title data-slot="error-panel-title" className={titleSize[level]}>
        {title}
      </Title>
      {text ? <p className={cn("text-muted-foreground", level === "component" && "text-sm")}>{text}</p> : null}
      <div className={cn("flex flex-wrap gap-3", level !== "component" && "justify-center")}>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            size={level === "component" ? "sm" : "md"}
            variant={level !== "component" && index === 0 ? "primary" : "outline"}
            onClick={action.onAction}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
  if (level !== "app") return panel;
  return <main className="grid min-h-svh place-items-center bg-background px-6 text-foreground">{panel}</main>;
}

export { ErrorPanel, errorPanelVariants, type ErrorPanelProps, type ErrorPanelAction, type ErrorPanelVariant };
