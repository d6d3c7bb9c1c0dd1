import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { buildOpenApiDocument } from "../openapi.ts";

export function openApiRoutes({ version }: { version: string }): Router {
  const router = apiRouter();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get("/openapi.json", (_req, res) => {
    document ??= buildOpenApiDocument(version);
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(document);
  });
  return router;
}
