import { http, HttpResponse } from "msw";
import { RECORD_FILE_NAMES } from "@domain/records/maintenance-record.ts";
import { mockPathOf } from "../route-mocks.ts";
import { refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const maintenanceRecordUrls = { pdf: mockPathOf("getMaintenanceRecordPdf"), csv: mockPathOf("getMaintenanceRecordCsv") };

const attachment = (fileName: string, contentType: string) => ({ "Content-Type": contentType, "Content-Disposition": `attachment; filename="${fileName}"`, "X-Content-Type-Options": "nosniff" });
const serverError = () => refuse(500, { error: { code: "INTERNAL", message: "Something went wrong on our side" } });

/** The server's answers to `GET /api/home/record.pdf` and `.csv`: a small file of each kind, or a failure. */
export const maintenanceRecordHandlers = {
  ok: () => [
    http.get(maintenanceRecordUrls.pdf, async () => {
      await simulateWork("generation");
      return new HttpResponse(new TextEncoder().encode("%PDF-1.3\n%%EOF\n"), { headers: attachment(RECORD_FILE_NAMES.pdf, "application/pdf") });
    }),
    http.get(maintenanceRecordUrls.csv, async () => {
      await simulateWork("generation");
      return new HttpResponse("\uFEFFDate done,Task\r\n2026-11-19,Test the sump pump\r\n", { headers: attachment(RECORD_FILE_NAMES.csv, "text/csv; charset=utf-8") });
    }),
  ],
  failing: () => [http.get(maintenanceRecordUrls.pdf, serverError), http.get(maintenanceRecordUrls.csv, serverError)],
};
