import * as React from "react";

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * For a modal's content (Dialog, AlertDialog): when it closes, the focus goes back to the control that had
 * it when it opened (docs/product.md §2.9). Radix gives it to the modal's Trigger only, so a modal opened
 * by state (a list's Edit button, a menu's item once the menu has handed the focus back to its button) left
 * it on the page's body. When that control has left the page, or a handler of the caller's has placed the
 * focus itself, Radix does as before.
 */
export function useFocusBackToOpener({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const control = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !control?.isConnected) return;
      event.preventDefault();
      control.focus();
    },
  };
}
