import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import { LANDING_PATH } from "./prerender-markers.ts";
import { LandingPage } from "@features/landing/index.ts";
import { buildRoutes } from "./routes.tsx";

/**
 * The landing page's markup, rendered at build time into index.html (vite.config.ts) so that a visitor
 * sees it before any script has run; app/main.tsx hydrates it. The tree is the one app/main.tsx renders,
 * with the router's static twin in place of the browser router.
 */
export async function renderLandingPage(): Promise<string> {
  const handler = createStaticHandler(buildRoutes({ [LANDING_PATH]: LandingPage }));
  const context = await handler.query(new Request(new URL(LANDING_PATH, "http://localhost")));
  if (context instanceof Response) throw new Error(`Rendering ${LANDING_PATH} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
