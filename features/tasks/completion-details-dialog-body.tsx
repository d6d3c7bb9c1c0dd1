import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@ui/button/index.ts";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@ui/dialog/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Textarea } from "@ui/textarea/index.ts";
import { fieldRefusalOf, normaliseError } from "@lib/http/index.ts";
import {
  DONE_ON_MISSING_MESSAGE,
  completionDetailsFormSchemaFor,
  emptyCompletionDetails,
  toCompletionDetails,
  type CompletionDateLimits,
  type CompletionDetails,
  type CompletionDetailsFormOutput,
  type CompletionDetailsFormValues,
} from "./completion-details-form.ts";

export type CompletionDetailsDialogProps = {
  /** The task's name, or null while the dialog is closed. */
  taskName: string | null;
  onOpenChange: (open: boolean) => void;
  /**
   * Given what the form holds. A rejection keeps the dialog open: a refusal of the day it was done is shown
   * under its field, any other under the form.
   */
  onSubmit: (details: CompletionDetails) => void | Promise<void>;
  /**
   * "complete" completes the task with the details; "update" adds them to a task already done; "edit"
   * changes a completion of the history, its day included.
   */
  mode?: "complete" | "update" | "edit";
  /** Starting values when editing what was noted before. */
  initialValues?: Partial<CompletionDetailsFormValues>;
  /**
   * Fields of another feature shown in the form, under the cost: the photos and receipts to attach, which the
   * screen that opens the dialog fills and uploads once the completion is answered (docs/decisions/089-warranties-and-attachments.md).
   */
  attachments?: React.ReactNode;
  /**
   * Asks for the day it was done (docs/product.md §4.5 "Done earlier"), today unless the starting values
   * say otherwise, within these days.
   */
  dateLimits?: CompletionDateLimits;
};

const TITLES = { complete: "Complete with details", update: "Add details", edit: "Edit completion" } as const;
const SUBMIT_WORDS = { complete: "Complete task", update: "Save details", edit: "Save changes" } as const;

type DetailsFormProps = Pick<CompletionDetailsDialogProps, "onSubmit" | "initialValues" | "mode" | "attachments" | "dateLimits"> & { onCancel: () => void };

/** The form itself; the dialog mounts a fresh one each time it opens, so it starts from its initial values. */
function DetailsForm({ onSubmit, initialValues, mode = "complete", attachments, dateLimits, onCancel }: DetailsFormProps) {
  const schema = React.useMemo(() => completionDetailsFormSchemaFor(dateLimits), [dateLimits]);
  const form = useForm<CompletionDetailsFormValues, unknown, CompletionDetailsFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyCompletionDetails, ...(dateLimits ? { completedOn: dateLimits.today } : {}), ...initialValues },
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // A date box with only part of a date typed reports "", the same as an empty one; the browser's own flag tells them apart.
  const dateInput = React.useRef<HTMLInputElement | null>(null);
  const dateField = form.register("completedOn");
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSubmit(toCompletionDetails(values));
    } catch (error) {
      const onDate = fieldRefusalOf(error, "completedOn");
      if (onDate !== undefined) form.setError("completedOn", { message: onDate }, { shouldFocus: true });
      else setRefusal(normaliseError(error).message);
    }
  });
  return (
    <>
      <form
        id="completion-details"
        noValidate
        onSubmit={(event) => {
          if (dateInput.current?.validity.badInput) {
            event.preventDefault();
            form.setError("completedOn", { message: DONE_ON_MISSING_MESSAGE }, { shouldFocus: true });
            return;
          }
          void submit(event);
        }}
        className="grid gap-4"
        aria-label="Completion details"
      >
        {dateLimits ? (
          <Field label="Done on" hint="Today, or the day you did it." error={errors.completedOn?.message}>
            <Input
              type="date"
              max={dateLimits.today}
              {...(dateLimits.taskAddedOn ? { min: dateLimits.taskAddedOn } : {})}
              {...dateField}
              ref={(element) => {
                dateField.ref(element);
                dateInput.current = element;
              }}
            />
          </Field>
        ) : null}
        <Field label="Notes" error={errors.notes?.message}>
          <Textarea rows={3} {...form.register("notes")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Time spent (minutes)" error={errors.timeSpentMinutes?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("timeSpentMinutes")} />
          </Field>
          <Field label="Cost (dollars)" error={errors.costActual?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("costActual")} />
          </Field>
        </div>
        {attachments}
        {refusal ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
            {refusal}
          </p>
        ) : null}
      </form>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="completion-details" loading={isSubmitting}>
          {SUBMIT_WORDS[mode]}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The day it was done, notes, time spent (minutes) and cost (dollars) for a task being completed, already
 * done, or a completion of the history: the dialog itself, which `CompletionDetailsDialog`
 * (deferred-completion-details-dialog.tsx) loads on first use.
 */
export function CompletionDetailsDialogBody({ taskName, onOpenChange, onSubmit, mode = "complete", initialValues, attachments, dateLimits }: CompletionDetailsDialogProps) {
  const about = mode === "edit" ? "the day it was done, what you noticed, how long it took and what it cost." : "what you noticed, how long it took and what it cost.";
  return (
    <Dialog open={taskName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription>{taskName ? `${taskName}: ${about}` : ""}</DialogDescription>
        </DialogHeader>
        {taskName !== null ? (
          <DetailsForm
            key={taskName}
            onSubmit={onSubmit}
            mode={mode}
            attachments={attachments}
            onCancel={() => onOpenChange(false)}
            {...(initialValues ? { initialValues } : {})}
            {...(dateLimits ? { dateLimits } : {})}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
