import * as React from "react";

type CloseAutoFocus = ((event: Event) => void) | undefined;

type InertOutside<T extends HTMLElement> = {
  /** For the layer's content; passes the node on to the caller's own `ref`. */
  ref: React.RefCallback<T>;
  /** For the content's `onCloseAutoFocus`: gives the page back before the focus is returned to it. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * For a modal layer's content (a dialog, a sheet, a modal menu): while the focus is in it, everything
 * outside it is `inert`. Radix hides the rest of the page from assistive technology with `aria-hidden` and
 * traps the focus, but the controls behind stay focusable, which WCAG 4.1.2 (axe's `aria-hidden-focus`)
 * counts as a failure; `inert` takes them out of the focus order too. Live regions stay as they are, so an
 * announcement still reaches a screen reader.
 *
 * The timing is the point (docs/decisions/052): the page turns inert only once the focus has moved into the
 * layer, because a browser drops the focus of an element that turns inert, and a layer that opens records
 * the control that had it, to give it back on closing. And the page is given back before the layer returns
 * the focus to it (in `onCloseAutoFocus`, before the caller's handler), since an inert control cannot take it.
 */
export function useInertOutside<T extends HTMLElement>({ active = true, ref, onCloseAutoFocus }: { active?: boolean; ref?: React.Ref<T> | undefined; onCloseAutoFocus?: CloseAutoFocus }): InertOutside<T> {
  const undo = React.useRef<(() => void) | null>(null);
  const giveBack = React.useCallback(() => {
    undo.current?.();
    undo.current = null;
  }, []);
  const contentRef = React.useCallback(
    (node: T | null) => {
      const passedOn = passRefOn(ref, node);
      if (!node || !active) return passedOn;
      const takeWhenFocused = () => {
        if (undo.current === null && node.isConnected && node.contains(node.ownerDocument.activeElement)) undo.current = makeOthersInert(node);
      };
      // Radix moves the focus in after the content's first render, and after it has noted where the focus was.
      node.addEventListener("focusin", takeWhenFocused);
      takeWhenFocused();
      return () => {
        node.removeEventListener("focusin", takeWhenFocused);
        giveBack();
        passedOn();
      };
    },
    [active, ref, giveBack],
  );
  return {
    ref: contentRef,
    onCloseAutoFocus: (event) => {
      giveBack();
      onCloseAutoFocus?.(event);
    },
  };
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

/** What waits for the page to be given back by the layers (`whenOutOfInert`). */
const waitingForThePage = new Set<{ element: HTMLElement; then: () => void }>();

/**
 * Runs `then` once `element` is no longer inside content a layer made inert: at once when it is not. A
 * layer that is closing keeps the page inert until it has gone, and a control the page wants to focus in
 * the meantime (the next card, after the one a dialog completed has left) would not take the focus.
 */
export function whenOutOfInert(element: HTMLElement, then: () => void): void {
  if (element.closest("[inert]") === null) then();
  else waitingForThePage.add({ element, then });
}

function runWhatWaitedForThePage(): void {
  for (const waiting of [...waitingForThePage]) {
    if (!waiting.element.isConnected) waitingForThePage.delete(waiting);
    else if (waiting.element.closest("[inert]") === null) {
      waitingForThePage.delete(waiting);
      waiting.then();
    }
  }
}

/**
 * Sets `inert` on every element beside `kept` and beside each of its ancestors up to the body, leaving live
 * regions and what was inert already; gives back what undoes exactly that, so that a layer opened over
 * another gives back only what it took.
 */
function makeOthersInert(kept: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let inside: HTMLElement | null = kept; inside && inside !== inside.ownerDocument.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement?.children ?? []) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert || sibling.matches("script, style, [aria-live]")) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.inert = false;
    runWhatWaitedForThePage();
  };
}
