import { createBrowserRouter } from "react-router";
import { buildRoutes, registerPreloaders } from "./routes.tsx";

/**
 * The app's browser router, with the landing page's preloading fed by its routes. Importing this module
 * does nothing; the app's start (start-app.tsx) calls it once.
 */
export function createAppRouter() {
  registerPreloaders();
  return createBrowserRouter(buildRoutes());
}
