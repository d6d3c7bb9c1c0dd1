import { useMutation } from "@tanstack/react-query";
import { RECORD_FILE_NAMES } from "@domain/records/maintenance-record.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { downloadFile } from "../calendar-feed/api/download-calendar-file.ts";

export type RecordFormat = keyof typeof RECORD_FILE_NAMES;

/**
 * The home's maintenance record as a file (docs/product.md §4.21), or one appliance's with `applianceId`,
 * fetched with the session's token, which a plain link could not send. A home kept in the browser makes its
 * CSV here and has no PDF (its client says so).
 */
export function maintenanceRecordFile(client: ApiClient, format: RecordFormat, applianceId?: string): Promise<Blob> {
  const input = applianceId === undefined ? {} : { query: { applianceId } };
  return format === "pdf" ? callRoute(client, "getMaintenanceRecordPdf", input) : callRoute(client, "getMaintenanceRecordCsv", input);
}

/** Fetches the record (the home's, or the appliance's given) in the format pressed and saves it. */
export function useDownloadMaintenanceRecord(applianceId?: string) {
  const { client } = useAuth();
  return useMutation({
    mutationFn: (format: RecordFormat) => maintenanceRecordFile(client, format, applianceId),
    onSuccess: (file, format) => downloadFile(file, RECORD_FILE_NAMES[format], file.type),
  });
}
