import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "./react-renderer.ts";
import { RouterProvider } from "react-router";
import { whenIdle } from "@ui/lib/index.ts";
import { preloadRoute } from "@lib/route-preload/route-preload.ts";
import { earlyRequests } from "@lib/http/early-requests.ts";
import { AppProviders } from "./providers.tsx";
import { browserLocalSession } from "./local-mode-loader.ts";
import { startQueriesFromBrowserNetwork } from "./query-network.ts";
import { LANDING_PATH, PRERENDER_HIDDEN_ATTRIBUTE } from "./prerender-markers.ts";
import { createAppRouter } from "./router.tsx";
import { pageCodeIsListed } from "./listed-code.ts";
import { loadLandingPage, loadOpenedPage, type LoadedPages } from "./routes.tsx";

/* The app itself, started by app/main.tsx. */

// A page opened without a network waits for it before reading (query-network.ts).
startQueriesFromBrowserNetwork();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to mount the app in.");
const container: HTMLElement = root;
const onLanding = window.location.pathname === LANDING_PATH;
const takesOverPaintedPage = onLanding && container.firstElementChild !== null;
type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The landing page shows nothing that depends on the session, so the start-up session check waits for
 * an idle moment, or runs at once when the visitor leaves the page first.
 */
function afterLandingSettles(router: AppRouter, check: () => void): () => void {
  let pending = true;
  const stops: (() => void)[] = [];
  const stop = () => {
    pending = false;
    for (const stopOne of stops) stopOne();
  };
  const runOnce = () => {
    if (!pending) return;
    stop();
    check();
  };
  stops.push(whenIdle(runOnce));
  stops.push(router.subscribe((state) => (state.location.pathname === LANDING_PATH ? undefined : runOnce())));
  return stop;
}

let markStarted: () => void = () => undefined;
let failStart: (error: unknown) => void = () => undefined;
/**
 * Settles once the app's first render is on the page (on `/`, once the pre-rendered markup is taken over);
 * fails when the code the first render needs could not be loaded.
 */
export const appStarted = new Promise<void>((resolve, reject) => {
  markStarted = resolve;
  failStart = reject;
});

/**
 * On the landing page the app starts when the visitor points at or focuses something (app/main.tsx): the
 * hover or focus that started it came before the links' own handlers existed, so the link under the
 * pointer or with the focus now warms up its page as its handler would have (docs/product.md §2.4).
 */
function warmUpPagesAlreadyAimedAt(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]:hover, a[href]:focus")) {
    if (link.origin === window.location.origin) preloadRoute(link.pathname);
  }
}

/**
 * A page opened directly whose code the build lists is loaded before the first render, so it renders at
 * once; its files were asked for with the app's start. Today that is the dashboard, with the signed-in frame
 * around it, and `/` when its painted markup is missing (the build lists the landing page's code too). Code
 * that could not be loaded is left to the page's route, which loads it again and shows the route's error if
 * that fails too.
 */
async function openedPageIfListed(): Promise<LoadedPages> {
  const path = window.location.pathname;
  if (!pageCodeIsListed(path)) return {};
  try {
    return await loadOpenedPage(path);
  } catch {
    return {};
  }
}

/**
 * Renders the app. On `/` the painted landing page is taken over by the very same tree, so the page's code
 * must be in before the first render; on any other address it loads only if the person goes there, so it
 * is not part of every address's start (docs/decisions/024-dashboard-first-visit.md). An async function
 * rather than a top-level await: the bundler splits every module shared with the entry into a file of its
 * own for a module that awaits at its top.
 */
async function render(): Promise<void> {
  const loadedPages: LoadedPages = takesOverPaintedPage ? { [LANDING_PATH]: await loadLandingPage() } : await openedPageIfListed();
  const router = createAppRouter({ takesOverPaintedPage, loadedPages });

  // The answers app/main.tsx fetched ahead are for the address first opened: once another shows, they are stale.
  const openedPath = window.location.pathname;
  const stopWatchingForLeave = router.subscribe((state) => {
    if (state.location.pathname === openedPath) return;
    earlyRequests.forget();
    stopWatchingForLeave();
  });

  const app = (
    <StrictMode>
      <AppProviders localSession={browserLocalSession} onFirstRender={markStarted} {...(onLanding ? { scheduleStartupCheck: (check: () => void) => afterLandingSettles(router, check) } : {})}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (takesOverPaintedPage) {
    // index.html carries the landing page rendered at build time: React takes over that markup rather than
    // painting it again, in a transition so that the work is cut into short tasks.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    void appStarted.then(warmUpPagesAlreadyAimedAt);
  } else {
    // Any other address: the landing page's markup (hidden until now, see index.html) makes way for the app.
    // app.html carries the session check instead, painted by the build: React replaces it as its first render
    // lands, so the page never goes blank in between. A transition, as above, so the work is cut into short
    // tasks (docs/decisions/030-page-content-before-its-surroundings.md).
    if (document.documentElement.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE)) {
      container.replaceChildren();
      document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
    }
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

render().catch(failStart);
