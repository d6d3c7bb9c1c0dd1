import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { ProgressService } from "../services/progress.ts";
import { noStore } from "../http/no-store.ts";
import { contextOf } from "./request-context.ts";

/** The home's history (completed tasks, monthly figures) and its achievements; a signed-in member only. */
export function progressRoutes({ registry, progress, requireAuth }: { registry: RouteRegistry; progress: ProgressService; requireAuth: RequestHandler }): Router {
  const guarded = { before: [requireAuth, noStore] };
  return registry.mount(apiRouter(), "/api", {
    listTaskHistory: { ...guarded, handle: async ({ query }, { req }) => progress.history(contextOf(req), query) },
    getMonthlyHistory: { ...guarded, handle: async (_input, { req }) => ({ data: await progress.monthly(contextOf(req)) }) },
    listAchievements: { ...guarded, handle: async (_input, { req }) => ({ data: await progress.achievements(contextOf(req)) }) },
    recordGuideFinished: { ...guarded, handle: async ({ body }, { req }) => ({ data: await progress.guideFinished(contextOf(req), body.taskId) }) },
  });
}
