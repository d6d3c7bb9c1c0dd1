import type { Request, RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { MigrationRequest } from "@domain/contract/index.ts";
import type { Clock } from "../services/clock.ts";
import type { MigrationService } from "../services/migration.ts";
import { contextOf, privateCaching, todayOf } from "./request-context.ts";

/** /api/migration, where server/app.ts mounts it: local-mode data moved to the signed-in member's home. */
export function migrationRoutes({ registry, migration, requireAuth, clock }: { registry: RouteRegistry; migration: MigrationService; requireAuth: RequestHandler; clock: Clock }): Router {
  const today = todayOf(clock);
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  // The merge is the same move, asked again by a client whose first try failed.
  const migrate = async (body: MigrationRequest, req: Request) => migration.migrate(contextOf(req), body, today(req));
  return registry.mount(router, "/api/migration", {
    migrateLocalData: async ({ body }, { req }) => migrate(body, req),
    mergeLocalData: async ({ body }, { req }) => migrate(body, req),
  });
}
