import * as React from "react";
import { TriangleAlert } from "lucide-react";
import { Checkbox } from "@ui/checkbox/index.ts";
import { NOT_APPLICABLE } from "@domain/catalog/define-entry.ts";
import { cn } from "@ui/lib/cn.ts";

/** A Professional task lists the not-applicable placeholder instead of tools and warnings: there is nothing to show. */
export const applicable = (items: readonly string[]) => items.filter((item) => item !== NOT_APPLICABLE);

/**
 * The task's safety warnings, before its first step. The overview and the printable guide are on the same page,
 * so the heading's id is this section's own.
 */
export function SafetyWarnings({ warnings }: { warnings: readonly string[] }) {
  const headingId = React.useId();
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-destructive/40 bg-destructive/10 p-4 break-inside-avoid print:border-2 print:border-destructive"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
        Before you start: stay safe
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the task needs. On the screen each tool is a checkbox to tick while gathering them; on paper a box to
 * tick by pen, since a checkbox there is neither usable nor the page's only one with its id.
 */
export function WhatYouNeed({ tools, checkable = false, className }: { tools: readonly string[]; checkable?: boolean; className?: string }) {
  const idPrefix = React.useId();
  const [ready, setReady] = React.useState<Record<string, boolean>>({});
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className={cn("flex flex-col gap-2 break-inside-avoid", className)}>
      <h2 id={`${idPrefix}-heading`} className="text-lg font-semibold">
        What you need
      </h2>
      <ul className="flex flex-col gap-1">
        {tools.map((tool, index) => {
          if (!checkable) {
            return (
              <li key={tool} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border border-foreground" />
                {tool}
              </li>
            );
          }
          const id = `${idPrefix}-tool-${index}`;
          return (
            <li key={tool} className="flex min-h-11 items-center gap-3">
              <Checkbox id={id} checked={ready[tool] ?? false} onCheckedChange={(value) => setReady((current) => ({ ...current, [tool]: value === true }))} />
              <label htmlFor={id}>{tool}</label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
