import type { RequestHandler, Router } from "express";
import type { Config } from "../config.ts";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import { authOf, type IdentifyCaller } from "../security/require-auth.ts";
import type { HouseholdService } from "../services/households.ts";

/**
 * /api/invitations/{token}: an invitation's link, opened by the invited person, signed in or not. The token is
 * the credential for reading and declining; accepting takes the invited address's account. Every request is
 * counted per client, so links cannot be guessed in bulk.
 */
export function invitationRoutes({
  registry,
  households,
  requireAuth,
  identifyCaller,
  limitRequests,
  config,
}: {
  registry: RouteRegistry;
  households: HouseholdService;
  requireAuth: RequestHandler;
  identifyCaller: IdentifyCaller;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
}): Router {
  const perClient = limitRequests({ name: "invitation-link", rule: config.rateLimits.invitationAnswersPerIp, by: "ip" });
  return registry.mount(apiRouter(), "/api/invitations", {
    getInvitation: {
      before: [perClient],
      handle: async ({ params }, { req }) => households.viewInvitation(params.token, (await identifyCaller(req)) ?? undefined),
    },
    acceptInvitation: {
      before: [perClient, requireAuth],
      handle: async ({ params }, { req }) => households.accept(params.token, authOf(req).userId),
    },
    declineInvitation: {
      before: [perClient],
      handle: async ({ params }) => households.decline(params.token),
    },
  });
}
