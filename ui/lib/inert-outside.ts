import * as React from "react";

/**
 * For a modal layer's content (a dialog, a sheet, a modal menu): while it is on the page, everything
 * outside it is `inert`. Radix hides the rest of the page from assistive technology with `aria-hidden`
 * and keeps the focus inside with a trap, but the controls behind stay focusable, which WCAG 4.1.2 (axe's
 * `aria-hidden-focus`) counts as a failure: `inert` takes them out of the focus order and out of reach of
 * the pointer as well. Live regions stay as they are, so an announcement still reaches a screen reader.
 *
 * Returns a ref for the content, passing the node on to the caller's `ref` too.
 */
export function useInertOutside<T extends HTMLElement>(active: boolean, ref?: React.Ref<T>): React.RefCallback<T> {
  return React.useCallback(
    (node: T | null) => {
      const passedOn = passRefOn(ref, node);
      const undoInert = node && active ? makeOthersInert(node) : undefined;
      return () => {
        undoInert?.();
        passedOn();
      };
    },
    [active, ref],
  );
}

/** Sets the caller's ref to `node`, and gives back what clears it again. */
function passRefOn<T>(ref: React.Ref<T> | undefined, node: T | null): () => void {
  if (typeof ref === "function") {
    const cleanup = ref(node);
    return typeof cleanup === "function" ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return () => undefined;
}

/**
 * Sets `inert` on every element beside `kept` and beside each of its ancestors up to the body, leaving live
 * regions and what was inert already; gives back what undoes exactly that, so an overlay opened over
 * another gives back only what it took. (The `aria-hidden` package Radix uses shares one count between
 * `aria-hidden` and `inert`, so closing one layer there can leave the other's attribute behind.)
 */
function makeOthersInert(kept: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let inside: HTMLElement | null = kept; inside && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement?.children ?? []) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert || sibling.matches("script, [aria-live]")) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.inert = false;
  };
}
