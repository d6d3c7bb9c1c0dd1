import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import { LANDING_PATH } from "./prerender-markers.ts";
import { LandingPage } from "@features/public-site/index.ts";
import { buildRoutes } from "./routes.tsx";

/** The app's markup at `address`, rendered as app/main.tsx renders it, with the router's static twin in place of the browser router. */
async function renderAt(address: string): Promise<string> {
  const handler = createStaticHandler(buildRoutes({ [LANDING_PATH]: LandingPage }));
  const context = await handler.query(new Request(new URL(address, "http://localhost")));
  if (context instanceof Response) throw new Error(`Rendering ${address} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The landing page's markup, rendered at build time into index.html (vite.config.ts) so that a visitor
 * sees it before any script has run; app/main.tsx hydrates it.
 */
export function renderLandingPage(): Promise<string> {
  return renderAt(LANDING_PATH);
}

/**
 * What a signed-in page shows before the session is known ('Checking authentication...'), rendered at
 * build time into app.html, which the server sends for every address but the landing page: the page shows
 * it before any script has run instead of nothing, and the app's first render, which shows the same,
 * replaces it (docs/decisions/027-early-session-and-data-requests.md).
 */
export function renderSessionCheckPage(): Promise<string> {
  return renderAt("/dashboard");
}
