import { calendarDateOfInstant, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";

/*
 * How the product writes numbers, durations, money and dates for people, the same in every screen and
 * e-mail (docs/product.md §2): US English, month before day ("Mar 12", "Mar 12, 2027"), as the prices are
 * in dollars. Dates are read from their digits, never through a time zone, so no reader sees another day.
 */

/** A message shown as a sentence of its own: its end stop added where it has none ("Link expired" → "Link expired."). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "1 day", "3 days"; "1 task", "2 tasks". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "0 days", "1 day", "5 days". */
export function formatDays(days: number): string {
  return plural(days, "day");
}

/** Minutes as people say them: "45 min", "1 h 30 min", "2 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/* Built once: a formatter is costly to make (tens of milliseconds for the first on a phone) and cheap to use. */
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole dollars without cents, cents only when there are some: "$12", "$12.50", "$1,240". */
export function formatMoney(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}

/**
 * Every DIY and pro price the app shows is a typical estimate, never a quote (their basis: domain/catalog/README.md,
 * "Costs"); the screens that show one say so in these words.
 */
export const TYPICAL_ESTIMATE_NOTE = "Typical U.S. estimates, not quotes: prices vary by region and by what the job turns up. Note what you spent when you complete it.";

/**
 * What a completion saved beside the pro visit it avoided: "$62 on a typical $80 pro visit (estimate)". The saving counts
 * what the homeowner noted spending when they did; the pro price is always the catalogue's estimate.
 */
export function savedOnProVisit(moneySaved: number, proCost: number): string {
  return `${formatMoney(moneySaved)} on a typical ${formatMoney(proCost)} pro visit (estimate)`;
}

/** "Overdue by 3 days", "Due today", "Due tomorrow", "Due in 5 days". */
export function dueLabel(daysAway: number): string {
  if (daysAway < 0) return `Overdue by ${plural(-daysAway, "day")}`;
  if (daysAway === 0) return "Due today";
  if (daysAway === 1) return "Due tomorrow";
  return `Due in ${plural(daysAway, "day")}`;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/**
 * A day: "Mar 12, 2026". Given today, a day of this year leaves its year out ("Mar 12"), as due dates
 * read on the dashboard; without it the year is always written (a history, a member-since date).
 */
export function formatDay(date: CalendarDate, today?: CalendarDate): string {
  const { year, month, day } = parseCalendarDate(date);
  const monthAndDay = `${SHORT_MONTHS[month - 1]} ${day}`;
  return today !== undefined && today.slice(0, 4) === date.slice(0, 4) ? monthAndDay : `${monthAndDay}, ${year}`;
}

/**
 * The day an instant falls on where the reader is, written as `formatDay` writes a day with its year:
 * "Mar 12, 2026" (an achievement's unlock, a renewal, a member-since date). The zone is the one this code
 * runs in unless given: in the browser, the reader's.
 */
export function formatDayOfInstant(isoInstant: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return formatDay(calendarDateOfInstant(isoInstant, timeZone));
}

/** A day's month and year, where the day itself is beside the point: "2019-05-14" as "May 2019". */
export function formatMonthOfDay(date: CalendarDate): string {
  const { year, month } = parseCalendarDate(date);
  return `${SHORT_MONTHS[month - 1]} ${year}`;
}

/** A day with its weekday, for e-mails read days later: "Tue, Dec 1". */
export function formatDayWithWeekday(date: CalendarDate): string {
  const { year, month, day } = parseCalendarDate(date);
  // Read as a UTC date, the day has its calendar weekday whatever the machine's time zone.
  const weekday = new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${SHORT_MONTHS[month - 1]} ${day}`;
}

function monthParts(month: string): { year: number; month: number } {
  const { year, month: monthNumber } = parseCalendarDate(`${month}-01`);
  return { year, month: monthNumber };
}

/** "2026-11" as "November 2026". */
export function formatMonth(month: string): string {
  const parts = monthParts(month);
  return `${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** "2026-11" as "Nov". */
export function formatShortMonth(month: string): string {
  return SHORT_MONTHS[monthParts(month).month - 1]!;
}
