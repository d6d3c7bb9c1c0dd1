import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LEAVING_PAGE_SLOT, PAGE_FADE_MS, PageFade } from "./page-fade.ts";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Renders the page `path` inside the fade, as the app's root layout does, and returns when it is on screen. */
function showPage(path: string, fadesInFirst = false): void {
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  }
  const mounted = root;
  flushSync(() =>
    mounted.render(
      <PageFade pageKey={path} fadesInFirst={fadesInFirst}>
        <main>
          <h1 id="page-heading">Page {path}</h1>
          <button type="button">Act on {path}</button>
        </main>
      </PageFade>,
    ),
  );
}

const page = () => document.querySelector<HTMLElement>('[data-slot="page"]')!;
const leaving = () => document.querySelector<HTMLElement>(`[data-slot="${LEAVING_PAGE_SLOT}"]`);
const opacityFrames = (animation: Animation) => (animation.effect as KeyframeEffect).getKeyframes().map((frame) => String(frame.opacity));

function asksForReducedMotion(reduce: boolean): void {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, "matchMedia").mockImplementation((query) => (query.includes("prefers-reduced-motion") ? ({ ...matchMedia(query), matches: reduce }) : matchMedia(query)));
}

describe("page changes (docs/product.md §2.3)", () => {
  test("the page that leaves fades out over 0.18 s while the new one fades in, and its picture goes when the fade ends", async () => {
    asksForReducedMotion(false);
    showPage("/dashboard");
    showPage("/settings");

    const picture = leaving();
    expect(picture).not.toBeNull();
    // Only a picture: screen readers, the pointer, the keyboard and any query of the document meet the new page alone.
    expect(picture!.getAttribute("aria-hidden")).toBe("true");
    expect(picture!.inert).toBe(true);
    expect(picture!.shadowRoot).toBeNull();
    expect(Array.from(document.querySelectorAll("h1"), (heading) => heading.textContent)).toEqual(["Page /settings"]);
    expect(document.getElementById("page-heading")?.textContent).toBe("Page /settings");

    const [fadeOut] = picture!.getAnimations();
    const [fadeIn] = page().getAnimations();
    expect(opacityFrames(fadeOut!)).toEqual(["1", "0"]);
    expect(fadeOut!.effect?.getTiming().duration).toBe(PAGE_FADE_MS);
    expect(opacityFrames(fadeIn!)).toEqual(["0", "1"]);
    expect(fadeIn!.effect?.getTiming().duration).toBe(PAGE_FADE_MS);

    fadeOut!.finish();
    await vi.waitFor(() => expect(leaving()).toBeNull());
  });

  test("a page change during a fade ends the running fades at once: one leaving picture at a time", () => {
    asksForReducedMotion(false);
    showPage("/dashboard");
    showPage("/settings");
    showPage("/completed");
    expect(document.querySelectorAll(`[data-slot="${LEAVING_PAGE_SLOT}"]`)).toHaveLength(1);
  });

  test("the first page fades in unless the build painted it already", () => {
    asksForReducedMotion(false);
    showPage("/dashboard", true);
    expect(page().getAnimations()).toHaveLength(1);
    root!.unmount();
    root = undefined;
    showPage("/", false);
    expect(page().getAnimations()).toHaveLength(0);
  });

  test("nothing moves for people who ask for reduced motion", () => {
    asksForReducedMotion(true);
    showPage("/dashboard", true);
    showPage("/settings");
    expect(leaving()).toBeNull();
    expect(document.getAnimations()).toHaveLength(0);
    expect(page().textContent).toContain("Page /settings");
  });
});
