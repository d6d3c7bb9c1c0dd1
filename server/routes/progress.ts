import type { Request, RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import {
  achievementsResponseSchema,
  guideFinishedRequestSchema,
  historyQuerySchema,
  historyResponseSchema,
  monthlyHistoryResponseSchema,
} from "@domain/contract/index.ts";
import { TIME_ZONE_HEADER, timeZoneFromHeader } from "@domain/contract/time-zone.ts";
import { authOf } from "../security/require-auth.ts";
import type { ProgressService } from "../services/progress.ts";
import type { TaskRequestContext } from "../services/tasks.ts";
import { noStore } from "../http/no-store.ts";
import { answerOf } from "../http/answer.ts";

function contextOf(req: Request): TaskRequestContext {
  return { ...authOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) };
}

/** The home's history (completed tasks, monthly figures) and its achievements; a signed-in member only. */
export function progressRoutes({ progress, requireAuth }: { progress: ProgressService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  const guarded: RequestHandler[] = [requireAuth, noStore];

  router.get("/tasks/history", ...guarded, async (req, res) => {
    const query = historyQuerySchema.parse(req.query);
    res.json(answerOf(historyResponseSchema, await progress.history(contextOf(req), query)));
  });
  router.get("/tasks/history/monthly", ...guarded, async (req, res) => {
    res.json(answerOf(monthlyHistoryResponseSchema, { data: await progress.monthly(contextOf(req)) }));
  });
  router.get("/achievements", ...guarded, async (req, res) => {
    res.json(answerOf(achievementsResponseSchema, { data: await progress.achievements(contextOf(req)) }));
  });
  router.post("/achievements/guide-finished", ...guarded, async (req, res) => {
    const { taskId } = guideFinishedRequestSchema.parse(req.body);
    res.json(answerOf(achievementsResponseSchema, { data: await progress.guideFinished(contextOf(req), taskId) }));
  });

  return router;
}
