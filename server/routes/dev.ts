import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { noStore } from "../http/no-store.ts";
import type { Mailer } from "../mail/mailer.ts";
import { localCallersOnly } from "../security/local-only.ts";

/** /api/dev: development and test helpers; never mounted in production, and only for callers on this machine. */
export function devRoutes({ mailer }: { mailer: Mailer }): Router {
  const router = apiRouter();
  router.get("/outbox", localCallersOnly, noStore, async (_req, res) => {
    res.json({ messages: await mailer.outbox() });
  });
  return router;
}
