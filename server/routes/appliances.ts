import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { ApplianceService } from "../services/appliances.ts";
import type { Clock } from "../services/clock.ts";
import { privateCaching, todayOf } from "./request-context.ts";

/** /api/appliances, where server/app.ts mounts it: the home's appliances and systems; a signed-in member only. */
export function applianceRoutes({ registry, appliances, requireAuth, clock }: { registry: RouteRegistry; appliances: ApplianceService; requireAuth: RequestHandler; clock: Clock }): Router {
  const today = todayOf(clock);
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/appliances", {
    listAppliances: async (_input, { req }) => ({ data: await appliances.list(authOf(req)) }),
    getAppliance: async ({ params }, { req }) => ({ data: await appliances.record(authOf(req), params.id) }),
    addAppliance: async ({ body }, { req }) => appliances.add(authOf(req), body, today(req)),
    updateAppliance: async ({ params, body }, { req }) => ({ data: await appliances.update(authOf(req), params.id, body, today(req)) }),
    removeAppliance: async ({ params }, { req }) => appliances.remove(authOf(req), params.id),
  });
}
