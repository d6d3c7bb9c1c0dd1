import type * as React from "react";
import * as Slot from "radix-ui/slot";
import { deferredParts, useDeferredTrigger } from "../lib/deferred-trigger.ts";
import type { TooltipContentProps } from "./tooltip.tsx";

const tooltipParts = deferredParts(() => import("./tooltip.tsx"));

export type DeferredTooltipProps = {
  /** The element the tooltip describes: focusable, with its own accessible name. */
  children: React.ReactElement;
  /** The hint. */
  content: React.ReactNode;
  side?: TooltipContentProps["side"];
};

/**
 * A Tooltip whose code loads when its trigger is first pointed at or focused (docs/decisions/024-dashboard-first-visit.md):
 * the hint then shows as the tooltip's own hover or focus would have shown it.
 */
export function DeferredTooltip({ children, content, side }: DeferredTooltipProps) {
  const { parts, plainTriggerProps, realTriggerRef } = useDeferredTrigger(tooltipParts, { pressKeys: [], swapOnFocus: true });
  if (!parts) {
    return (
      <Slot.Root data-slot="tooltip-trigger" data-state="closed" {...plainTriggerProps}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <parts.Tooltip>
      <parts.TooltipTrigger asChild ref={realTriggerRef as React.Ref<HTMLButtonElement>}>
        {children}
      </parts.TooltipTrigger>
      <parts.TooltipContent {...(side === undefined ? {} : { side })}>{content}</parts.TooltipContent>
    </parts.Tooltip>
  );
}
