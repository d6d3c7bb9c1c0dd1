import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@ui/dialog/index.ts";
import { FormAlert } from "@ui/field/index.ts";
import type { HomeAppliance, UpdateApplianceRequest } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { useServerError } from "@ui/lib/use-server-error.ts";
import { normaliseError } from "@lib/http/index.ts";
import { editApplianceFormSchema, updateRequestFrom, type EditApplianceFormValues } from "./appliance-form-schema.ts";
import { InstallDateField, NameBrandModelFields, SAVE_FAILED_TITLE, SaveCancelButtons } from "./appliance-form-parts.tsx";
import { INCOMPLETE_DATE_MESSAGE, useCompleteDateSubmit } from "./install-date-input.tsx";

export { INCOMPLETE_DATE_MESSAGE, SAVE_FAILED_TITLE };

export type EditApplianceDialogProps = {
  /** The appliance being edited; null closes the dialog. */
  appliance: HomeAppliance | null;
  onOpenChange: (open: boolean) => void;
  /** Saves the changes; a refusal (the promise rejected) is shown in the form, and what was typed stays. */
  onSave: (changes: UpdateApplianceRequest) => Promise<void>;
  /** The home's calendar day: the latest install date allowed (docs/product.md §5.9). */
  today: CalendarDate;
};

/** Name, brand, model and install date of one appliance, in a dialog (react-hook-form + the contract). */
export function EditApplianceDialog({ appliance, onOpenChange, onSave, today }: EditApplianceDialogProps) {
  return (
    <Dialog open={appliance !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {appliance ? <EditApplianceForm key={appliance.id} appliance={appliance} onSave={onSave} today={today} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditApplianceForm({
  appliance,
  onSave,
  today,
  onCancel,
}: {
  appliance: HomeAppliance;
  onSave: (changes: UpdateApplianceRequest) => Promise<void>;
  today: CalendarDate;
  onCancel: () => void;
}) {
  const schema = React.useMemo(() => editApplianceFormSchema(today), [today]);
  const form = useForm<EditApplianceFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: appliance.name, brand: appliance.brand ?? "", model: appliance.model ?? "", installDate: appliance.installDate ?? "" },
    mode: "onTouched",
  });
  // The server's refusal answered what was sent: it goes as soon as the form changes.
  const { serverError, report } = useServerError(form);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(updateRequestFrom(schema.parse(values)));
    } catch (error) {
      report(SAVE_FAILED_TITLE, normaliseError(error));
    }
  });
  const { dateInput, onSubmit } = useCompleteDateSubmit(submit, () => form.setError("installDate", { message: INCOMPLETE_DATE_MESSAGE }, { shouldFocus: true }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${appliance.name}`} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit {appliance.name}</DialogTitle>
        <DialogDescription>What you call it, who made it and when it was installed. A corrected install date moves the tasks you have not done yet.</DialogDescription>
      </DialogHeader>
      <NameBrandModelFields fields={{ name: form.register("name"), brand: form.register("brand"), model: form.register("model") }} errors={errors} />
      <InstallDateField label="Install date (optional)" field={form.register("installDate")} error={errors.installDate} inputRef={dateInput} today={today} />
      {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
      <DialogFooter>
        <SaveCancelButtons isSubmitting={isSubmitting} onCancel={onCancel} />
      </DialogFooter>
    </form>
  );
}
