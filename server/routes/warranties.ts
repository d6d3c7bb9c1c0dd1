import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { WarrantyService } from "../services/warranties.ts";
import { privateCaching } from "./request-context.ts";

/** /api/appliances/{id}/warranty, where server/app.ts mounts it beside the appliances: a signed-in member only. */
export function warrantyRoutes({ registry, warranties, requireAuth }: { registry: RouteRegistry; warranties: WarrantyService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/appliances", {
    getWarranty: async ({ params }, { req }) => warranties.get(authOf(req), params.id),
    setWarranty: async ({ params, body }, { req }) => warranties.set(authOf(req), params.id, body),
    removeWarranty: async ({ params }, { req }) => warranties.remove(authOf(req), params.id),
  });
}
