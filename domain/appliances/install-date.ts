import { MAX_APPLIANCE_AGE_YEARS } from "../contract/appliances.ts";
import { addYears, compareCalendarDates, type CalendarDate } from "../dates/calendar-date.ts";
import { INSTALL_DATE_MESSAGES } from "../messages.ts";
import { installDateFromYearsOld } from "../scheduling/plan-appliance-tasks.ts";

/*
 * docs/product.md §5.9: an appliance's install date is not in the future and no further back than an age
 * may go (MAX_APPLIANCE_AGE_YEARS): an older date is a typing slip, not an appliance. One rule and one set of
 * words (INSTALL_DATE_MESSAGES, domain/messages.ts) for the server, a home kept in the browser and the edit form.
 */

/** The first and last day an install date may be, for a home whose calendar day is `today`. */
export function installDateBounds(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: addYears(today, -MAX_APPLIANCE_AGE_YEARS), max: today };
}

/** What is wrong with an install date, in the product's words, or null when it may be kept. */
export function installDateProblem(installDate: CalendarDate, today: CalendarDate): string | null {
  const { min, max } = installDateBounds(today);
  if (compareCalendarDates(installDate, max) > 0) return INSTALL_DATE_MESSAGES.inFuture;
  if (compareCalendarDates(installDate, min) < 0) return INSTALL_DATE_MESSAGES.tooOld;
  return null;
}

export type InstallDateOutcome = { readonly installDate: CalendarDate | null } | { readonly problem: string };

/**
 * The install date an appliance is kept with: the date given when it may be kept, else the age in years
 * counted back from today, else none. A date that may not be kept is a problem for the caller to refuse.
 */
export function installDateOf(details: { installDate?: string | null | undefined; yearsOld?: number | null | undefined }, today: CalendarDate): InstallDateOutcome {
  if (details.installDate) {
    const problem = installDateProblem(details.installDate, today);
    return problem === null ? { installDate: details.installDate } : { problem };
  }
  if (details.yearsOld !== undefined && details.yearsOld !== null) return { installDate: installDateFromYearsOld(details.yearsOld, today) };
  return { installDate: null };
}
