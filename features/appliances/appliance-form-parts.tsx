import * as React from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@ui/button/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { InstallDateInput } from "./install-date-input.tsx";

/**
 * What the appliance dialog of the add page and the record page's form share (docs/product.md §2.12): the
 * name, brand and model boxes, the install date box, and the buttons. Each
 * form keeps its own schema and layout around them.
 */

export const SAVE_FAILED_TITLE = "The changes could not be saved";

type Registered = Pick<UseFormRegisterReturn, "name" | "onChange" | "onBlur" | "ref">;
type FieldErrors = { name?: FieldError | undefined; brand?: FieldError | undefined; model?: FieldError | undefined };

export type NameBrandModelFieldsProps = {
  fields: { name: Registered; brand: Registered; model: Registered };
  errors: FieldErrors;
  /** More fields set in the brand and model's two columns, after them. */
  children?: React.ReactNode;
};

/** The appliance's name, then its brand and model side by side (one column on a phone). */
export function NameBrandModelFields({ fields, errors, children }: NameBrandModelFieldsProps) {
  return (
    <>
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...fields.name} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Brand (optional)" error={errors.brand?.message}>
          <Input autoComplete="off" {...fields.brand} />
        </Field>
        <Field label="Model (optional)" error={errors.model?.message}>
          <Input autoComplete="off" {...fields.model} />
        </Field>
        {children}
      </div>
    </>
  );
}

export type InstallDateFieldProps = {
  label: string;
  field: UseFormRegisterReturn;
  error: FieldError | undefined;
  inputRef: React.RefObject<HTMLInputElement | null>;
  today: CalendarDate;
};

export function InstallDateField({ label, field, error, inputRef, today }: InstallDateFieldProps) {
  return (
    <Field label={label} error={error?.message}>
      <InstallDateInput field={field} inputRef={inputRef} today={today} />
    </Field>
  );
}

/** Cancel, then "Save changes" that says it is saving while the request is on its way. */
export function SaveCancelButtons({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? "Saving…" : "Save changes"}
      </Button>
    </>
  );
}
