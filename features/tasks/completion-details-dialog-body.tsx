import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@ui/button/index.ts";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@ui/dialog/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Textarea } from "@ui/textarea/index.ts";
import type { CompletedTaskMetadata } from "@domain/entities/task.ts";
import {
  completionDetailsFormSchema,
  emptyCompletionDetails,
  toCompletionMetadata,
  type CompletionDetailsFormOutput,
  type CompletionDetailsFormValues,
} from "./completion-details-form.ts";

export type CompletionDetailsDialogProps = {
  /** The task's name, or null while the dialog is closed. */
  taskName: string | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (metadata: CompletedTaskMetadata) => void | Promise<void>;
  /** "complete" completes the task with the details; "update" adds them to a task already done. */
  mode?: "complete" | "update";
  /** Starting values when editing what was noted before. */
  initialValues?: Partial<CompletionDetailsFormValues>;
};

type DetailsFormProps = Pick<CompletionDetailsDialogProps, "onSubmit" | "initialValues" | "mode"> & { onCancel: () => void };

/** The form itself; the dialog mounts a fresh one each time it opens, so it starts from its initial values. */
function DetailsForm({ onSubmit, initialValues, mode = "complete", onCancel }: DetailsFormProps) {
  const form = useForm<CompletionDetailsFormValues, unknown, CompletionDetailsFormOutput>({
    resolver: zodResolver(completionDetailsFormSchema),
    defaultValues: { ...emptyCompletionDetails, ...initialValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(toCompletionMetadata(values));
  });
  return (
    <>
      <form id="completion-details" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Completion details">
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
      </form>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="completion-details" loading={isSubmitting}>
          {mode === "complete" ? "Complete task" : "Save details"}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * Notes, time spent (minutes) and cost (dollars) for a task being completed, or already done: the dialog
 * itself, which `CompletionDetailsDialog` (deferred-completion-details-dialog.tsx) loads on first use.
 */
export function CompletionDetailsDialogBody({ taskName, onOpenChange, onSubmit, mode = "complete", initialValues }: CompletionDetailsDialogProps) {
  return (
    <Dialog open={taskName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === "complete" ? "Complete with details" : "Add details"}</DialogTitle>
          <DialogDescription>{taskName ? `${taskName}: what you noticed, how long it took and what it cost.` : ""}</DialogDescription>
        </DialogHeader>
        {taskName !== null ? (
          <DetailsForm key={taskName} onSubmit={onSubmit} mode={mode} onCancel={() => onOpenChange(false)} {...(initialValues ? { initialValues } : {})} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
