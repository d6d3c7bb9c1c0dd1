import * as React from "react";
import { whenOutOfInert } from "./inert-outside.ts";

/** The elements a container's focus can come back to, each named by its `data-focus-key`. */
const ITEM_SELECTOR = "[data-focus-key]";

/**
 * Where the focus was: the control that had it (null when only its item is known), the item the control is
 * in, by key, and for a control between items (Load more, Mark all read) the place of the first item after it.
 */
type Place = { control: HTMLElement | null; key: string | null; index: number; busy?: boolean };

const keyOf = (element: Element | null) => (element instanceof HTMLElement ? (element.dataset.focusKey ?? null) : null);
const itemsIn = (container: HTMLElement | null) => (container ? Array.from(container.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : []);

function placeOf(control: HTMLElement, items: readonly HTMLElement[]): Place {
  const after = items.findIndex((item) => control.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
  return { control, key: keyOf(control.closest(ITEM_SELECTOR)), index: after === -1 ? items.length : after };
}

const isBusy = (element: HTMLElement) => element.getAttribute("aria-busy") === "true";
/** Off for good, not only while it works. */
const isOff = (element: HTMLElement) => element.matches(":disabled") && !isBusy(element);
const focusIsNowhere = (page: Document) => !page.activeElement || page.activeElement === page.body;

/**
 * Keeps a keyboard user's place when an action changes what is under the focus (docs/product.md §2.9, §2.13):
 * the control that had it leaves with its item (completed, removed), is taken away (marked read, a question
 * answered) or is turned off, and the browser drops the focus to the page's start. After a render that did so,
 * the focus goes to the same item if it is still there (moved to another group, or without that control
 * now), else to the item that came after it, else to the one before, else to `fallback`; a control between
 * items gives it to the item that now stands where it stood (the first one its Load more brought). A target
 * still busy with its work takes it once the work ends. Nothing moves when the person has put the focus somewhere.
 *
 * Items are the elements inside `containerRef` with a `data-focus-key`; they take the focus themselves
 * (tabIndex -1). Only the component's own renders are looked at, so it is the one whose state changes the
 * list. Focus in a dialog or menu opened from the container is not followed: the control that opened it keeps
 * the place, and gets the focus back when it closes.
 *
 * Returns `remember`, which names the item the next change is about when the press that asked for it left no
 * focus in it (a menu's item, a click that does not focus in every browser).
 */
export function useFocusAfterChange(containerRef: React.RefObject<HTMLElement | null>, fallback?: () => HTMLElement | null | undefined): (key: string) => void {
  const place = React.useRef<Place | null>(null);
  const order = React.useRef<string[]>([]);

  React.useLayoutEffect(() => {
    const container = containerRef.current;
    const items = itemsIn(container);
    const keys = items.map(keyOf);
    const before = order.current;
    order.current = keys.filter((key) => key !== null);
    const last = place.current;
    if (!last) return;
    const page = container?.ownerDocument ?? document;
    if (last.control?.isConnected && !isOff(last.control)) {
      const busy = isBusy(last.control);
      // As ui/button does with its own focus: a control that lost it to its work, or to the dialog that asked
      // for the work, takes it back when the work ends.
      const control = last.control;
      if (last.busy && !busy && focusIsNowhere(page)) whenOutOfInert(control, () => (focusIsNowhere(page) ? control.focus() : undefined));
      place.current = { ...placeOf(last.control, items), busy };
      return;
    }
    if (!focusIsNowhere(page)) return;

    const itemWith = (key: string | undefined) => (key === undefined ? undefined : items[keys.indexOf(key)]);
    const stays = (key: string) => keys.includes(key);
    let target: HTMLElement | null | undefined;
    if (last.key === null) {
      target = items[Math.min(last.index, items.length - 1)];
    } else {
      const at = before.indexOf(last.key);
      target = itemWith(last.key) ?? (at === -1 ? undefined : itemWith(before.slice(at + 1).find(stays) ?? before.slice(0, at).findLast(stays)));
    }
    target ??= fallback?.();
    if (target && isBusy(target)) return;
    place.current = null;
    // Behind a dialog that is still closing the page is inert (ui/lib/inert-outside.ts): the target takes
    // the focus once the dialog has gone, unless the focus has found a place by then.
    const found = target;
    if (found) whenOutOfInert(found, () => (focusIsNowhere(page) && found.isConnected ? found.focus() : undefined));
  });

  // Again after each render: the container may be another element now (a list that was empty).
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const follow = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) place.current = placeOf(event.target, itemsIn(container));
    };
    container.addEventListener("focusin", follow);
    return () => container.removeEventListener("focusin", follow);
  });

  return React.useCallback((key: string) => {
    const last = place.current;
    place.current = { control: last?.key === key ? last.control : null, key, index: last?.index ?? 0 };
  }, []);
}
