import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FormAlert } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Textarea } from "@ui/textarea/index.ts";
import { useServerError } from "@ui/lib/use-server-error.ts";
import type { Appliance, UpdateApplianceRequest } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { normaliseError } from "@lib/http/index.ts";
import { applianceRecordFormSchema, recordFormValuesOf, recordUpdateFrom, type ApplianceRecordFormValues } from "./appliance-form-schema.ts";
import { InstallDateField, NameBrandModelFields, SAVE_FAILED_TITLE, SaveCancelButtons } from "./appliance-form-parts.tsx";
import { INCOMPLETE_DATE_MESSAGE, useCompleteDateSubmit } from "./install-date-input.tsx";

export type ApplianceRecordFormProps = {
  appliance: Appliance;
  /** Saves the changes; a refusal (the promise rejected) is shown in the form, and what was typed stays. */
  onSave: (changes: UpdateApplianceRequest) => Promise<void>;
  onCancel: () => void;
  /** The home's calendar day: the latest date allowed (docs/product.md §5.9). */
  today: CalendarDate;
  /** Puts the focus in the date box first (the owner chose to correct an estimate). */
  focusDate?: boolean;
};

/** The appliance's record, edited (react-hook-form with the contract's limits; docs/product.md §2.12). */
export function ApplianceRecordForm({ appliance, onSave, onCancel, today, focusDate = false }: ApplianceRecordFormProps) {
  const schema = React.useMemo(() => applianceRecordFormSchema(today), [today]);
  const form = useForm<ApplianceRecordFormValues>({ resolver: zodResolver(schema), defaultValues: recordFormValuesOf(appliance), mode: "onTouched" });
  const { serverError, report } = useServerError(form);
  const { errors, isSubmitting } = form.formState;
  const nameField = form.register("name");
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(recordUpdateFrom(schema.parse(values), appliance));
    } catch (error) {
      report(SAVE_FAILED_TITLE, normaliseError(error));
    }
  });
  const { dateInput, onSubmit } = useCompleteDateSubmit(submit, () => form.setError("installDate", { message: INCOMPLETE_DATE_MESSAGE }, { shouldFocus: true }));
  React.useEffect(() => {
    if (focusDate) dateInput.current?.focus();
    else form.setFocus("name");
  }, [focusDate, form, dateInput]);
  return (
    <form noValidate aria-label={`Edit ${appliance.name}`} className="grid gap-4" onSubmit={onSubmit}>
      <NameBrandModelFields fields={{ name: nameField, brand: form.register("brand"), model: form.register("model") }} errors={errors}>
        <Field label="Serial number (optional)" hint="On the rating plate. With the brand, it may tell when it was made." error={errors.serialNumber?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register("serialNumber")} />
        </Field>
        <InstallDateField label="Installed or made on (optional)" field={form.register("installDate")} error={errors.installDate} inputRef={dateInput} today={today} />
      </NameBrandModelFields>
      <Field label="Where it is (optional)" hint="Such as “Basement, by the stairs”." error={errors.location?.message}>
        <Input autoComplete="off" {...form.register("location")} />
      </Field>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        <Textarea rows={4} {...form.register("notes")} />
      </Field>
      {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <SaveCancelButtons isSubmitting={isSubmitting} onCancel={onCancel} />
      </div>
    </form>
  );
}
