import { differenceInYears } from "date-fns";
import { applianceDisplayName } from "../appliances/identifiers.ts";
import { compareCalendarDates, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";

/*
 * docs/product.md §4.19 "The home's maintenance record": what the PDF and the CSV hold, one model for the
 * server's files and the browser's CSV (a home kept in the browser), so both say the same thing in the same words.
 */

export type RecordAppliance = {
  readonly id: string;
  /** The catalogue id of its kind ("water-heater"); shown by its display name. */
  readonly type: string;
  readonly name: string;
  readonly brand: string | null;
  readonly model: string | null;
  readonly installDate: CalendarDate | null;
};

export type RecordCompletion = {
  readonly completedOn: CalendarDate;
  readonly taskName: string;
  /** The appliance it was done on, while the home still has it; else null (its name stays in `applianceName`). */
  readonly applianceId: string | null;
  readonly applianceName: string;
  /** The member who did it, by the name they gave, when known. */
  readonly completedBy: string | null;
  readonly notes: string | null;
  readonly timeSpentMinutes: number | null;
  readonly costActual: number | null;
};

export type MaintenanceRecord = {
  readonly today: CalendarDate;
  readonly appliances: readonly RecordAppliance[];
  /** Oldest first: a record reads as the home's story. */
  readonly completions: readonly RecordCompletion[];
};

export const RECORD_FILE_NAMES = { pdf: "hearthkeep-maintenance-record.pdf", csv: "hearthkeep-maintenance-record.csv" } as const;

/** An appliance's kind in words; an id the catalogue no longer knows is shown as it is. */
export function applianceKindWords(type: string): string {
  return applianceDisplayName(type) ?? type;
}

/** How old an appliance is, from its install date, in whole years; "Not known" without a date. */
export function applianceAgeWords(installDate: CalendarDate | null, today: CalendarDate): string {
  if (installDate === null) return "Not known";
  if (compareCalendarDates(installDate, today) > 0) return "Not known";
  const years = differenceInYears(asUtcDate(today), asUtcDate(installDate));
  if (years < 1) return "Under a year";
  return years === 1 ? "1 year" : `${years} years`;
}

function asUtcDate(date: CalendarDate): Date {
  const { year, month, day } = parseCalendarDate(date);
  const instant = new Date(Date.UTC(2000, month - 1, day));
  instant.setUTCFullYear(year);
  return instant;
}

/** Orders the completions oldest first, and a day's by task name, so two exports of one home read alike. */
export function inRecordOrder(completions: readonly RecordCompletion[]): RecordCompletion[] {
  return [...completions].sort((a, b) => compareCalendarDates(a.completedOn, b.completedOn) || a.taskName.localeCompare(b.taskName));
}

export const RECORD_CSV_HEADER = [
  "Date done",
  "Task",
  "Appliance",
  "Kind",
  "Brand",
  "Model",
  "Appliance age",
  "Done by",
  "Time spent (minutes)",
  "Cost (USD)",
  "Notes",
] as const;

/**
 * The CSV's rows, header first: one row per completion, oldest first, with its appliance's details; then
 * one row for each appliance with no work recorded yet, its work columns empty. Numbers stay numbers (a cost
 * with two decimals), so a spreadsheet can add them up.
 */
export function maintenanceRecordRows(record: MaintenanceRecord): string[][] {
  const byId = new Map(record.appliances.map((appliance) => [appliance.id, appliance]));
  const applianceColumns = (appliance: RecordAppliance | undefined) =>
    appliance
      ? [applianceKindWords(appliance.type), appliance.brand ?? "", appliance.model ?? "", applianceAgeWords(appliance.installDate, record.today)]
      : ["", "", "", ""];
  const work = inRecordOrder(record.completions).map((completion) => {
    const appliance = completion.applianceId === null ? undefined : byId.get(completion.applianceId);
    return [
      completion.completedOn,
      completion.taskName,
      appliance?.name ?? completion.applianceName,
      ...applianceColumns(appliance),
      completion.completedBy ?? "",
      completion.timeSpentMinutes === null ? "" : String(completion.timeSpentMinutes),
      completion.costActual === null ? "" : completion.costActual.toFixed(2),
      completion.notes ?? "",
    ];
  });
  const withWork = new Set(record.completions.map((completion) => completion.applianceId));
  const idle = record.appliances
    .filter((appliance) => !withWork.has(appliance.id))
    .map((appliance) => ["", "", appliance.name, ...applianceColumns(appliance), "", "", "", ""]);
  return [[...RECORD_CSV_HEADER], ...work, ...idle];
}

/**
 * How the CSV is written, by the server and by a home kept in the browser alike (csv-stringify's options):
 * CRLF lines (RFC 4180), a byte-order mark so a spreadsheet reads it as UTF-8, and a cell that starts like
 * a formula (=, +, -, @) escaped, so a task's notes never run in the buyer's spreadsheet.
 */
export const RECORD_CSV_OPTIONS = { bom: true, record_delimiter: "windows", escape_formulas: true } as const;
