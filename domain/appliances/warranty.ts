import { addDays, addMonths, daysBetween, type CalendarDate } from "../dates/calendar-date.ts";

/**
 * An appliance's warranty as the owner entered it: when it started, and either how many months it runs
 * or the day it ends (docs/product.md §4.20). The day it ends is the last day it covers.
 */
export type WarrantyTerms = { startsOn: CalendarDate; lengthMonths: number | null; endsOn: CalendarDate | null };

/** How many days ahead an ending warranty is announced, once (docs/product.md §4.20). */
export const WARRANTY_ENDING_NOTICE_DAYS = 30;

/**
 * The last day a warranty covers: the day given, or the start plus its length less one day (a 12-month
 * warranty from 3 March 2026 covers up to 2 March 2027), counted as `addMonths` counts months.
 */
export function warrantyEndOf({ startsOn, lengthMonths, endsOn }: WarrantyTerms): CalendarDate {
  if (endsOn !== null) return endsOn;
  if (lengthMonths === null) throw new Error("A warranty needs a length or an end date");
  return addDays(addMonths(startsOn, lengthMonths), -1);
}

export type WarrantyState =
  /** Covered, and more than the notice's days left. */
  | { kind: "active"; endsOn: CalendarDate }
  /** Covered, its last day at most the notice's days away. */
  | { kind: "ending-soon"; endsOn: CalendarDate; daysLeft: number }
  /** Its last day is past. */
  | { kind: "ended"; endsOn: CalendarDate }
  /** It starts later than today. */
  | { kind: "not-started"; startsOn: CalendarDate; endsOn: CalendarDate };

/** Where a warranty stands on a day. */
export function warrantyStateOn(terms: WarrantyTerms, today: CalendarDate): WarrantyState {
  const endsOn = warrantyEndOf(terms);
  if (today > endsOn) return { kind: "ended", endsOn };
  if (today < terms.startsOn) return { kind: "not-started", startsOn: terms.startsOn, endsOn };
  const daysLeft = daysBetween(today, endsOn);
  return daysLeft <= WARRANTY_ENDING_NOTICE_DAYS ? { kind: "ending-soon", endsOn, daysLeft } : { kind: "active", endsOn };
}

/** Whether a warranty's ending is to be announced on a day: it is still covering and ends within the notice's days. */
export function warrantyEndsSoon(terms: WarrantyTerms, today: CalendarDate): boolean {
  return warrantyStateOn(terms, today).kind === "ending-soon";
}
