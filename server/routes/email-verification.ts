import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import { okResponseSchema, verifyEmailRequestSchema } from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import { answerOf } from "../http/answer.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import { authOf } from "../security/require-auth.ts";
import type { EmailVerificationService } from "../services/email-verification.ts";

/**
 * /api/auth/verify-email (mounted at /api/auth by server/app.ts): the link mailed to an account's address, and another
 * one on request (docs/product.md §4.18).
 */
export function emailVerificationRoutes({
  verification,
  limitRequests,
  config,
  requireAuth,
}: {
  verification: EmailVerificationService;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
  requireAuth: RequestHandler;
}): Router {
  const router = apiRouter();
  // A counter of its own, as the reset link's check has: the token is 256 random bits, nothing to guess.
  router.post("/verify-email", limitRequests({ name: "verify-email", rule: config.rateLimits.refreshPerIp, by: "ip" }), async (req, res) => {
    await verification.verify(verifyEmailRequestSchema.parse(req.body).token);
    res.json(answerOf(okResponseSchema, { ok: true }));
  });
  // Limited per account in the service (the links sent, the sign-up's included); per client here.
  router.post("/verify-email/resend", requireAuth, limitRequests({ name: "verify-email-resend", rule: config.rateLimits.forgotPasswordPerIp, by: "ip" }), async (req, res) => {
    await verification.resendLink(authOf(req).userId);
    res.status(202).json(answerOf(okResponseSchema, { ok: true }));
  });
  return router;
}
