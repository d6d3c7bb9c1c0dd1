import { useMutation } from "@tanstack/react-query";
import { RECORD_FILE_NAMES } from "@domain/records/maintenance-record.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { downloadFile } from "../calendar-feed/api/download-calendar-file.ts";

export type RecordFormat = keyof typeof RECORD_FILE_NAMES;

/**
 * The home's maintenance record as a file (docs/product.md §4.19), fetched with the session's token, which
 * a plain link could not send. A home kept in the browser makes its CSV here and has no PDF (its client says so).
 */
export function maintenanceRecordFile(client: ApiClient, format: RecordFormat): Promise<Blob> {
  return format === "pdf" ? callRoute(client, "getMaintenanceRecordPdf", {}) : callRoute(client, "getMaintenanceRecordCsv", {});
}

/** Fetches the record in the format pressed and saves it. */
export function useDownloadMaintenanceRecord() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: (format: RecordFormat) => maintenanceRecordFile(client, format),
    onSuccess: (file, format) => downloadFile(file, RECORD_FILE_NAMES[format], file.type),
  });
}
