import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { APPLIANCE_MESSAGES } from "@domain/messages.ts";
import { applianceRecordOf, type MaintenanceRecord } from "@domain/records/maintenance-record.ts";
import type { Database } from "../db/client.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { listDocuments } from "../db/repositories/documents-repository.ts";
import { findHomeName } from "../db/repositories/households-repository.ts";
import { listCompletionsForRecord } from "../db/repositories/maintenance-record-repository.ts";
import { listWarrantiesForRecord } from "../db/repositories/warranties-repository.ts";
import { AppError } from "../http/app-error.ts";
import { maintenanceRecordCsv } from "../records/maintenance-record-csv.ts";
import { maintenanceRecordPdf } from "../records/maintenance-record-pdf.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { homeNameOf } from "@domain/contract/homes.ts";

export type MaintenanceRecordService = ReturnType<typeof createMaintenanceRecordService>;

/** What a record is asked for: the day it is made on, where (for the days documents were uploaded), and whether it is one appliance's. */
export type RecordRequest = { today: CalendarDate; timeZone: string; applianceId?: string | undefined };

/** docs/product.md §4.21: the home's maintenance record, or one appliance's, as a PDF for print and as CSV for a spreadsheet. */
export function createMaintenanceRecordService({ db }: { db: Database }) {
  async function recordOf({ homeId }: AuthContext, { today, timeZone, applianceId }: RecordRequest): Promise<MaintenanceRecord> {
    const [home, appliances, completions, warranties, documents] = await Promise.all([
      findHomeName(db, homeId),
      listAppliances(db, homeId),
      listCompletionsForRecord(db, homeId),
      listWarrantiesForRecord(db, homeId),
      listDocuments(db, homeId, { applianceId }),
    ]);
    // Every read is of the caller's home: an appliance of another home is not among them, and answers 404.
    if (applianceId !== undefined && !appliances.some((appliance) => appliance.id === applianceId)) throw AppError.notFound(APPLIANCE_MESSAGES.notFound);
    const record: MaintenanceRecord = {
      today,
      homeName: homeNameOf({ name: home?.name ?? null }),
      appliances: appliances.map(({ id, type, name, brand, model, installDate }) => ({ id, type, name, brand, model, installDate })),
      completions: completions.map((completion) => ({ ...completion, completedBy: completion.completedBy?.trim() || null })),
      warranties,
      documents: documents
        .reverse()
        .map((document) => ({ name: document.name, kind: document.kind, applianceId: document.applianceId, uploadedOn: calendarDateInTimeZone(document.createdAt, timeZone) })),
    };
    return applianceId === undefined ? record : applianceRecordOf(record, applianceId);
  }
  return {
    pdf: async (auth: AuthContext, request: RecordRequest): Promise<Buffer> => maintenanceRecordPdf(await recordOf(auth, request)),
    csv: async (auth: AuthContext, request: RecordRequest): Promise<string> => maintenanceRecordCsv(await recordOf(auth, request)),
  };
}
