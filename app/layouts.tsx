import * as React from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { AppUpdatePrompt } from "@features/offline/index.ts";
import { RouteErrorBoundary } from "./boundaries.tsx";
import { usePageFade } from "./page-fade.ts";
import { LANDING_PATH, PAINTED_BY_BUILD_ATTRIBUTE } from "./prerender-markers.ts";
import { FullPageLoader } from "./page-loading.tsx";

export type RouteHandle = { title?: string };

/** The document title of the deepest matched route that names one. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Around every page: its document title, the 0.18 s fade when the path changes, scroll restoration,
 * the route-level error boundary, and the prompt to switch to a new version of the app. The title is set
 * in a layout effect so a page that manages its own head (the landing page's description and sharing
 * tags) can still refine it afterwards.
 */
export function RootLayout() {
  const location = useLocation();
  const title = useRouteTitle();
  const fadeRef = usePageFade(location.pathname);
  // The landing page arrives painted in index.html, and other addresses with the session check painted in
  // app.html (see vite.config.ts): fading it in again once the app takes it over would blink the page.
  const [arrivalKey] = React.useState(location.key);
  const [paintedByBuild] = React.useState(() => typeof document !== "undefined" && document.getElementById("root")?.hasAttribute(PAINTED_BY_BUILD_ATTRIBUTE) === true);
  const arrivedPainted = location.key === arrivalKey && (location.pathname === LANDING_PATH || paintedByBuild);
  React.useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title, location.pathname]);
  return (
    <>
      <ScrollRestoration />
      <div ref={arrivedPainted ? undefined : fadeRef} data-slot="page">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </div>
      <AppUpdatePrompt />
    </>
  );
}

/** The account screens (sign-in, sign-up, password): one centred card on a quiet background. */
export function AccountLayout() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-svh bg-muted/40 outline-none">
      <Outlet />
    </main>
  );
}

/* The signed-in frame loads with the first signed-in page, never for a visitor's first paint on `/`. */
const LazyAppShell = React.lazy(() => import("./app-shell.tsx").then((module) => ({ default: module.AppShell })));

/** The signed-in frame (app/app-shell.tsx): header, navigation, notification bell, user menu. */
export function AppLayout() {
  return (
    <React.Suspense fallback={<FullPageLoader />}>
      <LazyAppShell />
    </React.Suspense>
  );
}
