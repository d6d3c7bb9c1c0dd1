import { ZodError } from "zod";
import { compareCalendarDates, type CalendarDate } from "../dates/calendar-date.ts";
import { COMPLETION_DATE_MESSAGES } from "../messages.ts";

/*
 * docs/product.md §4.5 "Done earlier": a completion carries the day it was done, today unless the person
 * says otherwise; never after today (their calendar day) and never before the task existed. One rule and one
 * set of words for the server, a home kept in the browser and the forms.
 */

/** The first and last day a completion may be dated, for a task added on `taskAddedOn`. */
export function completionDateBounds(today: CalendarDate, taskAddedOn: CalendarDate | null): { min: CalendarDate | null; max: CalendarDate } {
  // A task added "after" today (a clock put back) may still be done today.
  const min = taskAddedOn !== null && compareCalendarDates(taskAddedOn, today) <= 0 ? taskAddedOn : null;
  return { min, max: today };
}

/** What is wrong with the day a completion is dated, in the product's words, or null when it may be kept. */
export function completionDateProblem(doneOn: CalendarDate, today: CalendarDate, taskAddedOn: CalendarDate | null): string | null {
  const { min, max } = completionDateBounds(today, taskAddedOn);
  if (compareCalendarDates(doneOn, max) > 0) return COMPLETION_DATE_MESSAGES.inFuture;
  if (min !== null && compareCalendarDates(doneOn, min) < 0) return COMPLETION_DATE_MESSAGES.beforeTask;
  return null;
}

/**
 * A day a completion may not be dated, refused as the contract refuses a field: a ZodError whose one issue
 * names `completedOn`, which the server and a home kept in the browser both answer as a 400 VALIDATION_FAILED,
 * so a form shows it under its date field.
 */
export function completionDateRefusal(doneOn: CalendarDate, message: string): ZodError {
  return new ZodError([{ code: "custom", path: ["completedOn"], message, input: doneOn }]);
}

/** Throws the refusal when a completion may not be dated `doneOn`. */
export function checkCompletionDate(doneOn: CalendarDate, today: CalendarDate, taskAddedOn: CalendarDate | null): void {
  const problem = completionDateProblem(doneOn, today, taskAddedOn);
  if (problem !== null) throw completionDateRefusal(doneOn, problem);
}
