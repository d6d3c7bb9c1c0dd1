import { stringify } from "csv-stringify/sync";
import { maintenanceRecordRows, RECORD_CSV_OPTIONS, type MaintenanceRecord } from "@domain/records/maintenance-record.ts";

/** The record as CSV, one row per completion (docs/product.md §4.19). */
export function maintenanceRecordCsv(record: MaintenanceRecord): string {
  return stringify(maintenanceRecordRows(record), RECORD_CSV_OPTIONS);
}
