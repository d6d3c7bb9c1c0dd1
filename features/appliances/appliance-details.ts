import { differenceInCalendarYears, format, parseISO } from "date-fns";
import { formatMonthOfDay } from "@domain/format/for-people.ts";

/** "Installed May 2019 · 7 years old", or nothing when the date is unknown. */
export function installedText(installDate: string | null, today: Date): string | null {
  if (!installDate) return null;
  const date = parseISO(installDate);
  const years = Math.max(0, differenceInCalendarYears(today, date) - (format(today, "MMdd") < format(date, "MMdd") ? 1 : 0));
  const age = years === 0 ? "less than a year old" : `${years} ${years === 1 ? "year" : "years"} old`;
  return `Installed ${formatMonthOfDay(installDate)} · ${age}`;
}

export function taskCountText(count: number): string {
  return `${count} ${count === 1 ? "task" : "tasks"}`;
}
