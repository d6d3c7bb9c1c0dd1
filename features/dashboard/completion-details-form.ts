import { z } from "zod";
import { completedTaskMetadataSchema, sanitiseCompletedTaskMetadata, type CompletedTaskMetadata } from "@domain/entities/task.ts";

/*
 * The complete-with-details form: notes, time spent (minutes) and cost (dollars), typed as text and
 * checked against the contract's metadata schema. A blank number is left out, never sent as 0.
 */

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim().replace(/^\$/, ""));

export const completionDetailsFormSchema = z.object({
  notes: z.string().max(5000, "Keep notes under 5,000 characters"),
  timeSpentMinutes: z
    .string()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || /^\d+$/.test(value), "Enter whole minutes, like 20")
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(completedTaskMetadataSchema.shape.timeSpentMinutes.refine((value) => value === undefined || value <= 100_000, "That is more than two months")),
  costActual: z
    .string()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || /^\d+(\.\d{1,2})?$/.test(value), "Enter dollars and cents, like 12.50")
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(completedTaskMetadataSchema.shape.costActual),
});
export type CompletionDetailsFormValues = z.input<typeof completionDetailsFormSchema>;
export type CompletionDetailsFormOutput = z.output<typeof completionDetailsFormSchema>;

export const emptyCompletionDetails: CompletionDetailsFormValues = { notes: "", timeSpentMinutes: "", costActual: "" };

/** What is sent: notes only when written, numbers only when they are numbers (docs/product.md §5). */
export function toCompletionMetadata(values: CompletionDetailsFormOutput): CompletedTaskMetadata {
  return sanitiseCompletedTaskMetadata({ ...values, notes: values.notes.trim() === "" ? undefined : values.notes.trim() });
}
