import { expect, userEvent, waitFor } from "storybook/test";
import { focusableInsideHiddenContent } from "../lib/hidden-focus.ts";

/*
 * Play-function checks shared by the stories of the modal overlays (Dialog, AlertDialog, Sheet):
 * what docs/product.md §2.9 asks of every dialog, proved against the real DOM.
 */

const tabbableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbablesIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(tabbableSelector));
}

function focused(): Element | null {
  return document.activeElement;
}

/**
 * Tab and Shift+Tab cycle through the panel's controls and never leave it, wrapping at both ends; the
 * page behind is out of the focus order too, so no control hidden from screen readers can take it.
 */
export async function expectFocusTrapped(panel: HTMLElement): Promise<void> {
  await waitFor(() => expect(focusableInsideHiddenContent(panel.ownerDocument)).toEqual([]));
  const tabbables = tabbablesIn(panel);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) throw new Error("The panel has no control to focus.");
  await waitFor(() => expect(panel).toContainElement(focused() as HTMLElement));

  for (let step = 0; step < tabbables.length * 2 + 1; step += 1) {
    await userEvent.tab();
    await expect(panel).toContainElement(focused() as HTMLElement);
  }
  for (let step = 0; step < tabbables.length * 2 + 1; step += 1) {
    await userEvent.tab({ shift: true });
    await expect(panel).toContainElement(focused() as HTMLElement);
  }

  last.focus();
  await userEvent.tab();
  await expect(focused()).toBe(first);
  await userEvent.tab({ shift: true });
  await expect(focused()).toBe(last);
}

/** While a modal overlay is open the page behind it does not scroll (Radix marks and styles the body). */
export async function expectBodyScrollLocked(): Promise<void> {
  await waitFor(() => expect(document.body).toHaveAttribute("data-scroll-locked"));
  await expect(getComputedStyle(document.body).overflow).toBe("hidden");
}

export async function expectBodyScrollFree(): Promise<void> {
  await waitFor(() => expect(document.body).not.toHaveAttribute("data-scroll-locked"));
  await expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
}

/** Escape closes the overlay and focus goes back to the control that opened it. */
export async function expectEscapeClosesAndRestoresFocus(opener: HTMLElement, isOpen: () => boolean): Promise<void> {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(isOpen()).toBe(false));
  await waitFor(() => expect(focused()).toBe(opener));
}
