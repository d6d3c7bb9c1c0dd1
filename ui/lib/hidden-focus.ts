const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * For tests of the modal layers (ui/lib/inert-outside.ts): the controls the keyboard can still reach inside
 * content hidden from screen readers, described by their opening tags. WCAG 4.1.2 (axe's
 * `aria-hidden-focus`) wants none while a menu, dialog or sheet is open; an inert control is out of reach.
 */
export function focusableInsideHiddenContent(document: Document): string[] {
  return Array.from(document.body.querySelectorAll<HTMLElement>(TABBABLE))
    .filter((control) => control.closest('[aria-hidden="true"]') !== null && control.closest("[inert]") === null)
    .map((control) => control.outerHTML.slice(0, control.outerHTML.indexOf(">") + 1));
}
