import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { buildOpenApiDocument } from "../openapi.ts";

export function openApiRoutes({ registry, version }: { registry: RouteRegistry; version: string }): Router {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return registry.mount(apiRouter(), "/api", {
    getOpenApiDocument: {
      before: [
        (_req, res, next) => {
          res.setHeader("Cache-Control", "public, max-age=300");
          next();
        },
      ],
      handle: () => (document ??= buildOpenApiDocument(version)),
    },
  });
}
