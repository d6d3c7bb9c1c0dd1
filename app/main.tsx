import "./zod-config.ts";
import "@ui/styles/globals.css";
import { DASHBOARD_ADDRESS, DASHBOARD_STATS_PATH, DASHBOARD_TASKS_PATH } from "@features/tasks/api/dashboard-tasks-path.ts";
import { earlyRequests } from "@lib/http/early-requests.ts";
import { listedCode } from "./listed-code.ts";
import { LANDING_PATH } from "./prerender-markers.ts";
import { fetchAppCodeAhead, startOnFirstIntent } from "./start-on-intent.ts";

/*
 * The page's entry, kept small. On `/` the browser paints the landing page that index.html carries
 * (rendered at build time), and the app, which takes that markup over, starts only once the visitor acts
 * on the page or has left it alone for a while after it loaded (docs/decisions/023-landing-starts-on-intent.md).
 * Any other address shows nothing until the app renders, so there the app starts at once.
 */

/**
 * Buttons and checkboxes on the pre-rendered page do nothing useful until the app has taken the markup
 * over (links work on their own). A press before then is held back (a checkbox keeps its state) and made
 * again, in order, once the app can answer it: hydration keeps the very same elements, so the second
 * press reaches the app's handler. Holding lasts until the app's first render is in: the app's code runs
 * a while before that (it loads the landing page's code, then takes the markup over), and a press in
 * between reached neither this hold nor a handler. A held press goes no further, so the app, listening
 * from the moment it starts taking the markup over, never answers it twice.
 */
function holdEarlyPresses(): () => () => void {
  const pressed: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLButtonElement | HTMLInputElement>("button, input[type=checkbox], input[type=radio]") : null;
    // A control of a form does its native part (submitting, being sent) and is left alone.
    if (!control || control.form !== null) return;
    event.preventDefault();
    event.stopPropagation();
    pressed.push(control);
  };
  document.addEventListener("click", hold, true);
  // Stops holding; what it answers makes the held presses again (or, not called, lets them go).
  return () => {
    document.removeEventListener("click", hold, true);
    return () => {
      for (const control of pressed) if (control.isConnected) control.click();
    };
  };
}

/** Lets the browser paint and handle input before the next stage starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads and runs the app's code in stages (React's renderer, then the app), each in a task of its own: on
 * a phone, evaluating it all at once would hold the main thread in one long task. The router is not a
 * stage of its own: a dynamic import of a whole package keeps every export it has, and React Router's are
 * twice what the app uses (docs/decisions/024-dashboard-first-visit.md).
 */
async function startApp(stopHoldingPresses?: () => () => void): Promise<void> {
  try {
    await import("./react-renderer.ts");
    await nextTask();
    const { appStarted } = await import("./start-app.tsx");
    await appStarted;
    stopHoldingPresses?.()();
  } catch (error) {
    console.error("The app's code could not be loaded.", error);
    // Holding presses for an app that will not come would swallow every later one: controls keep their native part.
    stopHoldingPresses?.();
    return;
  }
  await offerOfflineUse();
}

/**
 * The service worker that lets the app open offline is registered only now, once the app runs, and then
 * only after the page's load event and an idle moment (docs/decisions/020-service-worker.md): its first
 * install downloads the app shell, which must not slow the landing page's first load. The module is
 * already loaded by the app's layout, so importing it here fetches nothing.
 */
async function offerOfflineUse(): Promise<void> {
  try {
    const { registerServiceWorkerAfterLoad } = await import("@lib/service-worker/index.ts");
    registerServiceWorkerAfterLoad();
  } catch (error) {
    console.warn("The app could not be set up to open offline.", error);
  }
}

/**
 * Asks for the app's start and the opened page's code all at once: left to itself, each module asks for
 * the next only once it runs, a round trip each (decision 027). The build lists the files (vite.config.ts);
 * a `modulepreload` fetches and compiles a module without running it, so the stages above still run in turn.
 * A listed page's own HTML already names them (decision 030), and the browser finds them fetched; this
 * serves the other pages, and a page that came from the service worker's copy of index.html.
 */
function fetchCodeOfOpenedPage(address: string): void {
  for (const file of listedCode(address)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    document.head.append(link);
  }
}

/** How long the start waits for a frame at most: a tab opened in the background paints none until shown. */
const FIRST_PAINT_WAIT_MS = 50;

/**
 * Runs `work` once the page's first frame (the session check app.html carries) is painted, so that the
 * app's 250 KB of code, asked for all at once, do not hold that paint back on a slow link; a frame is a few
 * milliseconds on a phone. In a tab that is not shown, after a short wait instead.
 */
function afterFirstPaint(work: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(runOnce, 0));
  setTimeout(runOnce, FIRST_PAINT_WAIT_MS);
}

if (window.location.pathname === LANDING_PATH) {
  const stopHoldingPresses = holdEarlyPresses();
  const stopFetchingAhead = fetchAppCodeAhead();
  startOnFirstIntent(() => {
    stopFetchingAhead();
    void startApp(stopHoldingPresses);
  });
} else {
  // What the first render will wait on is asked for now, while the app's code is on its way (decision 027).
  earlyRequests.start(window.location.pathname === DASHBOARD_ADDRESS ? { pageData: [DASHBOARD_TASKS_PATH, DASHBOARD_STATS_PATH] } : {});
  afterFirstPaint(() => {
    fetchCodeOfOpenedPage(window.location.pathname);
    void startApp();
  });
}
