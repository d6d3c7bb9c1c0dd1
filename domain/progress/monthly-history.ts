import { addMonths, type CalendarDate } from "../dates/calendar-date.ts";

/** "2026-11". */
export type CalendarMonth = string;

export interface MonthTotals {
  readonly month: CalendarMonth;
  readonly completed: number;
  readonly moneySaved: number;
}

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/**
 * Completions and money saved per month over the `months` calendar months ending with today's, oldest
 * first; months without a completion count 0, and completions outside the window are left out.
 */
export function monthlyTotals(
  completions: readonly { readonly completedOn: CalendarDate; readonly moneySaved: number }[],
  today: CalendarDate,
  months = 12,
): MonthTotals[] {
  const firstOfThisMonth = `${monthOf(today)}-01`;
  const window = Array.from({ length: months }, (_, index) => monthOf(addMonths(firstOfThisMonth, index - months + 1)));
  const totals = new Map(window.map((month) => [month, { completed: 0, moneySaved: 0 }]));
  for (const completion of completions) {
    const entry = totals.get(monthOf(completion.completedOn));
    if (!entry) continue;
    entry.completed += 1;
    entry.moneySaved += completion.moneySaved;
  }
  return window.map((month) => ({ month, completed: totals.get(month)!.completed, moneySaved: Math.round(totals.get(month)!.moneySaved * 100) / 100 }));
}
