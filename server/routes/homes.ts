import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { ApplianceService } from "../services/appliances.ts";
import type { Clock } from "../services/clock.ts";
import type { HomeLocationService } from "../services/home-location.ts";
import { privateCaching, todayOf } from "./request-context.ts";

/**
 * The home's set-up (its type and first appliances), under /api/users where server/app.ts mounts it after
 * the account's own routes.
 */
export function homeRoutes({ registry, appliances, requireAuth, clock }: { registry: RouteRegistry; appliances: ApplianceService; requireAuth: RequestHandler; clock: Clock }): Router {
  const today = todayOf(clock);
  const router = apiRouter();
  router.use("/onboarding-complete", requireAuth, privateCaching);
  return registry.mount(router, "/api/users", {
    completeOnboarding: async ({ body }, { req }) => appliances.completeOnboarding(authOf(req), body, today(req)),
  });
}

/** /api/home, where server/app.ts mounts it: where the home is, which places its seasons (docs/product.md §5.7). */
export function homeLocationRoutes({ registry, homeLocation, requireAuth, clock }: { registry: RouteRegistry; homeLocation: HomeLocationService; requireAuth: RequestHandler; clock: Clock }): Router {
  const today = todayOf(clock);
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/home", {
    getHomeLocation: async (_input, { req }) => homeLocation.get(authOf(req)),
    setHomeLocation: async ({ body }, { req }) => homeLocation.set(authOf(req), body.location, today(req)),
  });
}
