import { z } from "zod";
import type { ApiRoute } from "./routes.ts";

/*
 * docs/product.md §4.19: the home's maintenance record, its appliances and completed work, as a document
 * an owner can hand to a buyer. Served as attachments; the browser reads them as files (callRoute).
 */

/** The bytes of a file: described as binary in the OpenAPI document, never checked as JSON. */
const recordFileSchema = z.string().meta({ format: "binary" });

/** `?applianceId=`: one appliance's record instead of the home's (another home's appliance answers 404). */
export const maintenanceRecordQuerySchema = z.object({ applianceId: z.uuid().optional() });
export type MaintenanceRecordQuery = z.infer<typeof maintenanceRecordQuerySchema>;

export const maintenanceRecordRoutes = [
  { method: "get", path: "/api/home/record.pdf", operationId: "getMaintenanceRecordPdf", summary: "The home's maintenance record (appliances, warranties, completed work, documents), or one appliance's, as a PDF attachment", tag: "home", auth: true, tokens: "read", home: true, query: maintenanceRecordQuerySchema, successStatus: 200, response: recordFileSchema, responseContentType: "application/pdf" },
  { method: "get", path: "/api/home/record.csv", operationId: "getMaintenanceRecordCsv", summary: "The home's maintenance record, or one appliance's, as CSV: a row per completion, idle appliance and document; an attachment", tag: "home", auth: true, tokens: "read", home: true, query: maintenanceRecordQuerySchema, successStatus: 200, response: recordFileSchema, responseContentType: "text/csv" },
] as const satisfies readonly ApiRoute[];
