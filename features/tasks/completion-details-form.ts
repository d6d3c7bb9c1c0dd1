import { z } from "zod";
import {
  MAX_TIME_SPENT_MINUTES,
  TIME_SPENT_TOO_LONG_MESSAGE,
  completedTaskMetadataRequestSchema,
  sanitiseCompletedTaskMetadata,
  type CompletedTaskMetadata,
} from "@domain/entities/task.ts";

/*
 * The complete-with-details form: notes, time spent (minutes) and cost (dollars), typed as text and
 * checked against the contract's metadata schema. A blank number is left out, never sent as 0.
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
});
export type CompletionDetailsFormValues = z.input<typeof completionDetailsFormSchema>;
export type CompletionDetailsFormOutput = z.output<typeof completionDetailsFormSchema>;

export const emptyCompletionDetails: CompletionDetailsFormValues = { notes: "", timeSpentMinutes: "", costActual: "" };

/** What is sent: notes only when written, numbers only when they are numbers (docs/product.md §5). */
export function toCompletionMetadata(values: CompletionDetailsFormOutput): CompletedTaskMetadata {
  return sanitiseCompletedTaskMetadata({ ...values, notes: values.notes.trim() === "" ? undefined : values.notes.trim() });
}
