import { z } from "zod";
import { calendarDateSchema, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { completionDateProblem } from "@domain/tasks/completion-date.ts";
import {
  MAX_TIME_SPENT_MINUTES,
  TIME_SPENT_TOO_LONG_MESSAGE,
  completedTaskMetadataRequestSchema,
  sanitiseCompletedTaskMetadata,
  type CompletedTaskMetadata,
} from "@domain/entities/task.ts";

/*
 * The complete-with-details form: the day it was done, notes, time spent (minutes) and cost (dollars),
 * typed as text and checked against the contract's schemas and the completion-date rule the server keeps
 * (domain/tasks/completion-date.ts). A blank number is left out, never sent as 0.
 */

/** The contract's bounds (completedTaskMetadataRequestSchema), said in words the form can show. */
const MAX_DOLLARS = 10_000_000;

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim().replace(/^\$/, ""));

export const completionDetailsFormSchema = z.object({
  notes: z.string().max(5000, "Keep notes under 5,000 characters"),
  timeSpentMinutes: z
    .string()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || /^\d+$/.test(value), "Enter whole minutes, like 20")
    .transform((value) => (value === undefined ? undefined : Number(value)))
    // Checked here, before the contract's schema, whose own message for too large a number is a library's.
    .refine((value) => value === undefined || value <= MAX_TIME_SPENT_MINUTES, TIME_SPENT_TOO_LONG_MESSAGE)
    .pipe(completedTaskMetadataRequestSchema.shape.timeSpentMinutes),
  costActual: z
    .string()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || /^\d+(\.\d{1,2})?$/.test(value), "Enter dollars and cents, like 12.50")
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .refine((value) => value === undefined || value <= MAX_DOLLARS, `Enter at most $${MAX_DOLLARS.toLocaleString("en-US")}`)
    .pipe(completedTaskMetadataRequestSchema.shape.costActual),
  /** Only when the form asks for the day (completionDetailsFormSchemaFor); "YYYY-MM-DD" as a date box gives it. */
  completedOn: z.string().optional(),
});
export type CompletionDetailsFormValues = z.input<typeof completionDetailsFormSchema>;
export type CompletionDetailsFormOutput = z.output<typeof completionDetailsFormSchema>;

export const emptyCompletionDetails: CompletionDetailsFormValues = { notes: "", timeSpentMinutes: "", costActual: "" };

/** What a completion carries: its notes, time and cost, and the day it was done when the person said. */
/**
 * What the dialog answers; `attachments` are the photos and receipts chosen in its attachments field, uploaded
 * once the completion is answered (docs/product.md §4.19), never sent with it.
 */
export type CompletionDetails = CompletedTaskMetadata & { readonly completedOn?: CalendarDate; readonly attachments?: readonly File[] };

/** The days a completion may be dated: up to the person's today, from the day the task was added (when known). */
export type CompletionDateLimits = { readonly today: CalendarDate; readonly taskAddedOn: CalendarDate | null };

/** A date box left empty, or with only part of a date in it. */
export const DONE_ON_MISSING_MESSAGE = "Enter the day it was done (month, day and year)";

/**
 * The form's schema when it asks for the day it was done (docs/product.md §4.5 "Done earlier"): a whole
 * date, not after today and not before the task was added, in the server's own words.
 */
export function completionDetailsFormSchemaFor(limits: CompletionDateLimits | undefined) {
  if (!limits) return completionDetailsFormSchema;
  return completionDetailsFormSchema.extend({
    completedOn: z
      .string()
      .optional()
      .superRefine((value, context) => {
        const day = calendarDateSchema.safeParse(value ?? "");
        const problem = day.success ? completionDateProblem(day.data, limits.today, limits.taskAddedOn) : DONE_ON_MISSING_MESSAGE;
        if (problem !== null) context.addIssue({ code: "custom", message: problem });
      }),
  });
}

/** What is sent: notes only when written, numbers only when they are numbers (docs/product.md §5). */
export function toCompletionMetadata(values: CompletionDetailsFormOutput): CompletedTaskMetadata {
  const { completedOn: _day, ...details } = values;
  return sanitiseCompletedTaskMetadata({ ...details, notes: details.notes.trim() === "" ? undefined : details.notes.trim() });
}

/** The metadata, with the day it was done when the form asked for it. */
export function toCompletionDetails(values: CompletionDetailsFormOutput): CompletionDetails {
  return { ...toCompletionMetadata(values), ...(values.completedOn ? { completedOn: values.completedOn } : {}) };
}
