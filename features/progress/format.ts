import { format } from "date-fns";

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,240" for whole dollars, "$12.50" otherwise. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}

/** "45 min", "2 h", "2 h 15 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 day", "3 days". */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** A calendar date ("2026-11-24") as "Nov 24, 2026", read as written wherever the reader is. */
export function formatCalendarDay(date: string): string {
  return format(new Date(`${date}T00:00:00`), "MMM d, yyyy");
}

/** "2026-11" as "November 2026". */
export function formatMonth(month: string): string {
  return format(new Date(`${month}-01T00:00:00`), "MMMM yyyy");
}

/** "2026-11" as "Nov". */
export function formatShortMonth(month: string): string {
  return format(new Date(`${month}-01T00:00:00`), "MMM");
}
