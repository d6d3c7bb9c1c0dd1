import * as React from "react";

/**
 * Code for a control that only matters once someone reaches for it (a menu, a tooltip), fetched once, the
 * first time any of its triggers is pointed at, focused or pressed, and shared by all of them
 * (docs/decisions/024-dashboard-first-visit.md).
 */
export type DeferredParts<Parts> = {
  current: () => Parts | null;
  load: () => Promise<Parts>;
};

export function deferredParts<Parts>(load: () => Promise<Parts>): DeferredParts<Parts> {
  let parts: Parts | null = null;
  let loading: Promise<Parts> | null = null;
  return {
    current: () => parts,
    load: () =>
      (loading ??= load().then(
        (loaded) => (parts = loaded),
        (error: unknown) => {
          // A later intent tries again (the connection may be back).
          loading = null;
          throw error;
        },
      )),
  };
}

type HeldPress = { type: "pointerdown"; pointerType: string } | { type: "keydown"; key: string };

/** What the plain trigger listens to until the real control is on the page. */
export type PlainTriggerProps = {
  /** Marks the stand-in, so that a test can wait for the real control to take its place. */
  "data-stand-in": "";
  onPointerEnter: (event: React.PointerEvent) => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: (event: React.PointerEvent) => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
};

/**
 * A trigger rendered as a plain element until its control's code is needed. Pointing at it or focusing it
 * fetches the code; pointing at it (or, with `swapOnFocus`, focusing it) or pressing it puts the real
 * control in the trigger's place. That is a new element: a trigger that had the focus gives it to its
 * successor, and one under the pointer tells its successor so. A press made before the code arrived (a
 * pointer press, or one of `pressKeys`) is held and made again on the real trigger, so a menu opened from
 * the keyboard focuses its first item as it always does. A menu's trigger stays in place on focus: its
 * press moves the focus into the menu anyway, and a keyboard user who only passes by keeps the same element.
 *
 * `parts` stays null until then; `realTriggerRef` goes on the real control's trigger. `activeFromStart`
 * loads the code at once (a control shown open from the start). `alongWith` loads what the control's
 * content needs the moment it is used (a dialog one of its items opens), and the control waits for it.
 */
export function useDeferredTrigger<Parts>(
  source: DeferredParts<Parts>,
  {
    pressKeys,
    swapOnFocus = false,
    activeFromStart = false,
    alongWith,
  }: { pressKeys: readonly string[]; swapOnFocus?: boolean; activeFromStart?: boolean; alongWith?: (() => Promise<unknown>) | undefined },
) {
  const [parts, setParts] = React.useState<Parts | null>(null);
  const held = React.useRef<HeldPress | null>(null);
  const focused = React.useRef(false);
  const hoveredBy = React.useRef<string | null>(null);
  const realTriggerRef = React.useRef<HTMLElement | null>(null);

  // What the control's content needs at once (`alongWith`) is loaded with it: the control appears only once both are in.
  const loadAll = React.useCallback(() => Promise.all([source.load(), alongWith?.()]).then(([loaded]) => loaded), [source, alongWith]);
  const fetchAhead = React.useCallback(() => {
    loadAll().catch((error: unknown) => console.warn("A control's code could not be loaded.", error));
  }, [loadAll]);
  const activate = React.useCallback(() => {
    loadAll().then(
      (loaded) => setParts(() => loaded),
      (error: unknown) => console.warn("A control's code could not be loaded.", error),
    );
  }, [loadAll]);

  React.useEffect(() => {
    if (activeFromStart) activate();
  }, [activeFromStart, activate]);

  // Runs after the real control's own effects (children's effects run first), so its listeners are in place.
  React.useEffect(() => {
    const trigger = realTriggerRef.current;
    if (!parts || !trigger) return;
    if (focused.current) trigger.focus({ preventScroll: true });
    if (hoveredBy.current)
      trigger.dispatchEvent(
        new PointerEvent("pointermove", {
          bubbles: true,
          pointerType: hoveredBy.current,
        }),
      );
    const press = held.current;
    held.current = null;
    if (press?.type === "pointerdown") {
      trigger.dispatchEvent(
        new PointerEvent("pointerdown", {
          bubbles: true,
          cancelable: true,
          button: 0,
          pointerType: press.pointerType,
        }),
      );
    } else if (press?.type === "keydown") {
      trigger.dispatchEvent(
        new KeyboardEvent("keydown", {
          bubbles: true,
          cancelable: true,
          key: press.key,
        }),
      );
    }
  }, [parts]);

  const plainTriggerProps: PlainTriggerProps = {
    "data-stand-in": "",
    onPointerEnter: (event) => {
      if (event.pointerType !== "touch") hoveredBy.current = event.pointerType;
      activate();
    },
    onPointerLeave: () => {
      hoveredBy.current = null;
    },
    onFocus: () => {
      focused.current = true;
      if (swapOnFocus) activate();
      else fetchAhead();
    },
    onBlur: () => {
      focused.current = false;
    },
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      held.current = { type: "pointerdown", pointerType: event.pointerType };
      // As the real trigger does: the focus stays where it is, for the control to take.
      event.preventDefault();
      activate();
    },
    onKeyDown: (event) => {
      if (!pressKeys.includes(event.key)) return;
      held.current = { type: "keydown", key: event.key };
      event.preventDefault();
      activate();
    },
  };
  return { parts, plainTriggerProps, realTriggerRef };
}
