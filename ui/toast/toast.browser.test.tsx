import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../test-support/console-guard.ts";
import { deferredParts } from "../lib/deferred-trigger.ts";
import { LiveRegionProvider } from "../live-region/live-region.tsx";
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from "./toast.tsx";
import { ToastRegion } from "./toast-region.tsx";
import type * as ToastRegionCode from "./toast-region.tsx";

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
});

/** The toasts' code as on a first visit that lost its network before it came: every load fails. */
const unreachableCode = () => deferredParts<typeof ToastRegionCode>(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));

/** A page that shows `toasts` when its button is pressed, inside the app's live regions and toasts. */
function mount(toasts: readonly ToastOptions[]) {
  function Page() {
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toasts.forEach((options) => toast(options))}>
        Save
      </button>
    );
  }
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <LiveRegionProvider clearAfterMs={60_000}>
      <ToastProvider code={unreachableCode()}>
        <Page />
      </ToastProvider>
    </LiveRegionProvider>,
  );
  const page = container;
  return {
    press: async () => {
      await vi.waitFor(() => expect(page.querySelector("button")).not.toBeNull());
      page.querySelector("button")!.click();
    },
    polite: () => page.querySelector('[data-slot="live-region-polite"]')?.textContent,
    assertive: () => page.querySelector('[data-slot="live-region-assertive"]')?.textContent,
    toasts: () => [...page.querySelectorAll('[data-slot="toast"]')],
  };
}

describe("toasts whose code could not be loaded", () => {
  test("still show, and are read out through the live regions that were on the page from the start", async () => {
    expectConsole("warn", "The toasts' code could not be loaded");
    const page = mount([
      { title: "Replace the HVAC air filter done", description: "Next due Mar 12", variant: "success" },
      { title: "Failed to snooze task", variant: "error" },
    ]);
    // Before any toast the regions are there, and empty.
    await vi.waitFor(() => expect(page.polite()).toBe(""));
    expect(page.assertive()).toBe("");

    await page.press();
    await vi.waitFor(() => expect(page.toasts()).toHaveLength(2));
    expect(page.toasts().map((toast) => toast.textContent)).toEqual([
      expect.stringContaining("Replace the HVAC air filter done"),
      expect.stringContaining("Failed to snooze task"),
    ]);
    await vi.waitFor(() => expect(page.polite()).toBe("Replace the HVAC air filter done. Next due Mar 12"));
    expect(page.assertive()).toBe("Failed to snooze task");
    // Not a live region of their own as well, which would read them twice where it is read at all.
    expect(page.toasts().map((toast) => toast.getAttribute("role"))).toEqual([null, null]);
  });
});

describe("a toast closed from the keyboard", () => {
  test("when what had the focus has left the page, gives the focus to the page's main part", async () => {
    function Page() {
      const { toast } = useToast();
      const [shown, setShown] = React.useState(true);
      return (
        <main tabIndex={-1}>
          {shown ? (
            <button
              type="button"
              onClick={() => {
                toast({ title: "Saved", duration: 60_000 });
                setShown(false);
              }}
            >
              Save
            </button>
          ) : null}
        </main>
      );
    }
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    const page = container;
    await vi.waitFor(() => expect(page.querySelector("button")).not.toBeNull());
    const save = page.querySelector("button")!;
    save.focus();
    save.click();
    const dismiss = await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-slot="toast"] button[aria-label="Dismiss"]');
      expect(button).not.toBeNull();
      return button!;
    });
    dismiss.focus();
    dismiss.click();
    await vi.waitFor(() => expect(document.querySelector('[data-slot="toast"]')).toBeNull());
    expect(document.activeElement).toBe(page.querySelector("main"));
  });
});

describe("a toast's time on screen", () => {
  afterEach(() => vi.useRealTimers());

  // Waits go frame by frame (frames are not faked): vi.waitFor would move the stopped clock on as it polls.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  async function untilTrue(condition: () => boolean) {
    for (let frame = 0; frame < 600 && !condition(); frame += 1) await nextFrame();
    expect(condition()).toBe(true);
  }

  /** One toast on a stopped clock (Radix measures a held toast's time left with Date), its timer started. */
  async function showOnStoppedClock() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const dismiss = vi.fn();
    container = document.createElement("div");
    document.body.append(container);
    const outside = document.createElement("button");
    outside.textContent = "Elsewhere on the page";
    container.append(outside);
    const toastRoot = document.createElement("div");
    container.append(toastRoot);
    root = createRoot(toastRoot);
    root.render(<ToastRegion items={[{ id: 7, title: "Saved" }]} dismiss={dismiss} duration={TOAST_DURATION_MS} label="Notifications" />);
    // Radix starts the toast's timer in an effect once the toast is on the page.
    await untilTrue(() => document.querySelector('[data-slot="toast"]') !== null && vi.getTimerCount() > 0);
    const toast = document.querySelector<HTMLElement>('[data-slot="toast"]')!;
    return {
      dismiss,
      toast,
      region: toast.closest<HTMLElement>('[role="region"]')!,
      outside,
      /** Moves the stopped clock on, then lets the page answer. */
      async pass(ms: number) {
        vi.advanceTimersByTime(ms);
        for (let frame = 0; frame < 5; frame += 1) await nextFrame();
      },
    };
  }

  // The exact time is checked on a stopped clock: measured on a real one, it would say how busy the machine was.
  test("is the duration it was given: still open a millisecond before, dismissed at it", async () => {
    const shown = await showOnStoppedClock();
    await shown.pass(TOAST_DURATION_MS - 1);
    expect(shown.dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await untilTrue(() => shown.dismiss.mock.calls.length > 0);
    expect(shown.dismiss).toHaveBeenCalledWith(7);
  });

  test("stops while the pointer is over the toasts, and only the time left runs once it leaves", async () => {
    const shown = await showOnStoppedClock();
    await shown.pass(1_000);
    shown.toast.dispatchEvent(new PointerEvent("pointermove", { bubbles: true }));
    await shown.pass(60_000);
    expect(shown.dismiss).not.toHaveBeenCalled();

    shown.region.dispatchEvent(new PointerEvent("pointerleave"));
    await shown.pass(TOAST_DURATION_MS - 1_000 - 1);
    expect(shown.dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await untilTrue(() => shown.dismiss.mock.calls.length > 0);
  });

  test("stops while the focus is in the toasts (F8 takes it there), and runs on once the focus leaves", async () => {
    const shown = await showOnStoppedClock();
    await shown.pass(500);
    shown.toast.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')!.focus();
    await shown.pass(60_000);
    expect(shown.dismiss).not.toHaveBeenCalled();

    shown.outside.focus();
    await shown.pass(TOAST_DURATION_MS - 500 - 1);
    expect(shown.dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await untilTrue(() => shown.dismiss.mock.calls.length > 0);
  });
});
