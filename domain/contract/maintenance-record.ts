import { z } from "zod";
import type { ApiRoute } from "./routes.ts";

/*
 * docs/product.md §4.19: the home's maintenance record, its appliances and completed work, as a document
 * an owner can hand to a buyer. Served as attachments; the browser reads them as files (callRoute).
 */

/** The bytes of a file: described as binary in the OpenAPI document, never checked as JSON. */
const recordFileSchema = z.string().meta({ format: "binary" });

export const maintenanceRecordRoutes = [
  { method: "get", path: "/api/home/record.pdf", operationId: "getMaintenanceRecordPdf", summary: "The home's maintenance record (appliances and completed work) as a PDF, as an attachment", tag: "home", auth: true, tokens: "read", home: true, successStatus: 200, response: recordFileSchema, responseContentType: "application/pdf" },
  { method: "get", path: "/api/home/record.csv", operationId: "getMaintenanceRecordCsv", summary: "The home's maintenance record as CSV, one row per completion, as an attachment", tag: "home", auth: true, tokens: "read", home: true, successStatus: 200, response: recordFileSchema, responseContentType: "text/csv" },
] as const satisfies readonly ApiRoute[];
