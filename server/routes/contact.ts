import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import type { createContactService } from "../services/contact.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import type { IdentifyCaller } from "../security/require-auth.ts";
import { answerOf } from "../http/answer.ts";

export function contactRoutes({
  contact,
  limitRequests,
  config,
  identifyCaller,
}: {
  contact: ReturnType<typeof createContactService>;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
  /** A message sent while signed in belongs to the account: its export and its deletion include it. */
  identifyCaller: IdentifyCaller;
}): Router {
  const router = apiRouter();
  router.post(
    "/contact",
    limitRequests({ name: "contact", rule: config.rateLimits.contactPerIp, by: "ip" }),
    limitRequests({ name: "contact", rule: config.rateLimits.contactPerEmail, by: "email" }),
    async (req, res) => {
      const message = contactMessageRequestSchema.parse(req.body);
      const id = await contact.send(message, await identifyCaller(req));
      res.status(201).json(answerOf(contactMessageResponseSchema, { ok: true, id }));
    },
  );
  return router;
}
