import * as React from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches, useParams, type Params } from "react-router";
import { SCROLL_POSITIONS_KEY } from "@domain/entities/browser-storage-names.ts";
import { AppUpdatePrompt } from "@features/app-status/index.ts";
import { useAuth, useMarkPageContentShown } from "@lib/session/index.ts";
import { CheckingAuthentication } from "./guards.tsx";
import { RouteErrorBoundary } from "./boundaries.tsx";
import { useFocusMainOnPathChange } from "./focus-on-navigation.ts";
import { PageFade } from "./page-fade.ts";
import { LANDING_PATH, PAINTED_BY_BUILD_ATTRIBUTE } from "./prerender-markers.ts";
import { FullPageLoader } from "./page-loading.tsx";

export type RouteHandle = {
  title?: string;
  /**
   * The page says itself when its content is on screen (useMarkPageContentShown), after its data has come;
   * for any other page the signed-in frame says so once it has painted (lib/session/page-content-first.tsx).
   */
  showsItsOwnContent?: boolean;
};

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
 * Around every page: its document title, the 0.18 s fade out and in when the path changes, the focus moved to the
 * new page's main landmark, scroll restoration, the route-level error boundary, and the prompt to switch
 * to a new version of the app. The title is set in a layout effect so a page that manages its own head
 * (the landing page's description and sharing tags) can still refine it afterwards.
 */
export function RootLayout() {
  const location = useLocation();
  const title = useRouteTitle();
  useFocusMainOnPathChange(location.pathname);
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
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      <PageFade pageKey={location.pathname} fadesInFirst={!arrivedPainted}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </PageFade>
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
let loadedAppShell: React.ComponentType | undefined;

/** Loads the signed-in frame's code; once it is in, a frame mounted later renders at once, without a fallback. */
export const loadAppShell = (): Promise<React.ComponentType> =>
  import("./app-shell.tsx").then((module) => (loadedAppShell = module.AppShell));

const LazyAppShell = React.lazy(async () => ({ default: await loadAppShell() }));

/**
 * The signed-in frame (app/app-shell.tsx): header, navigation, notification bell, user menu. Code already
 * loaded renders at once: a lazy component suspends on its first render even then, and React holds the
 * content back for a while after showing a fallback, so a page opened directly waited about 300 ms for
 * nothing (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 */
export function AppLayout() {
  // A page that waits on its own data says itself when its content shows; any other once the frame paints.
  const pageShowsItsOwnContent = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.showsItsOwnContent === true);
  useMarkPageContentShown(!pageShowsItsOwnContent);
  // Decided once per mount: switching from the lazy frame to the loaded one would mount the frame anew.
  const [LoadedShell] = React.useState(() => loadedAppShell);
  if (LoadedShell) return <LoadedShell />;
  return (
    <React.Suspense fallback={<FullPageLoader />}>
      <LazyAppShell />
    </React.Suspense>
  );
}

/**
 * Around a page anyone may open (the not-found page): a signed-in user sees it in the signed-in frame, as
 * every page of theirs (docs/product.md §2.10); a visitor sees it in the public pages' frame, its own.
 */
export function FrameOfTheSession() {
  const { status } = useAuth();
  if (status === "loading") return <CheckingAuthentication />;
  return status === "authenticated" ? <AppLayout /> : <Outlet />;
}

/**
 * Around a page whose address may name nothing (`/blog/:slug`): an address that names something shows in its
 * page's own frame; one that names nothing is an unknown address, so its not-found page has the frame any
 * unknown address has for the same person (FrameOfTheSession, docs/product.md §2.6).
 */
export function FrameOfTheAddress({ isKnownAddress }: { isKnownAddress: (params: Params) => boolean }) {
  const params = useParams();
  return isKnownAddress(params) ? <Outlet /> : <FrameOfTheSession />;
}
