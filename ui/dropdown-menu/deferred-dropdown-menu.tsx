import type * as React from "react";
import * as Slot from "radix-ui/slot";
import { deferredParts, useDeferredTrigger } from "../lib/deferred-trigger.ts";
import type * as DropdownMenuModule from "./dropdown-menu.tsx";

export type DropdownMenuParts = typeof DropdownMenuModule;

const menuParts = deferredParts<DropdownMenuParts>(() => import("./dropdown-menu.tsx"));

export type DeferredDropdownMenuProps = {
  /** The button that opens the menu: an element that passes on a ref and event handlers, like Button. */
  trigger: React.ReactElement;
  /** The menu's content (a DropdownMenuContent), made from the menu's parts once they are loaded. */
  content: (parts: DropdownMenuParts) => React.ReactNode;
  /** Keeps the menu open (a story's picture); loads the menu at once. */
  open?: boolean;
  modal?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Code one of the items needs at once (a dialog it opens), loaded with the menu's: the menu opens once both are in. */
  loadsAlongWith?: () => Promise<unknown>;
};

/**
 * A DropdownMenu whose code loads when its button is first pointed at, focused or pressed, for a page
 * that shows many menus and opens few (docs/decisions/024-dashboard-first-visit.md). Until then the button
 * is rendered as the menu's trigger renders it, closed; a press made meanwhile opens the menu once it is in.
 */
export function DeferredDropdownMenu({ trigger, content, open, modal, onOpenChange, loadsAlongWith }: DeferredDropdownMenuProps) {
  const { parts, plainTriggerProps, realTriggerRef } = useDeferredTrigger(menuParts, {
    pressKeys: ["Enter", " ", "ArrowDown"],
    activeFromStart: open !== undefined,
    alongWith: loadsAlongWith,
  });
  if (!parts) {
    return (
      <Slot.Root data-slot="dropdown-menu-trigger" aria-haspopup="menu" aria-expanded={false} data-state="closed" {...plainTriggerProps}>
        {trigger}
      </Slot.Root>
    );
  }
  return (
    <parts.DropdownMenu {...(open === undefined ? {} : { open })} {...(modal === undefined ? {} : { modal })} {...(onOpenChange === undefined ? {} : { onOpenChange })}>
      <parts.DropdownMenuTrigger asChild ref={realTriggerRef as React.Ref<HTMLButtonElement>}>
        {trigger}
      </parts.DropdownMenuTrigger>
      {content(parts)}
    </parts.DropdownMenu>
  );
}
