import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { whenIdle } from "@ui/lib/index.ts";
import { preloadRoute } from "@features/landing/index.ts";
import { AppProviders } from "./providers.tsx";
import { browserLocalSession } from "./local-session.ts";
import { LANDING_PATH, PRERENDER_HIDDEN_ATTRIBUTE } from "./prerender-markers.ts";
import { createAppRouter } from "./router.tsx";

/* The app itself, started by app/main.tsx. */
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");
const onLanding = window.location.pathname === LANDING_PATH;
const takesOverPaintedPage = onLanding && container.firstElementChild !== null;
const router = createAppRouter({ takesOverPaintedPage });

/**
 * The landing page shows nothing that depends on the session, so the start-up session check waits for
 * an idle moment, or runs at once when the visitor leaves the page first.
 */
function afterLandingSettles(check: () => void): () => void {
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
/** Settles once the app's first render is on the page (on `/`, once the pre-rendered markup is taken over). */
export const appStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

const app = (
  <StrictMode>
    <AppProviders localSession={browserLocalSession} onFirstRender={markStarted} {...(onLanding ? { scheduleStartupCheck: afterLandingSettles } : {})}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

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

if (takesOverPaintedPage) {
  // index.html carries the landing page rendered at build time: React takes over that markup rather than
  // painting it again, in a transition so that the work is cut into short tasks.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  void appStarted.then(warmUpPagesAlreadyAimedAt);
} else {
  // Any other address: the landing page's markup (hidden until now, see index.html) makes way for the app.
  container.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
  createRoot(container).render(app);
}
