import { addDays, addMonths, addYears, type CalendarDate } from "../dates/calendar-date.ts";

/**
 * The browser's next-due rule (docs/product.md §4.11, "from a base date, in the browser"): weekly +7 days,
 * monthly +1 month, quarterly +3 months, yearly +1 year, anything else +1 month.
 *
 * It is deliberately the short rule of docs/product.md §4.11, not the full frequency table: it is what the app falls back
 * on when the server gave no nextDueDate (local mode, offline replay). "annually" and "annual" count as
 * "yearly": §9 lists "annually/yearly" as one frequency, and a homeowner who services something every
 * year would not expect it back a month later. Month ends follow `addMonths` (Jan 31 + 1 month = Feb 28/29).
 */
export function clientNextDueDate(base: CalendarDate, frequency: string): CalendarDate {
  switch (frequency.trim().toLowerCase()) {
    case "weekly":
      return addDays(base, 7);
    case "monthly":
      return addMonths(base, 1);
    case "quarterly":
      return addMonths(base, 3);
    case "yearly":
    case "annually":
    case "annual":
      return addYears(base, 1);
    default:
      return addMonths(base, 1);
  }
}
