import { calendarDateOfInstant, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";

/*
 * How the product writes numbers, durations, money and dates for people, the same in every screen and
 * e-mail (docs/product.md §2): US English, month before day ("Mar 12", "Mar 12, 2027"), as the prices are
 * in dollars. A reader outside the US may have their days written day first ("12 Mar") and the guides'
 * temperatures in °C (docs/product.md §2.18, decision 067). Dates are read from their digits, never
 * through a time zone, so no reader sees another day.
 */

/** How a reader writes days and temperatures: the US's way, or day first with °C as most of the world does. */
export type ReadingConventions = { readonly dateOrder: "month-first" | "day-first"; readonly temperature: "fahrenheit" | "celsius" };

export const US_CONVENTIONS: ReadingConventions = { dateOrder: "month-first", temperature: "fahrenheit" };
export const DAY_FIRST_CELSIUS: ReadingConventions = { dateOrder: "day-first", temperature: "celsius" };

/**
 * The conventions of a BCP 47 locale: month first and °F for the United States and the places that write
 * as it does (its territories, Liberia, Micronesia, the Marshall Islands, Palau), and for a language named
 * without a region ("en"); day first and °C everywhere else ("en-GB", "en-AU", "de-DE").
 */
export function conventionsOfLocale(locale: string | undefined): ReadingConventions {
  if (!locale) return US_CONVENTIONS;
  // Every card on a screen asks, and a locale's likeliest region is costly to work out: once per locale.
  let conventions = conventionsByLocale.get(locale);
  if (!conventions) {
    conventions = conventionsOfRegion(locale);
    conventionsByLocale.set(locale, conventions);
  }
  return conventions;
}

const conventionsByLocale = new Map<string, ReadingConventions>();

function conventionsOfRegion(locale: string): ReadingConventions {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return US_CONVENTIONS;
  }
  // A bare "en" maximizes to the US; any other language without a region is taken at its likeliest region.
  return region === undefined || FAHRENHEIT_REGIONS.has(region) ? US_CONVENTIONS : DAY_FIRST_CELSIUS;
}

const FAHRENHEIT_REGIONS: ReadonlySet<string> = new Set(["US", "PR", "GU", "VI", "AS", "MP", "UM", "LR", "FM", "MH", "PW"]);

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const AMOUNT = String.raw`${NUMBER}(?: to ${NUMBER})?`;
/** The space between a number and its unit, written or not, ordinary or already non-breaking. */
const UNIT_SPACE = String.raw`[ \u00a0]?`;
/** "120 °F (49 °C)", "7 to 10 °F (4 to 6 °C)": the catalogue's way, both scales side by side. */
const PAIRED = new RegExp(String.raw`(${AMOUNT})${UNIT_SPACE}°F \((${AMOUNT})${UNIT_SPACE}°C\)`, "g");
const LONE_FAHRENHEIT = new RegExp(String.raw`(${NUMBER})${UNIT_SPACE}°F`, "g");
const LONE_CELSIUS = new RegExp(String.raw`(${NUMBER})${UNIT_SPACE}°C`, "g");

/**
 * A temperature as the reader sees it: "4 °C", with a non-breaking space, so a line never ends between the
 * number and its unit (a phone's narrow column would otherwise leave "°C" alone on the next line).
 */
const degrees = (amount: string | number, unit: "°F" | "°C") => `${amount}\u00a0${unit}`;

const toCelsius = (fahrenheit: number) => Math.round(((fahrenheit - 32) * 5) / 9);
const toFahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

/**
 * The temperatures of a text in the reader's scale. The catalogue writes a temperature with both ("120 °F
 * (49 °C)"), and a difference of temperatures always so (domain/catalog/README.md); the reader sees the one
 * of their scale. A temperature given in one scale alone is converted, as a reading, not a difference.
 * Every temperature comes out with a non-breaking space before its unit ("4\u00a0°C").
 */
export function formatTemperatures(text: string, temperature: ReadingConventions["temperature"]): string {
  const paired = text.replace(PAIRED, (_match, fahrenheit: string, celsius: string) => (temperature === "fahrenheit" ? degrees(fahrenheit, "°F") : degrees(celsius, "°C")));
  return temperature === "celsius"
    ? paired.replace(LONE_FAHRENHEIT, (_match, value: string) => degrees(toCelsius(Number(value)), "°C")).replace(LONE_CELSIUS, (_match, value: string) => degrees(value, "°C"))
    : paired.replace(LONE_CELSIUS, (_match, value: string) => degrees(toFahrenheit(Number(value)), "°F")).replace(LONE_FAHRENHEIT, (_match, value: string) => degrees(value, "°F"));
}

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

/*
 * Built once, on first use: a formatter is costly to make (tens of milliseconds for the first on a phone) and
 * cheap to use, and built as the module loads it held back the first paint of pages that show no money.
 */
let wholeDollars: Intl.NumberFormat | undefined;
let dollarsAndCents: Intl.NumberFormat | undefined;

/** Whole dollars without cents, cents only when there are some: "$12", "$12.50", "$1,240". */
export function formatMoney(amount: number): string {
  if (Number.isInteger(amount)) {
    wholeDollars ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    return wholeDollars.format(amount);
  }
  dollarsAndCents ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return dollarsAndCents.format(amount);
}

/**
 * Every DIY and pro price the app shows is a typical estimate, never a quote (their basis: domain/catalog/README.md,
 * "Costs"); the screens that show one say so in these words.
 */
export const TYPICAL_ESTIMATE_NOTE = "Typical U.S. estimates, not quotes: prices vary by region and by what the job turns up. Note what you spent when you complete it.";

/**
 * What a completion saved beside the pro visit it avoided: "$62 on a typical $80 pro visit (estimate)". The saving counts
 * what the homeowner noted spending when they did; the pro price is always the catalogue's estimate. A task no pro
 * is paid for (a fire drill, a photo of the rating plates: the catalogue's pro cost is nothing) saved nothing to tell: null.
 */
export function savedOnProVisit(moneySaved: number, proCost: number | null): string | null {
  if (proCost === null || proCost <= 0) return null;
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
 * read on the dashboard; without it the year is always written (a history, a member-since date). A reader
 * who writes the day first reads "12 Mar" and "12 Mar 2026".
 */
export function formatDay(date: CalendarDate, today?: CalendarDate, { dateOrder }: Pick<ReadingConventions, "dateOrder"> = US_CONVENTIONS): string {
  const { year, month, day } = parseCalendarDate(date);
  const withoutYear = today !== undefined && today.slice(0, 4) === date.slice(0, 4);
  if (dateOrder === "day-first") return withoutYear ? `${day} ${SHORT_MONTHS[month - 1]}` : `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
  const monthAndDay = `${SHORT_MONTHS[month - 1]} ${day}`;
  return withoutYear ? monthAndDay : `${monthAndDay}, ${year}`;
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

/** A day written out in full, for a date that stands alone in a sentence: "3 March 2027" (a warranty's end). */
export function formatLongDay(date: CalendarDate): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
