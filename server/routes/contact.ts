import { Router } from "express";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { createContactService } from "../services/contact.ts";
import { limitRequests } from "../security/rate-limit.ts";

export function contactRoutes({
  contact,
  db,
  config,
}: {
  contact: ReturnType<typeof createContactService>;
  db: Database;
  config: Pick<Config, "rateLimits">;
}): Router {
  const router = Router();
  router.post(
    "/contact",
    limitRequests({ db, name: "contact", rule: config.rateLimits.contactPerIp, by: "ip" }),
    limitRequests({ db, name: "contact", rule: config.rateLimits.contactPerEmail, by: "email" }),
    async (req, res) => {
      const id = await contact.send(contactMessageRequestSchema.parse(req.body));
      res.status(201).json(contactMessageResponseSchema.parse({ ok: true, id }));
    },
  );
  return router;
}
