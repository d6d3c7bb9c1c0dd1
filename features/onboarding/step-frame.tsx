import * as React from "react";

type StepFrameProps = {
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** The step's buttons (Back, Next…), under its content. */
  actions: React.ReactNode;
  /** True when the person moved here from another step (not on arrival, where the page comes first). */
  focusOnMount?: boolean;
};

/**
 * One step's card. Its heading takes the focus when the step appears, so keyboard and screen-reader users
 * start each step at its top instead of on a button that has vanished.
 */
export function StepFrame({ title, description, children, actions, focusOnMount = false }: StepFrameProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusOnMountRef = React.useRef(focusOnMount);
  React.useEffect(() => {
    if (focusOnMountRef.current) headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="onboarding-step-title" className="grid gap-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <header className="grid gap-1">
        <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">{actions}</div>
    </section>
  );
}
