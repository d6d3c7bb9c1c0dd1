import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@ui/button/index.ts";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@ui/dialog/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import type { HomeAppliance, UpdateApplianceRequest } from "@domain/contract/index.ts";
import { editApplianceFormSchema, updateRequestFrom, type EditApplianceFormValues } from "./appliance-form-schema.ts";

export type EditApplianceDialogProps = {
  /** The appliance being edited; null closes the dialog. */
  appliance: HomeAppliance | null;
  onOpenChange: (open: boolean) => void;
  onSave: (changes: UpdateApplianceRequest) => void;
  saving?: boolean;
  /** The server's words when saving failed; what was typed stays. */
  saveError?: string | null;
  /** The latest install date allowed (today), for the date picker. */
  maxDate: string;
};

/** Name, brand, model and install date of one appliance, in a dialog (react-hook-form + the contract). */
export function EditApplianceDialog({ appliance, onOpenChange, onSave, saving = false, saveError, maxDate }: EditApplianceDialogProps) {
  return (
    <Dialog open={appliance !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {appliance ? <EditApplianceForm key={appliance.id} appliance={appliance} onSave={onSave} saving={saving} saveError={saveError ?? null} maxDate={maxDate} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditApplianceForm({
  appliance,
  onSave,
  saving,
  saveError,
  maxDate,
  onCancel,
}: {
  appliance: HomeAppliance;
  onSave: (changes: UpdateApplianceRequest) => void;
  saving: boolean;
  saveError: string | null;
  maxDate: string;
  onCancel: () => void;
}) {
  const form = useForm<EditApplianceFormValues>({
    resolver: zodResolver(editApplianceFormSchema),
    defaultValues: { name: appliance.name, brand: appliance.brand ?? "", model: appliance.model ?? "", installDate: appliance.installDate ?? "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSave(updateRequestFrom(editApplianceFormSchema.parse(values))));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${appliance.name}`} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit {appliance.name}</DialogTitle>
        <DialogDescription>What you call it, who made it and when it was installed. A corrected install date moves the tasks you have not done yet.</DialogDescription>
      </DialogHeader>
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Brand (optional)" error={errors.brand?.message}>
          <Input autoComplete="off" {...form.register("brand")} />
        </Field>
        <Field label="Model (optional)" error={errors.model?.message}>
          <Input autoComplete="off" {...form.register("model")} />
        </Field>
      </div>
      <Field label="Install date (optional)" error={errors.installDate?.message}>
        <Input type="date" max={maxDate} {...form.register("installDate")} />
      </Field>
      {saveError ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          <p className="font-medium text-destructive">The changes could not be saved</p>
          <p>{saveError}</p>
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
