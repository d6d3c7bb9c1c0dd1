import { whenIdle, type IdleWindow } from "@ui/lib/index.ts";
import { listedCode } from "./listed-code.ts";
import { LANDING_PATH } from "./prerender-markers.ts";

/**
 * How long the landing page waits after its load event before it starts the app, at the next idle moment,
 * for a visitor who has not touched it (docs/decisions/023-landing-starts-on-intent.md). Running the app's
 * code (about a second of main thread on a mid-range phone) does nothing for someone reading the page, and
 * in the first seconds it would compete with their first scroll and tap; the service worker and the
 * session check still come, for every visitor.
 */
export const START_AFTER_LOAD_MS = 5_000;

/** What the pointer comes over when the visitor is about to use the page: a link or a control. */
const INTERACTIVE = "a[href], button, input, label, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/** The parts of the page the start listens to; tests pass their own timers. */
export type IntentPage = {
  document: EventTarget & { readonly readyState: DocumentReadyState };
  window: EventTarget;
  timers: IdleWindow;
};

const browserPage = (): IntentPage => ({ document, window, timers: window });

/** Runs `work` once the page's load event has passed (at once if it has); returns a function that calls it off. */
function afterLoad(page: IntentPage, work: () => void): () => void {
  if (page.document.readyState === "complete") {
    work();
    return () => undefined;
  }
  page.window.addEventListener("load", work, { once: true });
  return () => page.window.removeEventListener("load", work);
}

/**
 * Calls `start` once: on the visitor's first press, touch, key, focus or scroll, when the pointer comes over
 * a link or a control (a head start of a few hundred milliseconds before the press, and a link's page to
 * warm up), or when the page has loaded, START_AFTER_LOAD_MS have passed and the browser is idle. Returns a
 * function that gives up waiting.
 */
export function startOnFirstIntent(start: () => void, page: IntentPage = browserPage()): () => void {
  let waiting = true;
  const cancels: (() => void)[] = [];
  const stopWaiting = () => {
    waiting = false;
    for (const cancel of cancels.splice(0)) cancel();
  };
  const startOnce = () => {
    if (!waiting) return;
    stopWaiting();
    start();
  };
  const listen = (target: EventTarget, type: string, isIntent: (event: Event) => boolean) => {
    const listener = (event: Event) => {
      if (isIntent(event)) startOnce();
    };
    const options = { capture: true, passive: true };
    target.addEventListener(type, listener, options);
    cancels.push(() => target.removeEventListener(type, listener, options));
  };
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) listen(page.document, type, () => true);
  // Scroll events do not bubble; a capturing listener on the window hears the page's and any element's.
  listen(page.window, "scroll", () => true);
  listen(page.document, "pointerover", (event) => event.target instanceof Element && event.target.closest(INTERACTIVE) !== null);

  cancels.push(
    afterLoad(page, () => {
      const timer = page.timers.setTimeout(() => {
        cancels.push(whenIdle(startOnce, page.timers));
      }, START_AFTER_LOAD_MS);
      cancels.push(() => page.timers.clearTimeout(timer));
    }),
  );
  return stopWaiting;
}

/** Whether the visitor asked the browser to use less data (Chromium's Save-Data setting). */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Fetches the script files the app's start and the landing page load (listed by the build in index.html) into the browser's
 * cache, without running them, once the page has loaded and the browser is idle. On a slow phone
 * connection, downloading them is most of what a first press would wait for; after this, that press waits
 * only for the app to run. Nothing is fetched ahead when the visitor asked the browser to save data.
 */
export function fetchAppCodeAhead(page: IntentPage = browserPage()): () => void {
  const files = listedCode(LANDING_PATH);
  if (files.length === 0 || savesData()) return () => undefined;
  let cancelIdle: () => void = () => undefined;
  const cancelLoad = afterLoad(page, () => {
    cancelIdle = whenIdle(() => {
      for (const file of files) {
        const link = document.createElement("link");
        link.rel = "prefetch";
        link.href = file;
        // Module scripts are fetched in CORS mode; a copy fetched the same way is the one they can use.
        link.crossOrigin = "";
        document.head.append(link);
      }
    }, page.timers);
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
