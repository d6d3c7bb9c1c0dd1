import { Router } from "express";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import type { createContactService } from "../services/contact.ts";
import type { LimitRequests } from "../security/limit-requests.ts";

export function contactRoutes({
  contact,
  limitRequests,
  config,
}: {
  contact: ReturnType<typeof createContactService>;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
}): Router {
  const router = Router();
  router.post(
    "/contact",
    limitRequests({ name: "contact", rule: config.rateLimits.contactPerIp, by: "ip" }),
    limitRequests({ name: "contact", rule: config.rateLimits.contactPerEmail, by: "email" }),
    async (req, res) => {
      const id = await contact.send(contactMessageRequestSchema.parse(req.body));
      res.status(201).json(contactMessageResponseSchema.parse({ ok: true, id }));
    },
  );
  return router;
}
