import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { healthResponseSchema, readyResponseSchema, type ErrorBody } from "@domain/contract/index.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { isOutOfSpace, type DiskSpaceWatch } from "../db/disk-space.ts";
import { migrationsBehind, probeWrite } from "../db/readiness.ts";
import type { JobQueueStatus } from "../jobs/job-queue.ts";
import { noStore } from "../http/no-store.ts";
import { answerOf } from "../http/answer.ts";

type HealthRouteDependencies = {
  database: DatabaseHandle;
  isDraining?: () => boolean;
  jobs?: { status(): JobQueueStatus } | undefined;
  /** Told what the readiness probe's write found, so the app knows the database has room again. */
  diskSpace: DiskSpaceWatch;
};

const notReady = (message: string) => ({ error: { code: "NOT_READY", message } }) satisfies ErrorBody;

export function healthRoutes({ database, isDraining = () => false, jobs, diskSpace }: HealthRouteDependencies): Router {
  const router = apiRouter();
  router.get("/health", async (_req, res) => {
    await database.ping();
    res.json(answerOf(healthResponseSchema, { ok: true, database: database.kind }));
  });
  /**
   * Readiness for a load balancer: 200 while the database answers and takes a write, every migration the
   * server ships is applied, and the job queue runs; 503 when any of them fails, or during shutdown.
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
      res.status(503).json(notReady("The database is not reachable"));
      return;
    }
    try {
      await probeWrite(database.db);
      diskSpace.noteWritten();
    } catch (error) {
      // Out of room is logged once by the watch; anything else that refuses a write, each time it is asked.
      if (isOutOfSpace(error)) diskSpace.noteOutOfSpace(error);
      else req.log?.warn({ err: error }, "not ready: the database refused a write");
      const why = isOutOfSpace(error) ? "it is out of disk space" : "it refused a write";
      res.status(503).json(notReady(`The database cannot be written to: ${why}`));
      return;
    }
    const behind = await migrationsBehind(database.db);
    if (behind > 0) {
      req.log?.warn({ behind }, "not ready: migrations not applied");
      res.status(503).json(notReady(`The database lacks ${behind} of the server's migrations`));
      return;
    }
    if (jobs && jobs.status() !== "running") {
      req.log?.warn({ jobs: jobs.status() }, "not ready: the job queue is not running");
      res.status(503).json(notReady(`The job queue is ${jobs.status()}`));
      return;
    }
    res.json(answerOf(readyResponseSchema, { ok: true, jobs: jobs ? "running" : "off" }));
  });
  return router;
}
