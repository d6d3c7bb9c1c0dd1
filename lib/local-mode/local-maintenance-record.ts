import { HISTORY_MAX_PAGE_SIZE } from "@domain/contract/index.ts";
import { UNNAMED_HOME } from "@domain/contract/homes.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { taskHolderOf } from "@domain/entities/local-profile.ts";
import { APPLIANCE_MESSAGES } from "@domain/messages.ts";
import { applianceRecordOf, maintenanceRecordRows, RECORD_CSV_OPTIONS, type MaintenanceRecord, type RecordCompletion } from "@domain/records/maintenance-record.ts";
import type { LocalAppliances } from "./local-appliances.ts";
import { LocalRefusal } from "./local-errors.ts";
import type { LocalTaskSource } from "./local-task-source.ts";
import type { LocalUsers } from "./local-users.ts";

/**
 * docs/product.md §4.21 for a home kept in the browser: the maintenance record made here, from its appliances
 * and every page of its history, with each appliance's kind, brand, model and age. One person keeps such a
 * home, so "who" is left empty; it keeps no warranties and no files, so those are none. With `applianceId`,
 * the record is that appliance's alone, as the server's `?applianceId=` (an appliance the home has not is a 404).
 */
export async function localMaintenanceRecord({
  tasks,
  appliances,
  users,
  now,
  timeZone,
  applianceId,
}: {
  tasks: LocalTaskSource;
  appliances: LocalAppliances;
  users: Pick<LocalUsers, "currentUser">;
  now: () => Date;
  timeZone: () => string;
  applianceId?: string | undefined;
}): Promise<MaintenanceRecord> {
  // Completions name the id their appliance's tasks are kept under (its kind, for the first of a kind), not the appliance's own.
  const profile = await users.currentUser();
  const applianceOfHolder = new Map((profile?.appliances ?? []).map((appliance) => [taskHolderOf(appliance), appliance.id]));
  const completions: RecordCompletion[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await tasks.history({ page, pageSize: HISTORY_MAX_PAGE_SIZE });
    for (const entry of answer.data) {
      completions.push({
        completedOn: entry.completedOn,
        taskName: entry.name,
        masterTaskSlug: entry.masterTaskSlug ?? null,
        applianceId: applianceOfHolder.get(entry.applianceId) ?? null,
        applianceName: entry.applianceName,
        completedBy: null,
        notes: entry.notes,
        timeSpentMinutes: entry.timeSpentMinutes,
        costActual: entry.costActual,
      });
    }
    if (answer.data.length === 0 || page * HISTORY_MAX_PAGE_SIZE >= answer.pagination.total) break;
  }
  const homeAppliances = await appliances.list();
  if (applianceId !== undefined && !homeAppliances.some((appliance) => appliance.id === applianceId)) throw LocalRefusal.notFound(APPLIANCE_MESSAGES.notFound);
  const record: MaintenanceRecord = {
    today: calendarDateInTimeZone(now(), timeZone()),
    homeName: UNNAMED_HOME,
    appliances: homeAppliances.map(({ id, type, name, brand, model, installDate }) => ({ id, type, name, brand, model, installDate })),
    completions,
    warranties: [],
    documents: [],
  };
  return applianceId === undefined ? record : applianceRecordOf(record, applianceId);
}

/** The record as the server's CSV, as a file; the CSV writer is loaded when a file is asked for, not with local mode. */
export async function localMaintenanceRecordCsv(record: MaintenanceRecord): Promise<Blob> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  return new Blob([stringify(maintenanceRecordRows(record), RECORD_CSV_OPTIONS)], { type: "text/csv;charset=utf-8" });
}
