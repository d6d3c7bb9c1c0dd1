import { z } from "zod";

/**
 * How Hearthkeep keeps a due date (docs/decisions/002-due-dates-are-calendar-dates.md):
 *
 * - A due date is a CALENDAR DATE, "YYYY-MM-DD", with no time and no offset. It means "that day where
 *   the user lives". It is stored as that string in the browser, as a SQL `date` on the server, and sent
 *   as that string on the wire.
 * - "Today" is never the server's or the browser's local day: it is the calendar date of a given
 *   instant (`now`) in the user's IANA time zone, `calendarDateInTimeZone(now, timeZone)`.
 * - Due dates are compared as calendar dates (the string order of "YYYY-MM-DD" is the date order) and
 *   their arithmetic (+7 days, +1 month, days between) runs on year/month/day numbers, so a daylight
 *   saving change (a 23- or 25-hour day) can never move a due date or change "days until due".
 * - Instants (completedAt, createdAt, snoozeUntil) stay ISO 8601 date-times in UTC.
 */
export type CalendarDate = string;

/**
 * "YYYY-MM-DD" that names a real day (Feb 29 only in leap years); JSON Schema `format: date`. Year 0000 is
 * refused: the ISO pattern allows it, but PostgreSQL has no year 0 and would fail the request.
 */
export const calendarDateSchema = z.iso.date().refine((date) => !date.startsWith("0000"), { message: "Use a date from the year 1 on" });

export interface CalendarDateParts {
  readonly year: number;
  /** 1 to 12 */
  readonly month: number;
  /** 1 to the month's length */
  readonly day: number;
}

const MS_PER_DAY = 86_400_000;

// The schema's own pattern, tested directly: due dates are checked many times per list (days until
// due, sorting), and a whole parse with its result object costs several times the test.
const calendarDatePattern = z.regexes.date;

export function isCalendarDate(value: string): boolean {
  return calendarDatePattern.test(value);
}

/** The parts of a calendar date; throws a RangeError naming the text when it is not one. */
export function parseCalendarDate(date: CalendarDate): CalendarDateParts {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function formatCalendarDate({ year, month, day }: CalendarDateParts): CalendarDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Day number since 1970-01-01, counted on the calendar (no clock, no time zone), in whole-number
 * arithmetic on the proleptic Gregorian calendar (the days-from-civil count): the dashboard works out the
 * days until due of every task of every view, and a Date built for each date cost five times as much.
 * The year is counted from March, so that a leap day is the last day of its year.
 */
function toEpochDay({ year, month, day }: CalendarDateParts): number {
  const yearFromMarch = month <= 2 ? year - 1 : year;
  const era = Math.floor(yearFromMarch / 400);
  const yearOfEra = yearFromMarch - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  // 719,468 days lie between 0000-03-01, the count's start, and 1970-01-01.
  return era * 146_097 + dayOfEra - 719_468;
}

function requireWholeNumber(value: number, what: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
}

function fromEpochDay(epochDay: number): CalendarDateParts {
  const utc = new Date(epochDay * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  requireWholeNumber(days, "Days");
  return formatCalendarDate(fromEpochDay(toEpochDay(parseCalendarDate(date)) + days));
}

/**
 * Adds whole months the way a person counts them: the same day of the month, or the month's last day
 * when the target month is shorter (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  requireWholeNumber(months, "Months");
  const { year, month, day } = parseCalendarDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Feb 29 + 1 year = Feb 28. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, years * 12);
}

/** The day's number on the calendar, counted from 1970-01-01 (day 0): for arithmetic on many dates at once. */
export function dayNumber(date: CalendarDate): number {
  return toEpochDay(parseCalendarDate(date));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Negative when a is earlier, 0 when equal, positive when later (a sort comparator). */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function laterOf(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}

/**
 * How many zone texts `resolveTimeZone` remembers. The time zone data has about 600 zones and links,
 * but a zone's name is matched in any letter case, and a header's text is the caller's to choose.
 */
const REMEMBERED_ZONE_TEXTS = 2_000;

/** Each zone text met lately → the zone id the time zone data resolves it to, or null when it names none. */
const resolvedZoneTexts = new Map<string, string | null>();

/**
 * The id the time zone data resolves a zone's text to ("europe/paris" and "Europe/Paris" give
 * "Europe/Paris"; a link such as Asia/Kolkata gives Asia/Calcutta), or null when it names no zone.
 * Building an Intl.DateTimeFormat to find out costs about 30 µs, and the server reads the zone of every
 * task request (the X-Time-Zone header), so each text is remembered; the memory stays bounded whatever
 * texts callers send, because what is remembered is forgotten at once when full. The formatters and the
 * last dates below are kept per resolved id: per text, a caller sending a zone in thousands of letter
 * cases made the server keep a formatter for each (1.4 GB for 50,000 of them).
 */
function resolveTimeZone(timeZone: string): string | null {
  // Zone names match in any ASCII letter case (ECMA-402), so all of a name's spellings are remembered as
  // one; a text with other characters is remembered as it is, since lower-casing those could make a name.
  const key = printableAscii.test(timeZone) ? timeZone.toLowerCase() : timeZone;
  let resolved = resolvedZoneTexts.get(key);
  if (resolved !== undefined) return resolved;
  try {
    resolved = timeZone.trim() === "" ? null : new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    resolved = null;
  }
  if (resolvedZoneTexts.size >= REMEMBERED_ZONE_TEXTS) resolvedZoneTexts.clear();
  resolvedZoneTexts.set(key, resolved);
  return resolved;
}

const printableAscii = /^[\x20-\x7e]*$/;

/** True when the text is an IANA time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  return resolveTimeZone(timeZone) !== null;
}

/** An IANA time zone name, as the browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { message: "Unknown time zone" });

/**
 * The id the browser's time zone data resolves a valid zone to (links such as Asia/Kolkata give
 * Asia/Calcutta, "europe/paris" gives Europe/Paris); throws a RangeError for an unknown zone. Whatever keeps
 * something per zone keeps it under this id, so that a zone's many spellings share one.
 */
export function resolvedTimeZone(timeZone: string): string {
  const resolved = resolveTimeZone(timeZone);
  if (resolved === null) throw new RangeError(`Unknown time zone: "${timeZone}"`);
  return resolved;
}

/**
 * A valid zone spelled as the time zone database spells it ("europe/paris" is "Europe/Paris"), so that a
 * stored zone compares equal to the browser's own report of it. Only the letter case is corrected: a zone
 * the data resolves to another name (Asia/Kolkata to the older Asia/Calcutta) is kept as the person chose it.
 */
export function canonicalTimeZone(timeZone: string): string {
  const resolved = resolvedTimeZone(timeZone);
  return resolved.toLowerCase() === timeZone.toLowerCase() ? resolved : timeZone;
}

/** Whether two valid zones are one (Etc/UTC and UTC, Asia/Kolkata and Asia/Calcutta). */
export function isSameTimeZone(a: string, b: string): boolean {
  return resolvedTimeZone(a) === resolvedTimeZone(b);
}

/** The zone used when a user's is unknown: dates then follow UTC, which is at most a day off. */
export const DEFAULT_TIME_ZONE = "UTC";

/** A formatter of calendar dates per resolved zone id (`resolveTimeZone`), so as many as there are zones at most. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatterFor(zoneId: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(zoneId);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zoneId,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    dateFormatters.set(zoneId, formatter);
  }
  return formatter;
}

/** How many zone texts, formatters and last dates the module holds now: tests show that they stay bounded. */
export function timeZoneMemorySizes(): { zoneTexts: number; formatters: number; lastDates: number } {
  return { zoneTexts: resolvedZoneTexts.size, formatters: dateFormatters.size, lastDates: lastDateInZone.size };
}

/**
 * The last date worked out in each zone (by its resolved id), with the second it was for. Every zone's
 * offset is a whole number of seconds, so its days begin on whole seconds and one second has one date: a
 * server asked "what day is it" by every request formats once a second per zone instead of each time.
 */
const lastDateInZone = new Map<string, { second: number; date: CalendarDate }>();

/** The calendar date it is at `instant` in `timeZone`; throws a RangeError for an unknown zone. */
export function calendarDateInTimeZone(instant: Date, timeZone: string): CalendarDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid instant");
  const second = Math.floor(time / 1000);
  const zoneId = resolvedTimeZone(timeZone);
  const last = lastDateInZone.get(zoneId);
  if (last?.second === second) return last.date;
  const parts = dateFormatterFor(zoneId).formatToParts(instant);
  const part = (type: "year" | "month" | "day") => Number(parts.find((p) => p.type === type)?.value);
  const date = formatCalendarDate({ year: part("year"), month: part("month"), day: part("day") });
  lastDateInZone.set(zoneId, { second, date });
  return date;
}

/** The calendar date of an ISO 8601 instant ("2026-03-08T06:30:00Z") in `timeZone`. */
export function calendarDateOfInstant(isoInstant: string, timeZone: string): CalendarDate {
  return calendarDateInTimeZone(new Date(isoInstant), timeZone);
}

const EARLIEST_INSTANT_MS = Date.UTC(1900, 0, 1);
const END_OF_INSTANTS_MS = Date.UTC(9000, 0, 1);
/** ±14:00 is the widest offset any place on Earth uses; PostgreSQL refuses anything past ±15:59. */
const WIDEST_OFFSET_MINUTES = 14 * 60;

/**
 * Whether an ISO date-time names a moment the product can keep: from 1900 to 8999, with an offset a place
 * on Earth uses. Outside that, PostgreSQL refuses it (year 0, an offset past ±15:59) or a calendar date
 * of it in some time zone would have five digits (9999-12-31T23:59Z is already 10000-01-01 in Kiritimati),
 * which nothing that reads dates back can parse.
 */
function isKeepableInstant(value: string): boolean {
  const time = Date.parse(value);
  if (!(time >= EARLIEST_INSTANT_MS && time < END_OF_INSTANTS_MS)) return false;
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value);
  return !offset || Number(offset[2]) * 60 + Number(offset[3]) <= WIDEST_OFFSET_MINUTES;
}

/**
 * An instant (completedAt, createdAt, snoozeUntil): ISO 8601 date-time; `Z` or an explicit offset,
 * since both name one moment. Servers write `toISOString()` (UTC, `Z`).
 */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine(isKeepableInstant, { message: "Use a date and time from the year 1900 to 8999, with an offset of at most 14 hours" });
