import type { Response, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { ErrorBody } from "@domain/contract/index.ts";
import { answeredByHandler, type RouteRegistry } from "../http/route-registry.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { isOutOfSpace, type DiskSpaceWatch } from "../db/disk-space.ts";
import { migrationsBehind, probeWrite } from "../db/readiness.ts";
import type { JobQueueStatus } from "../jobs/job-queue.ts";
import { noStore } from "../http/no-store.ts";

type HealthRouteDependencies = {
  registry: RouteRegistry;
  database: DatabaseHandle;
  isDraining?: () => boolean;
  jobs?: { status(): JobQueueStatus } | undefined;
  /** Told what the readiness probe's write found, so the app knows the database has room again. */
  diskSpace: DiskSpaceWatch;
};

const notReady = (message: string) => ({ error: { code: "NOT_READY", message } }) satisfies ErrorBody;

export function healthRoutes({ registry, database, isDraining = () => false, jobs, diskSpace }: HealthRouteDependencies): Router {
  const refuse = (res: Response, body: ErrorBody): typeof answeredByHandler => {
    res.status(503).json(body);
    return answeredByHandler;
  };
  return registry.mount(apiRouter(), "/api", {
    getHealth: async () => {
      await database.ping();
      return { ok: true as const, database: database.kind };
    },
  /**
   * Readiness for a load balancer: 200 while the database answers and takes a write, every migration the
   * server ships is applied, and the job queue runs; 503 when any of them fails, or during shutdown.
   */
    getReadiness: { before: [noStore], handle: async (_input, { req, res }) => {
    if (isDraining()) {
      return refuse(res, { error: { code: "SHUTTING_DOWN", message: "The server is shutting down" } });
    }
    try {
      await database.ping();
    } catch (error) {
      req.log?.warn({ err: error }, "not ready: the database did not answer");
      return refuse(res, notReady("The database is not reachable"));
    }
    try {
      await probeWrite(database.db);
      diskSpace.noteWritten();
    } catch (error) {
      // Out of room is logged once by the watch; anything else that refuses a write, each time it is asked.
      if (isOutOfSpace(error)) diskSpace.noteOutOfSpace(error);
      else req.log?.warn({ err: error }, "not ready: the database refused a write");
      const why = isOutOfSpace(error) ? "it is out of disk space" : "it refused a write";
      return refuse(res, notReady(`The database cannot be written to: ${why}`));
    }
    const behind = await migrationsBehind(database.db);
    if (behind > 0) {
      req.log?.warn({ behind }, "not ready: migrations not applied");
      return refuse(res, notReady(`The database lacks ${behind} of the server's migrations`));
    }
    if (jobs && jobs.status() !== "running") {
      req.log?.warn({ jobs: jobs.status() }, "not ready: the job queue is not running");
      return refuse(res, notReady(`The job queue is ${jobs.status()}`));
    }
    return { ok: true as const, jobs: jobs ? ("running" as const) : ("off" as const) };
  } },
  });
}
