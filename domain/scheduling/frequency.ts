/**
 * Frequency texts (docs/product.md §4.11, §9.8 and §10.12) turned into intervals.
 *
 * Catalogue entries and templates carry their recurrence as free text ("quarterly", "every 3 years").
 * Scheduling needs a number, so every text docs/product.md names (§4.11, §10.12) maps to an interval here, and the ones
 * nobody recognises count as 12 months, as the server-side frequency table says.
 */

/** Weekly is the one frequency counted in days: "a week" is not a whole number of months. */
export type FrequencyInterval =
  | { readonly unit: "days"; readonly days: number }
  | { readonly unit: "months"; readonly months: number };

/** What an unrecognised text counts as (docs/product.md §4.11: "unknown counts as 12 months"). */
export const UNKNOWN_FREQUENCY_MONTHS = 12;

/** The average month, used only to express a day interval in months (365.25 days / 12). */
export const AVERAGE_DAYS_PER_MONTH = 365.25 / 12;

/** The named frequencies, after lower-casing and trimming (a Map, so "constructor" is not a frequency). */
const NAMED_INTERVALS: ReadonlyMap<string, FrequencyInterval> = new Map(
  Object.entries({
  weekly: { unit: "days", days: 7 },
  monthly: { unit: "months", months: 1 },
  // "bi-monthly" in the catalogue means every two months, not twice a month.
  "bi-monthly": { unit: "months", months: 2 },
  bimonthly: { unit: "months", months: 2 },
  quarterly: { unit: "months", months: 3 },
  "semi-annually": { unit: "months", months: 6 },
  semiannually: { unit: "months", months: 6 },
  "semi-annual": { unit: "months", months: 6 },
  semiannual: { unit: "months", months: 6 },
  // docs/product.md §4.11 lists biannual and bi-annually with semiannual: twice a year, 6 months.
  biannual: { unit: "months", months: 6 },
  "bi-annual": { unit: "months", months: 6 },
  biannually: { unit: "months", months: 6 },
  "bi-annually": { unit: "months", months: 6 },
  annually: { unit: "months", months: 12 },
  annual: { unit: "months", months: 12 },
  yearly: { unit: "months", months: 12 },
  } satisfies Record<string, FrequencyInterval>),
);

/** "every 3 months", "every 2 years", "every month", "every year", "every week", "every 2 weeks". */
const EVERY_N_PATTERN = /^every\s+(?:(\d+)\s+)?(week|month|year)s?$/;

function normaliseFrequencyText(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

function parseRecognisedFrequency(text: string): FrequencyInterval | undefined {
  const normalised = normaliseFrequencyText(text);
  const named = NAMED_INTERVALS.get(normalised);
  if (named) return named;

  const match = EVERY_N_PATTERN.exec(normalised);
  if (!match) return undefined;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  if (!Number.isSafeInteger(count) || count < 1) return undefined;
  switch (match[2]) {
    case "week":
      return { unit: "days", days: 7 * count };
    case "month":
      return { unit: "months", months: count };
    case "year":
      return { unit: "months", months: 12 * count };
    default:
      return undefined;
  }
}

/** True when `text` is a frequency docs/product.md names (the catalogue checks each entry with it). */
export function isRecognisedFrequency(text: string): boolean {
  return parseRecognisedFrequency(text) !== undefined;
}

/** The interval of a frequency text; an unknown text counts as 12 months. */
export function parseFrequency(text: string): FrequencyInterval {
  return parseRecognisedFrequency(text) ?? { unit: "months", months: UNKNOWN_FREQUENCY_MONTHS };
}

/**
 * The interval in months, as the server-side scheduling rules (lead time, seasonal snap, minimum
 * intervals) compare it. A day interval becomes a fraction of an average month, so weekly is ≈ 0.23.
 */
export function intervalInMonths(interval: FrequencyInterval): number {
  return interval.unit === "months" ? interval.months : interval.days / AVERAGE_DAYS_PER_MONTH;
}

/** `parseFrequency` expressed in months. */
export function frequencyIntervalMonths(text: string): number {
  return intervalInMonths(parseFrequency(text));
}
