import { afterEach, describe, expect, test, vi } from "vitest";
import type { IdleWindow } from "@ui/lib/index.ts";
import { APP_CODE_META, LANDING_PATH, PAGE_CODE_META } from "./prerender-markers.ts";
import { START_AFTER_LOAD_MS, fetchAppCodeAhead, startOnFirstIntent } from "./start-on-intent.ts";

/** Timers the test runs by hand: what was planned, and a way to run it. */
function handTimers() {
  const planned: { run: () => void; ms: number }[] = [];
  const idle: (() => void)[] = [];
  const timers: IdleWindow = {
    setTimeout: vi.fn((run: () => void, ms: number) => planned.push({ run, ms })),
    clearTimeout: vi.fn(),
    requestIdleCallback: vi.fn((run: () => void) => idle.push(run)),
    cancelIdleCallback: vi.fn(),
  };
  return { timers, planned, idle };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A piece of page for the visitor to act on, removed after the test. */
function put(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  cleanups.push(() => holder.remove());
  return holder;
}

function waitOnThisPage() {
  const start = vi.fn();
  const hand = handTimers();
  cleanups.push(startOnFirstIntent(start, { document, window, timers: hand.timers }));
  return { start, ...hand };
}

describe("startOnFirstIntent", () => {
  test.each([
    ["a press", "pointerdown"],
    ["a touch", "touchstart"],
    ["a key", "keydown"],
    ["a focus", "focusin"],
  ])("starts on %s anywhere on the page, once", (_what, type) => {
    const { start } = waitOnThisPage();
    const paragraph = put("<p>Text</p>").querySelector("p")!;
    paragraph.dispatchEvent(new Event(type, { bubbles: true }));
    paragraph.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("starts on a scroll of the page or of any element, which does not bubble", () => {
    const { start } = waitOnThisPage();
    put('<div style="overflow: auto">Text</div>').firstElementChild!.dispatchEvent(new Event("scroll"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("starts when the pointer comes over a link or a control, not over text", () => {
    const { start } = waitOnThisPage();
    const page = put('<p>Text</p><main tabindex="-1">Main</main><button type="button"><svg></svg></button>');
    page.querySelector("p")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    page.querySelector("main")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    page.querySelector("svg")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("on a page left alone, starts at the first idle moment after the wait that follows the load", () => {
    const { start, planned, idle } = waitOnThisPage();
    expect(planned.map((timer) => timer.ms)).toEqual([START_AFTER_LOAD_MS]);
    planned[0]!.run();
    expect(start).not.toHaveBeenCalled();
    idle[0]!();
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("once started by the visitor, the wait is called off and later events start nothing", () => {
    const { start, timers, planned } = waitOnThisPage();
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(timers.clearTimeout).toHaveBeenCalled();
    planned[0]!.run();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("a page still loading starts its wait at the load event", () => {
    const start = vi.fn();
    const { timers, planned } = handTimers();
    const loadingDocument = Object.assign(new EventTarget(), { readyState: "loading" as const });
    const loadingWindow = new EventTarget();
    cleanups.push(startOnFirstIntent(start, { document: loadingDocument, window: loadingWindow, timers }));
    expect(planned).toEqual([]);
    loadingWindow.dispatchEvent(new Event("load"));
    expect(planned.map((timer) => timer.ms)).toEqual([START_AFTER_LOAD_MS]);
  });
});

describe("fetchAppCodeAhead", () => {
  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);

  function listAppCode(content: string) {
    const meta = Object.assign(document.createElement("meta"), { name: APP_CODE_META, content });
    document.head.append(meta);
    cleanups.push(() => {
      meta.remove();
      for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
    });
  }

  test("fetches the files the build listed, at the first idle moment after the load", () => {
    listAppCode("/assets/start-app-a.js /assets/client-b.js");
    const { timers, idle } = handTimers();
    cleanups.push(fetchAppCodeAhead({ document, window, timers }));
    expect(prefetched()).toEqual([]);
    idle[0]!();
    expect(prefetched()).toEqual(["/assets/start-app-a.js", "/assets/client-b.js"]);
  });

  test("fetches the landing page's own files with the start's, and no other page's", () => {
    listAppCode("/assets/start-app-a.js");
    const pages = [
      Object.assign(document.createElement("meta"), { name: PAGE_CODE_META, content: "/assets/landing-page-c.js" }),
      Object.assign(document.createElement("meta"), { name: PAGE_CODE_META, content: "/assets/dashboard-d.js" }),
    ];
    pages[0]!.dataset.address = LANDING_PATH;
    pages[1]!.dataset.address = "/dashboard";
    document.head.append(...pages);
    cleanups.push(() => pages.forEach((meta) => meta.remove()));
    const { timers, idle } = handTimers();
    cleanups.push(fetchAppCodeAhead({ document, window, timers }));
    idle[0]!();
    expect(prefetched()).toEqual(["/assets/start-app-a.js", "/assets/landing-page-c.js"]);
  });

  test("fetches nothing once called off, nor where the build listed nothing", () => {
    const { timers, idle } = handTimers();
    cleanups.push(fetchAppCodeAhead({ document, window, timers }));
    expect(idle).toEqual([]);
    listAppCode("/assets/start-app-a.js");
    fetchAppCodeAhead({ document, window, timers })();
    expect(timers.cancelIdleCallback).toHaveBeenCalled();
  });
});
