import { calendarDateOfInstant, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import type { CompletionDateLimits } from "./completion-details-form.ts";

/**
 * The days a task may be said done on (docs/product.md §4.5 "Done earlier"): today at the latest, and not
 * before the day it was added in the person's zone, the day the server counts from.
 */
export function completionDateLimitsOf(task: Pick<ServerTask, "createdAt">, clock: { readonly today: CalendarDate; readonly timeZone: string }): CompletionDateLimits {
  return { today: clock.today, taskAddedOn: task.createdAt ? calendarDateOfInstant(task.createdAt, clock.timeZone) : null };
}
