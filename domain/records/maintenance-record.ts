import { differenceInYears } from "date-fns";
import { applianceDisplayName } from "../appliances/identifiers.ts";
import { compareCalendarDates, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";
import { DOCUMENT_KIND_NAMES, type DocumentKind } from "../contract/documents.ts";
import { isWholeHomeTask } from "../catalog/home-wide.ts";
import { taskPlaceName } from "../tasks/task-place.ts";

/*
 * docs/product.md §4.21 "The home's maintenance record": what the PDF and the CSV hold, one model for the
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
  /** The catalogue task it was an occurrence of, when it came from the catalogue: the tasks every home gets are named as the home's. */
  readonly masterTaskSlug: string | null;
  /** The appliance it was done on, while the home still has it; else null (its name stays in `applianceName`). */
  readonly applianceId: string | null;
  readonly applianceName: string;
  /** The member who did it, by the name they gave, when known. */
  readonly completedBy: string | null;
  readonly notes: string | null;
  readonly timeSpentMinutes: number | null;
  readonly costActual: number | null;
};

/** An appliance's warranty: its last day covered and who gives it. */
export type RecordWarranty = {
  readonly applianceId: string;
  readonly coveredUntil: CalendarDate;
  readonly provider: string | null;
};

/** A document of the home, listed by name (the files themselves are not in the record). */
export type RecordDocument = {
  readonly name: string;
  readonly kind: DocumentKind;
  /** The appliance it belongs to, or null for the home's own. */
  readonly applianceId: string | null;
  readonly uploadedOn: CalendarDate;
};

export type MaintenanceRecord = {
  readonly today: CalendarDate;
  /** The home's name, in the record's title (one appliance's record names the appliance too). */
  readonly homeName: string;
  readonly appliances: readonly RecordAppliance[];
  /** Oldest first: a record reads as the home's story. */
  readonly completions: readonly RecordCompletion[];
  readonly warranties: readonly RecordWarranty[];
  /** Oldest first. */
  readonly documents: readonly RecordDocument[];
  /** Set when the record is one appliance's only: its appliances, work, warranty and documents are that appliance's. */
  readonly applianceId?: string;
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

/** "Maintenance record of Maple Street" or, for one appliance, "Maintenance record of Upstairs furnace, Maple Street". */
export function recordTitle(record: Pick<MaintenanceRecord, "homeName" | "appliances" | "applianceId">): string {
  const appliance = record.applianceId === undefined ? undefined : record.appliances.find((each) => each.id === record.applianceId);
  return appliance ? `Maintenance record of ${appliance.name}, ${record.homeName}` : `Maintenance record of ${record.homeName}`;
}

/** The warranty in words for the record: "Under warranty until Mar 3, 2027", "Warranty ended Mar 3, 2025". */
export function warrantyWords(warranty: RecordWarranty | undefined, today: CalendarDate, formatDay: (date: CalendarDate) => string): string | null {
  if (!warranty) return null;
  const until = compareCalendarDates(warranty.coveredUntil, today) >= 0 ? `Under warranty until ${formatDay(warranty.coveredUntil)}` : `Warranty ended ${formatDay(warranty.coveredUntil)}`;
  return warranty.provider ? `${until} (${warranty.provider})` : until;
}

/** The document's kind in words ("Warranty card"). */
export function documentKindWords(kind: DocumentKind): string {
  return DOCUMENT_KIND_NAMES[kind];
}

/**
 * Where the work was done, as the record names it: the whole home for the tasks every home gets, which an
 * appliance only holds for the home (the screens' rule, docs/product.md §4.12); else its appliance, by its
 * name today, or by the name it had once the home no longer has it.
 */
export function completionPlaceName(completion: RecordCompletion, appliance: RecordAppliance | undefined): string {
  return taskPlaceName({ masterTaskSlug: completion.masterTaskSlug, applianceName: appliance?.name ?? completion.applianceName, applianceId: completion.applianceId ?? "" });
}

/** The appliance whose details a completion's row carries: none for the whole home's tasks, whose holder is not what the work was on. */
function workedOnAppliance(completion: RecordCompletion, byId: ReadonlyMap<string, RecordAppliance>): RecordAppliance | undefined {
  if (completion.applianceId === null || isWholeHomeTask(completion.masterTaskSlug)) return undefined;
  return byId.get(completion.applianceId);
}

/**
 * One appliance's record from its home's (`?applianceId=`, decision 098): that appliance, its warranty, its
 * documents and its work, without the tasks every home gets, which its page does not show as its own either.
 */
export function applianceRecordOf(record: MaintenanceRecord, applianceId: string): MaintenanceRecord {
  return {
    ...record,
    appliances: record.appliances.filter((appliance) => appliance.id === applianceId),
    completions: record.completions.filter((completion) => completion.applianceId === applianceId && !isWholeHomeTask(completion.masterTaskSlug)),
    warranties: record.warranties.filter((warranty) => warranty.applianceId === applianceId),
    documents: record.documents.filter((document) => document.applianceId === applianceId),
    applianceId,
  };
}

/** Orders the completions oldest first, and a day's by task name, so two exports of one home read alike. */
export function inRecordOrder(completions: readonly RecordCompletion[]): RecordCompletion[] {
  return [...completions].sort((a, b) => compareCalendarDates(a.completedOn, b.completedOn) || a.taskName.localeCompare(b.taskName));
}

export const RECORD_CSV_HEADER = [
  "Home",
  "Date done",
  "Task",
  "Appliance",
  "Kind",
  "Brand",
  "Model",
  "Appliance age",
  "Warranty until",
  "Warranty provider",
  "Done by",
  "Time spent (minutes)",
  "Cost (USD)",
  "Notes",
  "Document",
  "Document kind",
  "Uploaded",
] as const;

/**
 * The CSV's rows, header first, one table a spreadsheet can sort and add up: one row per completion, oldest
 * first, with its appliance's details and warranty (a task every home gets is the whole home's, with no
 * appliance's details); then one row for each appliance with no work recorded
 * yet, its work columns empty; then one row per document (its name, kind and day, beside its appliance's
 * name where it has one). Numbers stay numbers (a cost with two decimals). The home's name is the file's
 * title line in the PDF; in the CSV it is the first column, so the rows of two homes' files stay apart.
 */
export function maintenanceRecordRows(record: MaintenanceRecord): string[][] {
  const byId = new Map(record.appliances.map((appliance) => [appliance.id, appliance]));
  const warrantyOf = new Map(record.warranties.map((warranty) => [warranty.applianceId, warranty]));
  const applianceColumns = (appliance: RecordAppliance | undefined) => {
    const warranty = appliance && warrantyOf.get(appliance.id);
    return appliance
      ? [applianceKindWords(appliance.type), appliance.brand ?? "", appliance.model ?? "", applianceAgeWords(appliance.installDate, record.today), warranty?.coveredUntil ?? "", warranty?.provider ?? ""]
      : ["", "", "", "", "", ""];
  };
  const noWork = ["", "", "", ""];
  const noDocument = ["", "", ""];
  const home = record.homeName;
  const work = inRecordOrder(record.completions).map((completion) => {
    const appliance = workedOnAppliance(completion, byId);
    return [
      home,
      completion.completedOn,
      completion.taskName,
      completionPlaceName(completion, appliance),
      ...applianceColumns(appliance),
      completion.completedBy ?? "",
      completion.timeSpentMinutes === null ? "" : String(completion.timeSpentMinutes),
      completion.costActual === null ? "" : completion.costActual.toFixed(2),
      completion.notes ?? "",
      ...noDocument,
    ];
  });
  const withWork = new Set(record.completions.map((completion) => workedOnAppliance(completion, byId)?.id));
  const idle = record.appliances
    .filter((appliance) => !withWork.has(appliance.id))
    .map((appliance) => [home, "", "", appliance.name, ...applianceColumns(appliance), ...noWork, ...noDocument]);
  const documents = inDocumentOrder(record.documents).map((document) => {
    const appliance = document.applianceId === null ? undefined : byId.get(document.applianceId);
    return [home, "", "", appliance?.name ?? "", ...applianceColumns(appliance), ...noWork, document.name, documentKindWords(document.kind), document.uploadedOn];
  });
  return [[...RECORD_CSV_HEADER], ...work, ...idle, ...documents];
}

/** Documents oldest first, a day's by name. */
export function inDocumentOrder(documents: readonly RecordDocument[]): RecordDocument[] {
  return [...documents].sort((a, b) => compareCalendarDates(a.uploadedOn, b.uploadedOn) || a.name.localeCompare(b.name));
}

/**
 * How the CSV is written, by the server and by a home kept in the browser alike (csv-stringify's options):
 * CRLF lines (RFC 4180), a byte-order mark so a spreadsheet reads it as UTF-8, and a cell that starts like
 * a formula (=, +, -, @) escaped, so a task's notes never run in the buyer's spreadsheet.
 */
export const RECORD_CSV_OPTIONS = { bom: true, record_delimiter: "windows", escape_formulas: true } as const;
