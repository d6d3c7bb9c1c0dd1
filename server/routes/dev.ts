import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { noStore } from "../http/no-store.ts";
import type { DispatchJobData } from "../jobs/job-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import { localCallersOnly } from "../security/local-only.ts";

/** /api/dev: development and test helpers; never mounted in production, and only for callers on this machine. */
export function devRoutes({ registry, mailer, dispatch }: { registry: RouteRegistry; mailer: Mailer; dispatch: ((data: DispatchJobData) => Promise<void>) | undefined }): Router {
  return registry.mount(apiRouter(), "/api/dev", {
    listOutbox: { before: [localCallersOnly, noStore], handle: async () => ({ messages: await mailer.outbox() }) },
    // The same job the quarter-hour clock queues, for an instant of the caller's choosing: with the embedded
    // database, `npm run jobs` cannot run beside a running server, and a journey cannot wait for 8 a.m.
    dispatchScheduledMessages: {
      before: [localCallersOnly],
      handle: async ({ body }) => {
        if (!dispatch) throw new Error("This server runs no job queue to dispatch on");
        await dispatch(body);
        return { ok: true as const };
      },
    },
  });
}
