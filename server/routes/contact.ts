import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { Config } from "../config.ts";
import type { createContactService } from "../services/contact.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import type { IdentifyCaller } from "../security/require-auth.ts";

export function contactRoutes({
  registry,
  contact,
  limitRequests,
  config,
  identifyCaller,
}: {
  registry: RouteRegistry;
  contact: ReturnType<typeof createContactService>;
  limitRequests: LimitRequests;
  config: Pick<Config, "rateLimits">;
  /** A message sent while signed in belongs to the account: its export and its deletion include it. */
  identifyCaller: IdentifyCaller;
}): Router {
  return registry.mount(apiRouter(), "/api", {
    sendContactMessage: {
      before: [
        limitRequests({ name: "contact", rule: config.rateLimits.contactPerIp, by: "ip" }),
        limitRequests({ name: "contact", rule: config.rateLimits.contactPerEmail, by: "email" }),
      ],
      handle: async ({ body }, { req }) => ({ ok: true as const, id: await contact.send(body, await identifyCaller(req)) }),
    },
  });
}
