import type { Request, RequestHandler, Response, Router } from "express";
import { RECORD_FILE_NAMES } from "@domain/records/maintenance-record.ts";
import { apiRouter } from "../http/router.ts";
import { answeredByHandler, type RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { Clock } from "../services/clock.ts";
import type { MaintenanceRecordService, RecordRequest } from "../services/maintenance-record.ts";
import { contextOf, privateCaching, todayOf } from "./request-context.ts";

/** Sends a record as a file to save, never as a page to open (docs/product.md §4.19). */
function sendRecordFile(res: Response, fileName: string, contentType: string, body: Buffer | string): typeof answeredByHandler {
  res.status(200);
  res.attachment(fileName);
  res.type(contentType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.send(body);
  return answeredByHandler;
}

/** /api/home, where server/app.ts mounts it: the home's maintenance record, for a signed-in member. */
export function maintenanceRecordRoutes({ registry, records, requireAuth, clock }: { registry: RouteRegistry; records: MaintenanceRecordService; requireAuth: RequestHandler; clock: Clock }): Router {
  const today = todayOf(clock);
  const requestOf = (req: Request, applianceId: string | undefined): RecordRequest => ({ today: today(req), timeZone: contextOf(req).timeZone, applianceId });
  const router = apiRouter();
  // Its own paths only: the home's other routes, mounted after it at the same prefix, check the caller themselves.
  router.use(["/record.pdf", "/record.csv"], requireAuth, privateCaching);
  return registry.mount(router, "/api/home", {
    getMaintenanceRecordPdf: ({ query }, { req, res }) =>
      records.pdf(authOf(req), requestOf(req, query.applianceId)).then((pdf) => sendRecordFile(res, RECORD_FILE_NAMES.pdf, "application/pdf", pdf)),
    getMaintenanceRecordCsv: ({ query }, { req, res }) =>
      records.csv(authOf(req), requestOf(req, query.applianceId)).then((csv) => sendRecordFile(res, RECORD_FILE_NAMES.csv, "text/csv; charset=utf-8", csv)),
  });
}
