import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { HouseholdService } from "../services/households.ts";
import { privateCaching } from "./request-context.ts";

/**
 * /api/homes, where server/app.ts mounts it: a home itself and its people (docs/product.md §6.5). The home is
 * named by the path, and the service checks the caller belongs to it (404 otherwise).
 */
export function householdRoutes({ registry, households, requireAuth }: { registry: RouteRegistry; households: HouseholdService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/homes", {
    listHomeMembers: async ({ params }, { req }) => households.listMembers(authOf(req).userId, params.homeId),
  });
}
