import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { noStore } from "../http/no-store.ts";
import type { ApiTokenService } from "../services/api-tokens.ts";
import { authOf } from "../security/require-auth.ts";

/**
 * /api/users/api-tokens, under /api/users where server/app.ts mounts it: the signed-in user's personal API
 * tokens. The route table flags none of them for tokens, so the gate refuses a token here: a token cannot
 * make another or revoke one (docs/decisions/083-where-api-tokens-are-accepted.md).
 */
export function apiTokenRoutes({ registry, apiTokens, requireAuth }: { registry: RouteRegistry; apiTokens: ApiTokenService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use("/api-tokens", requireAuth, noStore);
  return registry.mount(router, "/api/users", {
    listApiTokens: async (_input, { req }) => ({ tokens: await apiTokens.list(authOf(req).userId) }),
    createApiToken: async ({ body }, { req }) => apiTokens.create(authOf(req).userId, body),
    revokeApiToken: async ({ params }, { req }) => apiTokens.revoke(authOf(req).userId, params.id),
  });
}
