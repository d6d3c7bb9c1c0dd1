import { addDays, parseCalendarDate, calendarDateInTimeZone, resolvedTimeZone, type CalendarDate } from "../dates/calendar-date.ts";

/**
 * When the product reaches out (docs/product.md §1), in the user's own time zone:
 * - the reminder e-mail once a day at 8 a.m. (any minute of the 8 o'clock hour, so zones with a
 *   half- or quarter-hour offset are served by a scheduler that runs every quarter of an hour);
 * - the weekly summary on Sunday at 6 p.m.: the week (Monday to Sunday) is over, and the coming one
 *   can be planned before it starts, without landing in Monday morning's pile beside the reminder.
 */
export const REMINDER_HOUR = 8;
export const WEEKLY_SUMMARY_HOUR = 18;
const SUNDAY = 0;

/** A formatter of hours per resolved zone id, so as many as there are zones at most, however users spell theirs. */
const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) on the wall clocks of `timeZone` at `instant`. */
export function localHourAt(instant: Date, timeZone: string): number {
  const zoneId = resolvedTimeZone(timeZone);
  let formatter = hourFormatters.get(zoneId);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zoneId, hour: "numeric", hourCycle: "h23", numberingSystem: "latn" });
    hourFormatters.set(zoneId, formatter);
  }
  return Number(formatter.formatToParts(instant).find((part) => part.type === "hour")?.value) % 24;
}

/** 0 for Sunday to 6 for Saturday, computed on the calendar date itself. */
export function dayOfWeek(date: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getUTCDay();
}

/** The Sunday that ends the week `date` is in (weeks run Monday to Sunday). */
export function sundayEndingWeekOf(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  return addDays(date, weekday === SUNDAY ? 0 : 7 - weekday);
}

export type SlotOptions = {
  /** Every user, whatever their local hour: the operator's catch-up run. */
  allZones?: boolean;
};

/**
 * The day whose reminder is due at `instant` for someone in `timeZone`: their local date when it is
 * 8 a.m. there (or always with `allZones`), otherwise undefined.
 */
export function reminderPeriodAt(instant: Date, timeZone: string, { allZones = false }: SlotOptions = {}): CalendarDate | undefined {
  if (!allZones && localHourAt(instant, timeZone) !== REMINDER_HOUR) return undefined;
  return calendarDateInTimeZone(instant, timeZone);
}

/**
 * The Sunday whose weekly summary is due at `instant` for someone in `timeZone`: that Sunday at
 * 6 p.m. local. With `allZones`, the last Sunday whose 6 p.m. has passed (a catch-up run sends the
 * summary of the last finished week).
 */
export function weeklySummaryPeriodAt(instant: Date, timeZone: string, { allZones = false }: SlotOptions = {}): CalendarDate | undefined {
  const today = calendarDateInTimeZone(instant, timeZone);
  const hour = localHourAt(instant, timeZone);
  if (!allZones) return dayOfWeek(today) === SUNDAY && hour === WEEKLY_SUMMARY_HOUR ? today : undefined;
  if (dayOfWeek(today) === SUNDAY && hour >= WEEKLY_SUMMARY_HOUR) return today;
  return addDays(sundayEndingWeekOf(today), -7);
}

/** The days a weekly summary covers: the week ending on `sunday`, and the seven days after it. */
export function summaryWeeks(sunday: CalendarDate) {
  return { weekStart: addDays(sunday, -6), weekEnd: sunday, nextWeekStart: addDays(sunday, 1), nextWeekEnd: addDays(sunday, 7) };
}
