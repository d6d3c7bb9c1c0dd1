import { createBrowserRouter } from "react-router";
import { buildRoutes, registerPreloaders, type LoadedPages } from "./routes.tsx";

/**
 * The app's browser router, with the landing page's preloading fed by its routes. Importing this module
 * does nothing; the app's start (start-app.tsx) calls it once.
 *
 * `takesOverPaintedPage`: the page on screen was rendered ahead of time (the landing page in index.html),
 * and the visitor may have scrolled it before the app started (docs/decisions/023-landing-starts-on-intent.md).
 * Hydration data, even empty, is how React Router learns that the page was rendered before it ran: its
 * scroll restoration then leaves the first position alone instead of jumping to the top.
 */
export function createAppRouter({ takesOverPaintedPage = false, loadedPages = {} }: { takesOverPaintedPage?: boolean; loadedPages?: LoadedPages } = {}) {
  registerPreloaders();
  return createBrowserRouter(buildRoutes(loadedPages), takesOverPaintedPage ? { hydrationData: {} } : undefined);
}
