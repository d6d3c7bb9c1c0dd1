import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { APPLIANCE_DEFINITIONS } from "@domain/appliances/identifiers.ts";
import type { CatalogTask, CatalogTaskSummary } from "@domain/contract/index.ts";
import { AppError } from "../http/app-error.ts";
import type { CatalogSource } from "../services/catalog-source.ts";

function summaryOf({ steps: _steps, requiredTools: _tools, safetyWarnings: _warnings, description: _description, ...summary }: CatalogTask): CatalogTaskSummary {
  return summary;
}

/** /api/catalog, where server/app.ts mounts it: the built-in catalogue, public, the same for everyone, cacheable. */
export function catalogRoutes({ registry, catalog }: { registry: RouteRegistry; catalog: CatalogSource }): Router {
  const router = apiRouter();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    next();
  });
  return registry.mount(router, "/api/catalog", {
    listCatalogAppliances: () => ({ data: APPLIANCE_DEFINITIONS.map(({ id, displayName, category }) => ({ id, displayName, category })) }),
    listCatalogTasks: ({ query: { applianceId, category } }) => {
      const source = applianceId ? catalog.tasksForAppliance(applianceId) : catalog.tasks;
      const tasks = category ? source.filter((task) => task.category === category) : source;
      return { data: tasks.map(summaryOf) };
    },
    getCatalogTask: ({ params }) => {
      const task = catalog.taskById(params.id);
      if (!task) throw AppError.notFound("No catalogue task has this id");
      return { data: task };
    },
  });
}
