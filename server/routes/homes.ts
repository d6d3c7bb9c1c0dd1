import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { ApplianceService } from "../services/appliances.ts";
import type { Clock } from "../services/clock.ts";
import type { HomeLocationService } from "../services/home-location.ts";
import type { HouseholdService } from "../services/households.ts";
import type { HomesService } from "../services/homes.ts";
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

/**
 * /api/homes, where server/app.ts mounts it: the caller's homes, a new one, a home's name and its deletion
 * (docs/product.md §6.5), and its people and invitations. A home named in the path is checked against the caller's membership by the service.
 */
export function homesRoutes({ registry, homes, households, requireAuth }: { registry: RouteRegistry; homes: HomesService; households: HouseholdService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/homes", {
    listHomes: async (_input, { req }) => ({ homes: await homes.list(authOf(req)) }),
    createHome: async ({ body }, { req }) => homes.create(authOf(req), body.name),
    renameHome: async ({ params, body }, { req }) => homes.rename(authOf(req), params.homeId, body.name),
    deleteHome: async ({ params }, { req }) => homes.delete(authOf(req), params.homeId),
    // A home's people and its invitations: the home is named by the path, and the service checks the caller belongs to it.
    listHomeMembers: async ({ params }, { req }) => households.listMembers(authOf(req).userId, params.homeId),
    changeMemberRole: async ({ params, body }, { req }) => households.changeRole(authOf(req).userId, params.homeId, params.userId, body.role),
    removeMember: async ({ params }, { req }) => households.removeMember(authOf(req).userId, params.homeId, params.userId),
    leaveHome: async ({ params }, { req }) => households.leave(authOf(req).userId, params.homeId),
    transferOwnership: async ({ params, body }, { req }) => households.transferOwnership(authOf(req).userId, params.homeId, body.userId),
    listInvitations: async ({ params }, { req }) => households.listInvitations(authOf(req).userId, params.homeId),
    createInvitation: async ({ params, body }, { req }) => households.invite(authOf(req).userId, params.homeId, body.email),
    withdrawInvitation: async ({ params }, { req }) => households.withdrawInvitation(authOf(req).userId, params.homeId, params.invitationId),
  });
}
