import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { APPLIANCE_DEFINITIONS } from "@domain/appliances/identifiers.ts";
import {
  catalogAppliancesResponseSchema,
  catalogTaskParamsSchema,
  catalogTaskResponseSchema,
  catalogTasksQuerySchema,
  catalogTasksResponseSchema,
  type CatalogTask,
  type CatalogTaskSummary,
} from "@domain/contract/index.ts";
import { AppError } from "../http/app-error.ts";
import type { CatalogSource } from "../services/catalog-source.ts";
import { answerOf } from "../http/answer.ts";

function summaryOf({ steps: _steps, requiredTools: _tools, safetyWarnings: _warnings, description: _description, ...summary }: CatalogTask): CatalogTaskSummary {
  return summary;
}

/** /api/catalog, where server/app.ts mounts it: the built-in catalogue, public, the same for everyone, cacheable. */
export function catalogRoutes({ catalog }: { catalog: CatalogSource }): Router {
  const router = apiRouter();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    next();
  });

  router.get("/appliances", (_req, res) => {
    res.json(answerOf(catalogAppliancesResponseSchema, { data: APPLIANCE_DEFINITIONS.map(({ id, displayName, category }) => ({ id, displayName, category })) }));
  });

  router.get("/tasks", (req, res) => {
    const { applianceId, category } = catalogTasksQuerySchema.parse(req.query);
    const source = applianceId ? catalog.tasksForAppliance(applianceId) : catalog.tasks;
    const tasks = category ? source.filter((task) => task.category === category) : source;
    res.json(answerOf(catalogTasksResponseSchema, { data: tasks.map(summaryOf) }));
  });

  router.get("/tasks/:id", (req, res) => {
    const { id } = catalogTaskParamsSchema.parse(req.params);
    const task = catalog.taskById(id);
    if (!task) throw AppError.notFound("No catalogue task has this id");
    res.json(answerOf(catalogTaskResponseSchema, { data: task }));
  });

  return router;
}
