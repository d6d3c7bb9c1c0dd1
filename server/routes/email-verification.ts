import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { Config } from "../config.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import { authOf } from "../security/require-auth.ts";
import type { EmailVerificationService } from "../services/email-verification.ts";

/**
 * /api/auth/verify-email (mounted at /api/auth by server/app.ts): the link mailed to an account's address, and another
 * one on request (docs/product.md §4.18).
 */
export function emailVerificationRoutes({
  registry,
  verification,
  limitRequests,
  config,
  requireAuth,
}: {
  registry: RouteRegistry;
  verification: EmailVerificationService;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
  requireAuth: RequestHandler;
}): Router {
  const router = apiRouter();
  return registry.mount(router, "/api/auth", {
    // A counter of its own, as the reset link's check has: the token is 256 random bits, nothing to guess.
    verifyEmail: {
      before: [limitRequests({ name: "verify-email", rule: config.rateLimits.refreshPerIp, by: "ip" })],
      handle: async ({ body }) => {
        await verification.verify(body.token);
        return { ok: true as const };
      },
    },
    // Limited per account in the service (the links sent, the sign-up's included); per client here.
    resendVerificationEmail: {
      before: [requireAuth, limitRequests({ name: "verify-email-resend", rule: config.rateLimits.forgotPasswordPerIp, by: "ip" })],
      handle: async (_input, { req }) => {
        await verification.resendLink(authOf(req).userId);
        return { ok: true as const };
      },
    },
  });
}
