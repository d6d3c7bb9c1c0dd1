import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { healthResponseSchema, readyResponseSchema, type ErrorBody } from "@domain/contract/index.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { JobQueueStatus } from "../jobs/job-queue.ts";
import { noStore } from "../http/no-store.ts";
import { answerOf } from "../http/answer.ts";

export function healthRoutes(database: DatabaseHandle, isDraining: () => boolean = () => false, jobs?: { status(): JobQueueStatus }): Router {
  const router = apiRouter();
  router.get("/health", async (_req, res) => {
    await database.ping();
    res.json(answerOf(healthResponseSchema, { ok: true, database: database.kind }));
  });
  /**
   * Readiness for a load balancer: 200 while the database answers and the job queue runs; 503 when
   * either does not, or during shutdown.
   */
  router.get("/ready", noStore, async (req, res) => {
    if (isDraining()) {
      res.status(503).json({ error: { code: "SHUTTING_DOWN", message: "The server is shutting down" } } satisfies ErrorBody);
      return;
    }
    try {
      await database.ping();
    } catch (error) {
      req.log?.warn({ err: error }, "not ready: the database did not answer");
      res.status(503).json({ error: { code: "NOT_READY", message: "The database is not reachable" } } satisfies ErrorBody);
      return;
    }
    if (jobs && jobs.status() !== "running") {
      req.log?.warn({ jobs: jobs.status() }, "not ready: the job queue is not running");
      res.status(503).json({ error: { code: "NOT_READY", message: `The job queue is ${jobs.status()}` } } satisfies ErrorBody);
      return;
    }
    res.json(answerOf(readyResponseSchema, { ok: true, jobs: jobs ? "running" : "off" }));
  });
  return router;
}
