import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { MaintenanceRecord } from "@domain/records/maintenance-record.ts";
import type { Database } from "../db/client.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { listCompletionsForRecord } from "../db/repositories/maintenance-record-repository.ts";
import { maintenanceRecordCsv } from "../records/maintenance-record-csv.ts";
import { maintenanceRecordPdf } from "../records/maintenance-record-pdf.ts";
import type { AuthContext } from "../security/require-auth.ts";

export type MaintenanceRecordService = ReturnType<typeof createMaintenanceRecordService>;

/** docs/product.md §4.19: the home's maintenance record, as a PDF for print and as CSV for a spreadsheet. */
export function createMaintenanceRecordService({ db }: { db: Database }) {
  async function recordOf({ homeId }: AuthContext, today: CalendarDate): Promise<MaintenanceRecord> {
    const [appliances, completions] = await Promise.all([listAppliances(db, homeId), listCompletionsForRecord(db, homeId)]);
    return {
      today,
      appliances: appliances.map(({ id, type, name, brand, model, installDate }) => ({ id, type, name, brand, model, installDate })),
      completions: completions.map((completion) => ({ ...completion, completedBy: completion.completedBy?.trim() || null })),
    };
  }
  return {
    pdf: async (auth: AuthContext, today: CalendarDate): Promise<Buffer> => maintenanceRecordPdf(await recordOf(auth, today)),
    csv: async (auth: AuthContext, today: CalendarDate): Promise<string> => maintenanceRecordCsv(await recordOf(auth, today)),
  };
}
