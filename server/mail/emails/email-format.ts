import { format } from "date-fns";
import { parseCalendarDate, type CalendarDate } from "@domain/dates/calendar-date.ts";

/** "Tue, Dec 1": a calendar date as words, read from its numbers so no time zone can shift it. */
export function formatDueDate(date: CalendarDate): string {
  const { year, month, day } = parseCalendarDate(date);
  return format(new Date(year, month - 1, day), "EEE, MMM d");
}

/** "Due today", "Due tomorrow", "Due in 3 days", "1 day overdue", "4 days overdue". */
export function describeDue(daysUntilDue: number): string {
  if (daysUntilDue === 0) return "Due today";
  if (daysUntilDue === 1) return "Due tomorrow";
  if (daysUntilDue > 1) return `Due in ${daysUntilDue} days`;
  const late = -daysUntilDue;
  return `${late} ${late === 1 ? "day" : "days"} overdue`;
}

/** "45 min", "1 h", "2 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
