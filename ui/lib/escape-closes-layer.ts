import * as React from "react";

/*
 * Escape closes a dialog, a menu, a list or a popover (docs/product.md §2.9). Radix hears Escape only in the
 * layer opened last; a toast that appeared while one of these was open is that layer, and it leaves an Escape
 * pressed outside the toasts unhandled, to the element with the focus (ui/toast/toast-region.tsx). So such a
 * layer's content closes it on an Escape that reaches it with no one having handled it. When the layer is
 * the one opened last, Radix has closed it already and marked the Escape handled: nothing happens twice.
 */

/** Closes the nearest layer (dialog, menu, list, popover): its Root gives it to its content. */
export const CloseLayerContext = React.createContext<(() => void) | null>(null);

type OpenState = {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
};

/**
 * For a layer's Root (Dialog, AlertDialog, Sheet, DropdownMenu, Select, Popover): whether it is open, as its
 * caller says or kept here when the caller leaves it to the layer, and a way for its content to close it.
 */
export function useLayerOpenState({ open, defaultOpen = false, onOpenChange }: OpenState): { open: boolean; onOpenChange: (open: boolean) => void; close: () => void } {
  const [openHere, setOpenHere] = React.useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (!controlled) setOpenHere(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const close = React.useCallback(() => setOpen(false), [setOpen]);
  return { open: controlled ? open : openHere, onOpenChange: setOpen, close };
}

type EscapeHandlers = {
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement> | undefined;
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined;
};

/** For a layer's content: closes the layer on an Escape no layer above it handled, as Radix would have. */
export function useEscapeClosesLayer({ onKeyDown, onEscapeKeyDown }: EscapeHandlers): { onKeyDown: React.KeyboardEventHandler<HTMLDivElement> } {
  const close = React.useContext(CloseLayerContext);
  return {
    onKeyDown: (event) => {
      onKeyDown?.(event);
      if (event.key !== "Escape" || event.nativeEvent.defaultPrevented || !close) return;
      // An Escape from a layer portalled out of the content (a select's list) is that layer's.
      if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
      // The caller may keep the layer open, as it may when Radix hears the Escape.
      onEscapeKeyDown?.(event.nativeEvent);
      if (event.nativeEvent.defaultPrevented) return;
      event.preventDefault();
      close();
    },
  };
}
