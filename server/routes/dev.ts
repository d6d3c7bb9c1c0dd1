import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { noStore } from "../http/no-store.ts";
import type { Mailer } from "../mail/mailer.ts";
import { localCallersOnly } from "../security/local-only.ts";

/** /api/dev: development and test helpers; never mounted in production, and only for callers on this machine. */
export function devRoutes({ registry, mailer }: { registry: RouteRegistry; mailer: Mailer }): Router {
  return registry.mount(apiRouter(), "/api/dev", {
    listOutbox: { before: [localCallersOnly, noStore], handle: async () => ({ messages: await mailer.outbox() }) },
  });
}
